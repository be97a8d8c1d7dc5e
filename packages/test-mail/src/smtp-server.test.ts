import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startTestSmtpServer } from './smtp-server.ts';
import type { TestSmtpServer } from './smtp-server.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const send = (message: Record<string, unknown>) =>
  createTransport({ url: smtp.url, ignoreTLS: true }).sendMail({
    from: 'Directory Robot <robot@example.ca>',
    ...message,
  });

describe('startTestSmtpServer', () => {
  it('keeps the envelope, the headers and the decoded text of what nodemailer sends', async () => {
    const text = `Bonjour Zoë, voilà l'adresse : 1 rue Sainte-Catherine.\n${'A long line that nodemailer wraps with soft line breaks. '.repeat(4)}\n= stays =`;
    await send({
      to: 'Léa Tremblay <lea@example.ca>',
      bcc: 'hidden@example.ca',
      replyTo: '"Doe, Jane" <jane@example.ca>',
      subject: 'Réponse à votre demande',
      text,
    });
    const [mail] = smtp.received.splice(0);
    expect(mail?.envelopeTo).toEqual(['lea@example.ca', 'hidden@example.ca']);
    expect(mail?.headers).toMatchObject({
      from: 'Directory Robot <robot@example.ca>',
      to: 'Léa Tremblay <lea@example.ca>',
      'reply-to': '"Doe, Jane" <jane@example.ca>',
      subject: 'Réponse à votre demande',
      'content-transfer-encoding': 'quoted-printable',
    });
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.text).toBe(text);
  });

  it('answers the next messages with the code it is told to, then accepts again', async () => {
    smtp.refuseNext(1, 451);
    await expect(send({ to: 'a@example.ca', subject: 'one', text: 'one' })).rejects.toMatchObject({
      responseCode: 451,
    });
    await send({ to: 'a@example.ca', subject: 'two', text: 'two' });
    expect(smtp.received.splice(0).map((mail) => mail.text)).toEqual(['two']);
  });
});

describe('parseMail', () => {
  it('decodes base64 bodies, folded headers and CRLF line breaks', async () => {
    const body = Buffer.from('Première ligne\r\nDeuxième ligne\r\n').toString('base64');
    const raw = [
      'From: robot@example.ca',
      'Subject: =?UTF-8?Q?Un_sujet_tr=C3=A8s?=',
      '  long',
      'Retry-After: 3600',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      body,
    ].join('\r\n');
    const mail = await parseMail(raw);
    expect(mail.headers).toMatchObject({
      from: 'robot@example.ca',
      subject: 'Un sujet très long',
      'retry-after': '3600',
    });
    expect(mail.text).toBe('Première ligne\nDeuxième ligne');
  });
});
