import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HeldMail } from '@cld/contract/dev';
import type { DatabaseHandle } from '@cld/db/database';
import { buildApp } from '../../app.ts';
import { DEFAULT_MAIL_CONFIG, type Config } from '../../config.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { XHR, nextIp, registerCustomer, uniqueEmail } from '../auth/testing.ts';
import { siteLinksIn } from './dev-mailbox.ts';

const ORIGIN = 'http://localhost:3000';

describe('siteLinksIn', () => {
  it('finds the site’s links once each, without the punctuation after them', () => {
    const text = [
      `Reset it here: ${ORIGIN}/reset-password?token=abc.`,
      `Or from your dashboard\u00a0: ${ORIGIN}/fr/espace-avocat, (${ORIGIN}/lawyers/12/review#token=x)`,
      `Again: ${ORIGIN}/reset-password?token=abc`,
    ].join('\n');
    expect(siteLinksIn(text, ORIGIN)).toEqual([
      `${ORIGIN}/reset-password?token=abc`,
      `${ORIGIN}/fr/espace-avocat`,
      `${ORIGIN}/lawyers/12/review#token=x`,
    ]);
  });

  it('leaves addresses of other sites, and look-alikes of this one, as text', () => {
    const text = `> see https://elsewhere.example/offer and ${ORIGIN}.evil.example/x or https://localhost:3000/`;
    expect(siteLinksIn(text, ORIGIN)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('the demo’s mailbox on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The test configuration: no SMTP_URL, NODE_ENV=test, a worker that holds the mail.
    ({ database, app } = await openTestApp(kind, { data: null }));
  });

  afterAll(() => closeTestApp(app, database));

  const readMailbox = (on: FastifyInstance = app) =>
    on.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: nextIp() });

  const mailTo = async (address: string) =>
    (await readMailbox()).json<{ messages: HeldMail[] }>().messages.filter((m) => m.to === address);

  it('lists a held e-mail with its text and the site’s links in it, never cached or indexed', async () => {
    const { user } = await registerCustomer(app);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress: nextIp(),
      headers: XHR,
      payload: { email: user.email },
    });
    expect(reset.statusCode, reset.body).toBe(202);

    await expect
      .poll(async () => (await mailTo(user.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain('Reset your password');
    const response = await readMailbox();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const mail = (await mailTo(user.email)).find((m) => m.subject === 'Reset your password')!;
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/),
    ]);
    expect(mail.text).toContain(mail.links[0]);
    expect(Date.parse(mail.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows only held mail, newest first', async () => {
    const to = uniqueEmail('mailbox');
    const row = (subject: string, createdAt: string, status: 'held' | 'sent') => ({
      kind: 'site-contact.confirmation',
      to_address: to,
      reply_to: null,
      subject,
      text: `About ${subject}: ${ORIGIN}/booking?token=${subject}`,
      status,
      created_at: new Date(createdAt),
    });
    await database.db
      .insertInto('mail_outbox')
      .values([
        row('older', '2026-11-20T10:00:00Z', 'held'),
        row('newer', '2026-11-21T10:00:00Z', 'held'),
        row('delivered', '2026-11-22T10:00:00Z', 'sent'),
      ])
      .execute();
    expect((await mailTo(to)).map((m) => [m.subject, m.createdAt, m.links])).toEqual([
      ['newer', '2026-11-21T10:00:00.000Z', [`${ORIGIN}/booking?token=newer`]],
      ['older', '2026-11-20T10:00:00.000Z', [`${ORIGIN}/booking?token=older`]],
    ]);
  });

  /** The same database under another configuration: whether the route exists at all. */
  async function statusUnder(overrides: Partial<Config>): Promise<number> {
    const other = buildApp({ config: buildConfig(overrides), db: database.db });
    try {
      await other.ready();
      return (await readMailbox(other)).statusCode;
    } finally {
      await other.close();
    }
  }

  it('does not exist when mail is delivered by a server (SMTP_URL)', async () => {
    const mail = { ...DEFAULT_MAIL_CONFIG, smtpUrl: 'smtp://127.0.0.1:2525', worker: false };
    expect(await statusUnder({ mail })).toBe(404);
  });

  it('does not exist in production, even without a mail server', async () => {
    const mail = { ...DEFAULT_MAIL_CONFIG, worker: false };
    expect(await statusUnder({ nodeEnv: 'production', mail })).toBe(404);
    expect(await statusUnder({ nodeEnv: 'development', mail })).toBe(200);
  });
});
