import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_CONFIG, loadConfig } from '../../config.ts';
import { domainOf, messageIdFor } from './transport.ts';

describe('mail configuration', () => {
  it('defaults to holding mail, from the no-reply address, with the support inbox', () => {
    expect(loadConfig({}).mail).toEqual(DEFAULT_MAIL_CONFIG);
    expect(DEFAULT_MAIL_CONFIG).toEqual({
      smtpUrl: undefined,
      from: 'Canada Lawyer Directory <no-reply@example.ca>',
      contactTo: 'support@example.ca',
      worker: true,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, CONTACT_TO and MAIL_WORKER', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.ca:465',
        MAIL_FROM: 'office@lawyers.example.ca',
        CONTACT_TO: 'help@lawyers.example.ca',
        MAIL_WORKER: 'false',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.ca:465',
      from: 'office@lawyers.example.ca',
      contactTo: 'help@lawyers.example.ca',
      worker: false,
    });
  });

  it('lists every malformed mail variable', () => {
    const error = (() => {
      try {
        loadConfig({
          SMTP_URL: 'http://mail.example.ca',
          MAIL_FROM: 'Robot <robot@example.ca>\r\nBcc: x@example.com',
          CONTACT_TO: 'nobody',
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'CONTACT_TO',
      'MAIL_FROM',
      'SMTP_URL',
    ]);
  });
});

describe('messageIdFor', () => {
  it('is stable per outbox row, in the sender’s domain', () => {
    expect(messageIdFor({ id: '42', from: 'Canada Lawyer Directory <no-reply@example.ca>' })).toBe(
      '<outbox-42@example.ca>',
    );
    expect(domainOf('robot@mail.example.org')).toBe('mail.example.org');
  });
});
