import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OutboxMail } from '@cld/contract/inquiries';
import { openTestApp } from '../../test/app.ts';
import { registerAdmin } from '../admin/testing.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { XHR, nextIp, registerCustomer, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';

describe.each(testDatabaseKinds)('the outbox without a mail server on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    // No SMTP_URL: the embedded default.
    ({ database, app } = await openTestApp(kind, { data: null }));
    admin = await registerAdmin(app, database.db);
    customer = await registerCustomer(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const readOutbox = (actor: SignedIn | null, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/admin/outbox${query}`,
      headers: actor ? { cookie: actor.cookie } : {},
    });

  it('holds the mail of a request, and shows it to administrators only', async () => {
    const email = uniqueEmail('held');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: XHR,
      payload: {
        name: 'Held Sender',
        email,
        category: 'Feedback & Suggestions',
        subject: 'Lovely directory',
        message: 'Thank you for building this directory.',
      },
    });
    expect(sent.statusCode).toBe(201);

    expect((await readOutbox(null)).statusCode).toBe(401);
    expect((await readOutbox(customer)).statusCode).toBe(403);

    // The accounts' own mail (their addresses' verification links) is held beside it.
    const siteContact = (mails: OutboxMail[]) =>
      mails.filter((m) => m.kind.startsWith('site-contact.'));
    await expect
      .poll(
        async () =>
          siteContact((await readOutbox(admin, '?status=held')).json<OutboxMail[]>()).length,
        { timeout: 30_000 },
      )
      .toBe(2);
    const response = await readOutbox(admin, '?status=held');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mails = siteContact(response.json<OutboxMail[]>());
    expect(mails.map((m) => [m.kind, m.to, m.replyTo]).sort()).toEqual([
      ['site-contact.confirmation', email, 'support@example.ca'],
      ['site-contact.operator', 'support@example.ca', email],
    ]);
    expect(mails.find((m) => m.kind === 'site-contact.operator')?.text).toContain(
      '> Thank you for building this directory.',
    );
    expect(mails.every((m) => m.status === 'held' && m.sentAt === null)).toBe(true);
    expect((await readOutbox(admin, '?status=sent')).json()).toEqual([]);
    expect((await readOutbox(admin, '?status=lost')).statusCode).toBe(400);
  });
});
