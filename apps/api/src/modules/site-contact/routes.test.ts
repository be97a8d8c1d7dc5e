import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { XHR, nextIp, uniqueEmail } from '../auth/testing.ts';
import { startTestSmtpServer } from '../mail/testing.ts';
import type { TestSmtpServer } from '../mail/testing.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { type ErrorBody, visitorPostTo } from '../../test/inject.ts';

const FROM = 'Directory Robot <robot@example.ca>';
const OPERATOR = 'help-desk@example.ca';

function messageBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pat Lee',
    email: uniqueEmail('pat'),
    phone: '',
    category: 'Technical Support',
    subject: 'Cannot open my dashboard',
    message: 'The dashboard page stays blank after I sign in.',
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('the contact page form on %s', (kind) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ({ database, app } = await openTestApp(kind, {
      data: null,
      config: { mail: { smtpUrl: smtp.url, from: FROM, contactTo: OPERATOR, worker: true } },
    }));
  });

  afterAll(() => closeTestApp(app, database).then(() => smtp?.close()));

  const post = visitorPostTo(() => app, '/api/contact');

  const storedFrom = (email: string) =>
    database.db
      .selectFrom('site_contact_messages')
      .selectAll()
      .where('email', '=', email)
      .execute();

  it('stores the message, mails the operator with the sender as Reply-To, and confirms to the sender', async () => {
    const body = messageBody({ phone: '(514) 555-0142' });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedFrom(body.email)).toMatchObject([
      {
        id: response.json<{ id: number }>().id,
        name: 'Pat Lee',
        phone: '(514) 555-0142',
        category: 'Technical Support',
      },
    ]);

    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
    const toOperator = smtp.received.find((m) => m.envelopeTo.includes(OPERATOR))!;
    expect(toOperator.headers).toMatchObject({
      from: FROM,
      to: OPERATOR,
      'reply-to': body.email,
      subject: '[Technical Support] Cannot open my dashboard',
    });
    expect(toOperator.text).toContain('> The dashboard page stays blank after I sign in.');
    expect(toOperator.text).toContain('Phone: (514) 555-0142');

    const confirmation = smtp.received.find((m) => m.envelopeTo.includes(body.email))!;
    expect(confirmation.headers).toMatchObject({ from: FROM, 'reply-to': OPERATOR });
    expect(confirmation.text).toContain('will respond within 24 hours');
    expect(confirmation.text).not.toContain('blank');
  });

  it('takes the phone as optional', async () => {
    const body = messageBody();
    delete (body as { phone?: string }).phone;
    expect((await post(body)).statusCode).toBe(201);
    expect(await storedFrom(body.email)).toMatchObject([{ phone: null }]);
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const body = messageBody({ website: 'spam' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 0 });
    expect(await storedFrom(body.email)).toEqual([]);
  });

  it.each([
    ['name', 'Name must be at least 2 characters', undefined],
    ['name', 'Name must be at least 2 characters', 'P'],
    ['email', 'Please enter a valid email address', 'pat@'],
    ['phone', 'Please enter a valid phone number', '12'],
    ['category', 'Please select a category', ''],
    ['category', 'Please select a category', 'Complaints'],
    ['subject', 'Subject must be at least 5 characters', 'Help'],
    ['subject', 'Subject must be at most 200 characters', 'x'.repeat(201)],
    ['message', 'Message must be at least 10 characters', 'Broken.'],
    ['message', 'Message must be at most 5000 characters', 'x'.repeat(5001)],
  ])('refuses a bad %s: "%s" (%#)', async (field, message, value) => {
    const response = await post(messageBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().issues).toEqual([{ path: [field], message }]);
  });

  it('refuses a body over the size limit (413)', async () => {
    expect((await post(messageBody({ message: 'x'.repeat(40_000) }))).statusCode).toBe(413);
  });

  it('limits each network address and each e-mail address (429 with Retry-After)', async () => {
    const remoteAddress = nextIp();
    for (let i = 0; i < 10; i += 1)
      expect((await post(messageBody(), { remoteAddress })).statusCode).toBe(201);
    const byAddress = await post(messageBody(), { remoteAddress });
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json()).toEqual({
      message: 'You have sent too many messages. Please try again later.',
    });
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);

    const email = uniqueEmail('again');
    for (let i = 0; i < 5; i += 1)
      expect((await post(messageBody({ email }))).statusCode).toBe(201);
    expect((await post(messageBody({ email }))).statusCode).toBe(429);
    expect(await storedFrom(email)).toHaveLength(5);
  });

  it('answers a retry with the same Idempotency-Key once: one message, two e-mails (issue 38)', async () => {
    const key = crypto.randomUUID();
    const body = messageBody();
    const headers = { 'idempotency-key': key };
    const first = await post(body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post(body, { headers });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await storedFrom(body.email)).toHaveLength(1);
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where((eb) => eb.or([eb('to_address', '=', body.email), eb('reply_to', '=', body.email)]))
      .execute();
    expect(mails).toHaveLength(2);

    const edited = await post({ ...body, subject: 'Another subject' }, { headers });
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toMatchObject({
      message: 'This Idempotency-Key was already used with a different request. Use a new key.',
      issues: [{ path: ['idempotency-key'] }],
    });
    expect(await storedFrom(body.email)).toHaveLength(1);
  });

  it('behind the web server, counts each visitor apart and ignores a forged X-Forwarded-For', async () => {
    const proxied = buildApp({
      config: buildConfig({ trustProxy: ['loopback'] }),
      db: database.db,
    });
    await proxied.ready();
    const via = (remoteAddress: string, forwardedFor: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        headers: { ...XHR, 'x-forwarded-for': forwardedFor },
        payload: messageBody(),
      });
    try {
      const [a, b] = [nextIp(), nextIp()];
      for (let i = 0; i < 10; i += 1) expect((await via('127.0.0.1', a)).statusCode).toBe(201);
      expect((await via('127.0.0.1', a)).statusCode).toBe(429);
      // Client B, through the same proxy, is not blocked by A.
      expect((await via('127.0.0.1', b)).statusCode).toBe(201);
      // A client reaching the API directly cannot choose its address with the header.
      const direct = nextIp();
      for (let i = 0; i < 10; i += 1) expect((await via(direct, nextIp())).statusCode).toBe(201);
      expect((await via(direct, nextIp())).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
