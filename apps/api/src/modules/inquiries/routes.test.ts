import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import type { Inquiry } from '@cld/contract/inquiries';
import type { MyProfile } from '@cld/contract/my-profile';
import { todayIn } from '@cld/validation/consultation';
import { buildApp } from '../../app.ts';
import type { MailConfig } from '../../config.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { XHR, nextIp, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { startTestSmtpServer } from '../mail/testing.ts';
import { createSmtpTransport } from '../mail/transport.ts';
import { createOutboxWorker } from '../mail/worker.ts';
import type { TestSmtpServer } from '../mail/testing.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';
import {
  type ErrorBody,
  createProfileAs,
  registerCustomerAndLawyers,
  visitorPostOf,
} from '../../test/inject.ts';

const FROM = 'Canada Lawyer Directory <no-reply@example.ca>';
/** Mail leaves in the background, behind whatever earlier tests queued. */
const MAIL_TIMEOUT_MS = 30_000;

/** A date `days` from today where "today" ends last in Canada. */
function daysFromToday(days: number): string {
  const today = todayIn('America/Vancouver', new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function contactBody(lawyerId: number, overrides: Record<string, unknown> = {}) {
  return {
    lawyerId,
    name: 'Jane Doe',
    email: uniqueEmail('jane'),
    phone: '416-555-0123',
    legalIssue: 'Divorce',
    message: 'I need advice about my separation, please.',
    ...overrides,
  };
}

function consultationBody(lawyerId: number, overrides: Record<string, unknown> = {}) {
  return {
    lawyerId,
    name: 'Sam Roy',
    email: uniqueEmail('sam'),
    phone: '(604) 555-0199',
    preferredDate: daysFromToday(7),
    preferredTime: '2:30 PM',
    consultationType: 'video-call',
    legalIssue: 'family-law',
    message: 'Custody arrangement after moving provinces.',
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('inquiries on %s', (kind) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let mail: MailConfig;
  let lawyerA: SignedIn;
  let lawyerB: SignedIn;
  let customer: SignedIn;
  let profileA: MyProfile;
  let profileB: MyProfile;
  /** Demo lawyers without an account: one listed, one hidden. */
  let listedId: number;
  let hiddenId: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mail = { smtpUrl: smtp.url, from: FROM, contactTo: 'support@example.ca', worker: true };
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([
        buildLawyer({ name: 'Listed Lawyer', email: 'listed@example.com' }),
        buildLawyer({ name: 'Hidden Lawyer' }),
      ]),
      config: { mail },
      prepare: (db) => hideLawyerNamed(db, 'Hidden Lawyer'),
    }));
    const ids = await database.db.selectFrom('lawyers').select(['id', 'name']).execute();
    listedId = ids.find((l) => l.name === 'Listed Lawyer')!.id;
    hiddenId = ids.find((l) => l.name === 'Hidden Lawyer')!.id;

    ({ customer, lawyerA, lawyerB } = await registerCustomerAndLawyers(app));
    profileA = await createProfileAs(app, lawyerA, {
      name: 'Ada Zephyrine',
      email: 'ada@example.com',
    });
    profileB = await createProfileAs(app, lawyerB, {
      name: 'Bo Quintessa',
      email: 'bo@example.com',
    });
  });

  afterAll(() => closeTestApp(app, database).then(() => smtp?.close()));

  const post = visitorPostOf(() => app);

  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

  async function outboxFor(address: string) {
    return database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'reply_to', 'subject', 'text'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  }

  describe('sending a contact request', () => {
    it('stores it with both e-mails before answering 201, and the mails arrive', async () => {
      const body = contactBody(profileA.id);
      const response = await post('/api/contact-requests', body);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(response.headers['cache-control']).toBe('no-store');

      const row = await database.db
        .selectFrom('contact_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        lawyer_id: profileA.id,
        name: 'Jane Doe',
        email: body.email,
        legal_issue: 'Divorce',
        is_read: false,
        replied_at: null,
      });
      const visitorMails = await outboxFor(body.email);
      expect(visitorMails.map((m) => m.kind)).toEqual(['contact-request.confirmation']);

      await expect.poll(() => mailsTo(body.email).length, { timeout: MAIL_TIMEOUT_MS }).toBe(1);
      const confirmation = mailsTo(body.email)[0]!;
      expect(confirmation.headers.from).toBe(FROM);
      expect(confirmation.headers['reply-to']).toBeUndefined();
      expect(confirmation.text).toContain('The lawyer will contact you within 1-2 business days.');
      expect(confirmation.text).not.toContain(body.message);

      await expect
        .poll(() => mailsTo('ada@example.com').some((m) => m.text.includes(body.email)), {
          timeout: MAIL_TIMEOUT_MS,
        })
        .toBe(true);
      const notice = mailsTo('ada@example.com').find((m) => m.text.includes(body.email))!;
      expect(notice.headers).toMatchObject({
        from: FROM,
        to: 'ada@example.com',
        'reply-to': body.email,
        subject: 'New message from Jane Doe (Divorce)',
      });
      expect(notice.text).toContain('> I need advice about my separation, please.');
      expect(notice.text).toContain('Phone: 416-555-0123');
    });

    it('keeps line breaks out of headers and quotes what the visitor typed', async () => {
      const body = contactBody(listedId, {
        name: 'Eve\r\nBcc: victim@example.net',
        message: 'Hello lawyer,\r\nReply-To: someone@else.example\n\u202eevil',
      });
      const response = await post('/api/contact-requests', body);
      expect(response.statusCode, response.body).toBe(201);
      const [notice] = await outboxFor('listed@example.com');
      expect(notice).toMatchObject({
        subject: 'New message from Eve Bcc: victim@example.net (Divorce)',
        reply_to: body.email,
      });
      expect(notice?.text).toContain('> Hello lawyer,\n> Reply-To: someone@else.example\n> evil');
      await expect
        .poll(() => mailsTo('listed@example.com').length, { timeout: MAIL_TIMEOUT_MS })
        .toBe(1);
      const [received] = mailsTo('listed@example.com');
      expect(received?.envelopeTo).toEqual(['listed@example.com']);
      expect(received?.headers.bcc).toBeUndefined();
      expect(mailsTo('victim@example.net')).toEqual([]);
    });

    it('answers 404 for an unknown or hidden lawyer, storing nothing', async () => {
      for (const lawyerId of [hiddenId, 987_654]) {
        const body = contactBody(lawyerId);
        const response = await post('/api/contact-requests', body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This lawyer is not available' });
        expect(await outboxFor(body.email)).toEqual([]);
      }
    });

    it('answers a filled honeypot like a person, but stores and sends nothing', async () => {
      const body = contactBody(profileA.id, { website: 'https://cheap-pills.example' });
      const response = await post('/api/contact-requests', body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: 0 });
      const stored = await database.db
        .selectFrom('contact_requests')
        .select('id')
        .where('email', '=', body.email)
        .execute();
      expect(stored).toEqual([]);
      expect(await outboxFor(body.email)).toEqual([]);
    });

    it('accepts anonymous callers without the XHR header, but not a cross-site cookie', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/contact-requests',
        remoteAddress: nextIp(),
        payload: contactBody(profileA.id),
      });
      expect(anonymous.statusCode).toBe(201);
      const crossSite = await app.inject({
        method: 'POST',
        url: '/api/contact-requests',
        remoteAddress: nextIp(),
        headers: { cookie: customer.cookie, origin: 'https://evil.example' },
        payload: contactBody(profileA.id),
      });
      expect(crossSite.statusCode).toBe(403);
    });

    it('refuses a body over the forms’ size limit (413)', async () => {
      const response = await post(
        '/api/contact-requests',
        contactBody(profileA.id, { message: 'x'.repeat(40_000) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Request body is too large' });
    });

    it.each([
      ['name', 'Name must be at least 2 characters', ''],
      ['name', 'Name must be at least 2 characters', ' J '],
      ['name', 'Name must be at most 255 characters', 'x'.repeat(256)],
      ['email', 'Please enter a valid email address', 'not-an-email'],
      ['email', 'Please enter a valid email address', `${'x'.repeat(250)}@example.com`],
      ['phone', 'Please enter a valid phone number', '555-0123'],
      ['phone', 'Please enter a valid phone number', '416-555-0123 ext. 45'],
      ['phone', 'Please enter a valid phone number', '4'.repeat(21)],
      ['legalIssue', 'Please select a legal issue', ''],
      ['legalIssue', 'Please select a legal issue', 'Astrology'],
      ['message', 'Message must be at least 10 characters', 'Too short'],
      ['message', 'Message must be at most 5000 characters', 'x'.repeat(5001)],
      ['lawyerId', 'This lawyer is not available', 'abc'],
      ['lawyerId', 'This lawyer is not available', undefined],
    ])('refuses a bad %s: "%s" (%#)', async (field, message, value) => {
      const response = await post(
        '/api/contact-requests',
        contactBody(profileA.id, { [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toEqual([{ path: [field], message }]);
    });
  });

  describe('sending a consultation request', () => {
    it('stores it with both e-mails; the confirmation promises the lawyer will confirm', async () => {
      const body = consultationBody(profileA.id);
      const response = await post('/api/consultation-requests', body);
      expect(response.statusCode, response.body).toBe(201);
      const row = await database.db
        .selectFrom('consultation_requests')
        .selectAll()
        .where('id', '=', response.json<{ id: number }>().id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        lawyer_id: profileA.id,
        preferred_date: body.preferredDate,
        preferred_time: '2:30 PM',
        consultation_type: 'video-call',
        legal_issue: 'family-law',
      });
      await expect.poll(() => mailsTo(body.email).length, { timeout: MAIL_TIMEOUT_MS }).toBe(1);
      expect(mailsTo(body.email)[0]?.text).toContain(
        'The lawyer will contact you to confirm the appointment.',
      );
      const notice = await database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text', 'reply_to'])
        .where('kind', '=', 'consultation-request.lawyer')
        .where('reply_to', '=', body.email)
        .executeTakeFirstOrThrow();
      expect(notice.subject).toBe(
        `Consultation request from Sam Roy (${body.preferredDate} at 2:30 PM)`,
      );
      expect(notice.text).toContain('Consultation type: Video call');
      expect(notice.text).toContain('Legal issue: Family Law');
    });

    it('answers 404 for a hidden lawyer', async () => {
      const response = await post('/api/consultation-requests', consultationBody(hiddenId));
      expect(response.statusCode).toBe(404);
    });

    it('answers a filled honeypot with 201 and stores nothing', async () => {
      const body = consultationBody(profileA.id, { website: 'x' });
      const response = await post('/api/consultation-requests', body);
      expect(response.json()).toEqual({ id: 0 });
      expect(await outboxFor(body.email)).toEqual([]);
    });

    it.each([
      ['name', 'Name must be at least 2 characters', 'J'],
      ['email', 'Please enter a valid email address', 'x@'],
      ['phone', 'Please enter a valid phone number', '123'],
      ['message', 'Message must be at least 10 characters', 'short'],
      ['preferredDate', 'Please select a preferred date', ''],
      ['preferredDate', 'Please select a preferred date', '2027-02-30'],
      ['preferredDate', 'Please select a preferred date', '12/01/2030'],
      ['preferredDate', 'Preferred date cannot be in the past', daysFromToday(-1)],
      ['preferredTime', 'Please select a preferred time', ''],
      ['preferredTime', 'Please select a preferred time', '8:30 AM'],
      ['preferredTime', 'Please select a preferred time', '5:30 PM'],
      ['consultationType', 'Please select consultation type', ''],
      ['consultationType', 'Please select consultation type', 'carrier-pigeon'],
      ['legalIssue', 'Please describe your legal issue', ''],
      ['legalIssue', 'Please describe your legal issue', 'Divorce'],
    ])('refuses a bad %s: "%s" (%#)', async (field, message, value) => {
      const response = await post(
        '/api/consultation-requests',
        consultationBody(profileA.id, { [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      // The form shows a field's first message; a malformed date may carry a second one.
      const issues = response.json<ErrorBody>().issues ?? [];
      expect(issues[0]).toEqual({ path: [field], message });
      expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
    });

    it('accepts today, and every half hour from 9:00 AM to 5:00 PM', async () => {
      for (const [preferredDate, preferredTime] of [
        [daysFromToday(0), '9:00 AM'],
        [daysFromToday(1), '12:00 PM'],
        [daysFromToday(2), '5:00 PM'],
      ]) {
        const response = await post(
          '/api/consultation-requests',
          consultationBody(listedId, { preferredDate, preferredTime }),
        );
        expect(response.statusCode, response.body).toBe(201);
      }
    });
  });

  /** A lawyer of one's own: the per-lawyer hourly limit is shared by every test of the file. */
  async function freshLawyer(email: string) {
    const { id } = await database.db
      .insertInto('lawyers')
      .values({
        name: 'Fresh Lawyer',
        practice_areas: ['family-law'],
        city_id: (await database.db.selectFrom('cities').select('id').executeTakeFirstOrThrow()).id,
        province: 'ON',
        address: '1 Quiet Street',
        phone: '4165550100',
        email,
        experience: 10,
        hourly_rate: 300,
        fee_structure: 'Hourly',
        bio: 'Has time for you.',
        specializations: [],
        languages: ['English'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  describe('Idempotency-Key', () => {
    let listedId: number;
    beforeAll(async () => {
      listedId = await freshLawyer('idempotent@example.com');
    });
    const withKey = (url: string, body: unknown, key: string) =>
      post(url, body, { headers: { 'idempotency-key': key } });
    const storedFrom = (email: string) =>
      Promise.all([
        database.db
          .selectFrom('contact_requests')
          .select('id')
          .where('email', '=', email)
          .execute(),
        database.db
          .selectFrom('consultation_requests')
          .select('id')
          .where('email', '=', email)
          .execute(),
      ]).then(([contacts, consultations]) => [...contacts, ...consultations]);

    it.each([
      ['/api/contact-requests', contactBody],
      ['/api/consultation-requests', consultationBody],
    ])(
      '%s: a retry with the same key and body gets the same answer, nothing twice',
      async (url, build) => {
        const key = crypto.randomUUID();
        const body = build(listedId);
        const first = await withKey(url, body, key);
        expect(first.statusCode, first.body).toBe(201);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        // Same body, keys in another order, from another address (a phone that changed network).
        const reordered = Object.fromEntries(Object.entries(body).reverse());
        const retry = await withKey(url, reordered, key);
        expect(retry.statusCode).toBe(201);
        expect(retry.json()).toEqual(first.json());
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(await storedFrom(body.email)).toHaveLength(1);
        expect(await outboxFor(body.email)).toHaveLength(1);

        const other = await withKey(url, { ...body, message: `${body.message} Another one.` }, key);
        expect(other.statusCode).toBe(422);
        expect(other.json()).toMatchObject({
          message: 'This Idempotency-Key was already used with a different request. Use a new key.',
          issues: [{ path: ['idempotency-key'] }],
        });
        expect(await storedFrom(body.email)).toHaveLength(1);
      },
    );

    it('keeps each operation’s keys apart, and forgets them when they expire', async () => {
      const key = crypto.randomUUID();
      const email = uniqueEmail('keyed');
      expect(
        (await withKey('/api/contact-requests', contactBody(listedId, { email }), key)).statusCode,
      ).toBe(201);
      const consultation = await withKey(
        '/api/consultation-requests',
        consultationBody(listedId, { email }),
        key,
      );
      expect(consultation.statusCode).toBe(201);
      expect(consultation.headers['idempotent-replayed']).toBeUndefined();
      await database.db
        .updateTable('idempotency_keys')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect(
        (await withKey('/api/contact-requests', contactBody(listedId, { email }), key)).headers[
          'idempotent-replayed'
        ],
      ).toBeUndefined();
      expect(await storedFrom(email)).toHaveLength(3);
    });

    it('lets a refused request be retried with its key', async () => {
      const key = crypto.randomUUID();
      const body = contactBody(listedId, { name: 'J' });
      expect((await withKey('/api/contact-requests', body, key)).statusCode).toBe(400);
      const fixed = await withKey('/api/contact-requests', { ...body, name: 'Jo Doe' }, key);
      expect(fixed.statusCode, fixed.body).toBe(201);
    });

    it('refuses a malformed key, naming the header', async () => {
      for (const key of ['x'.repeat(256), 'with space', 'é']) {
        const response = await withKey('/api/contact-requests', contactBody(listedId), key);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['idempotency-key']);
      }
    });
  });

  describe('rate limits', () => {
    it('refuses an eleventh request from one address within the hour (both forms count)', async () => {
      const remoteAddress = nextIp();
      for (let i = 0; i < 10; i += 1) {
        const send = i % 2 ? '/api/contact-requests' : '/api/consultation-requests';
        const body = i % 2 ? contactBody(listedId) : consultationBody(listedId);
        expect((await post(send, body, { remoteAddress })).statusCode).toBe(201);
      }
      const refused = await post('/api/contact-requests', contactBody(listedId), { remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'You have sent too many messages. Please try again later.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      // Another address is not affected.
      expect((await post('/api/contact-requests', contactBody(listedId))).statusCode).toBe(201);
    });

    it('refuses a sixth request from one e-mail address, whatever the network address', async () => {
      const email = uniqueEmail('repeat');
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await post('/api/contact-requests', contactBody(listedId, { email }))).statusCode,
        ).toBe(201);
      }
      const refused = await post(
        '/api/consultation-requests',
        consultationBody(listedId, { email }),
      );
      expect(refused.statusCode).toBe(429);
      expect(await outboxFor(email)).toHaveLength(5);
    });

    it('counts +aliases and letter case of one mailbox together', async () => {
      const listedId = await freshLawyer('aliases@example.com');
      const local = `alias${Date.now()}`;
      for (let i = 0; i < 5; i += 1) {
        const email = `${i % 2 ? local.toUpperCase() : local}+${i}@Example.com`;
        expect(
          (await post('/api/contact-requests', contactBody(listedId, { email }))).statusCode,
        ).toBe(201);
      }
      const refused = await post(
        '/api/contact-requests',
        contactBody(listedId, { email: `${local}@example.com` }),
      );
      expect(refused.statusCode).toBe(429);
    });

    it('refuses more than 30 requests an hour to one lawyer, with its own message', async () => {
      const { id: lawyerId } = await database.db
        .insertInto('lawyers')
        .values({
          name: 'Popular Lawyer',
          practice_areas: ['family-law'],
          city_id: (await database.db.selectFrom('cities').select('id').executeTakeFirstOrThrow())
            .id,
          province: 'ON',
          address: '1 Busy Street',
          phone: '4165550100',
          email: 'popular@example.com',
          experience: 10,
          hourly_rate: 300,
          fee_structure: 'Hourly',
          bio: 'Very much in demand.',
          specializations: [],
          languages: ['English'],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < 30; i += 1) {
        expect((await post('/api/contact-requests', contactBody(lawyerId))).statusCode).toBe(201);
      }
      const refused = await post('/api/consultation-requests', consultationBody(lawyerId));
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().message).toBe(
        'This lawyer has received too many messages in the last hour. Please try again later.',
      );
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe("the lawyer's inbox", () => {
    async function inbox(actor: SignedIn) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/lawyers/my-contact-requests',
        headers: { cookie: actor.cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Inquiry[]>();
    }

    function act(actor: SignedIn | null, url: string, payload?: unknown) {
      return app.inject({
        method: 'POST',
        url,
        headers: { ...XHR, ...(actor ? { cookie: actor.cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    }

    it('lists both kinds newest first, only to the lawyer they were sent to', async () => {
      const contact = await post(
        '/api/contact-requests',
        contactBody(profileB.id, { name: 'First Sender' }),
      );
      const consultation = await post(
        '/api/consultation-requests',
        consultationBody(profileB.id, { name: 'Second Sender' }),
      );
      const items = await inbox(lawyerB);
      expect(items.map((i) => [i.kind, i.name, i.id])).toEqual([
        ['consultation', 'Second Sender', consultation.json<{ id: number }>().id],
        ['contact', 'First Sender', contact.json<{ id: number }>().id],
      ]);
      expect(items[0]).toMatchObject({
        isRead: false,
        repliedAt: null,
        preferredTime: '2:30 PM',
        consultationType: 'video-call',
      });
      const forA = await inbox(lawyerA);
      expect(forA.some((i) => i.lawyerId === profileB.id)).toBe(false);
      expect(forA.length).toBeGreaterThan(0);
    });

    it('marks a request read, for its owner only', async () => {
      const [item] = (await inbox(lawyerB)).filter((i) => i.kind === 'contact');
      const url = `/api/lawyers/my-contact-requests/contact/${item!.id}/read`;
      expect((await act(null, url)).statusCode).toBe(401);
      expect((await act(customer, url)).statusCode).toBe(403);
      const other = await act(lawyerA, url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: 'This request does not exist' });
      // The same id as the other kind is another request.
      const wrongKind = await act(
        lawyerB,
        `/api/lawyers/my-contact-requests/consultation/${987_654}/read`,
      );
      expect(wrongKind.statusCode).toBe(404);
      expect(
        (await act(lawyerB, '/api/lawyers/my-contact-requests/letter/1/read')).statusCode,
      ).toBe(400);

      const read = await act(lawyerB, url);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({
        kind: 'contact',
        id: item!.id,
        isRead: true,
        repliedAt: null,
      });
      expect(
        (await inbox(lawyerB)).find((i) => i.id === item!.id && i.kind === 'contact')?.isRead,
      ).toBe(true);
    });

    it('stores a reply, marks the request replied and e-mails the person who asked', async () => {
      const [item] = (await inbox(lawyerB)).filter((i) => i.kind === 'consultation');
      const url = `/api/lawyers/my-contact-requests/consultation/${item!.id}/reply`;
      const content = 'Thank you, Thursday at 2:30 PM works.\nBring your documents.';

      expect((await act(null, url, { content })).statusCode).toBe(401);
      expect((await act(lawyerA, url, { content })).statusCode).toBe(404);
      const empty = await act(lawyerB, url, { content: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorBody>().issues).toEqual([
        { path: ['content'], message: 'Please write a reply' },
      ]);
      expect(
        await outboxFor(item!.email).then((m) => m.filter((x) => x.kind === 'inquiry.reply')),
      ).toEqual([]);

      const response = await act(lawyerB, url, { content });
      expect(response.statusCode, response.body).toBe(201);
      const updated = response.json<Inquiry>();
      expect(updated).toMatchObject({ kind: 'consultation', id: item!.id, isRead: true });
      expect(updated.repliedAt).not.toBeNull();

      const replies = await database.db
        .selectFrom('message_replies')
        .selectAll()
        .where('consultation_request_id', '=', item!.id)
        .execute();
      expect(replies).toMatchObject([
        { sender_id: lawyerB.user.id, content, message_id: null, contact_request_id: null },
      ]);

      await expect
        .poll(
          () => mailsTo(item!.email).filter((m) => m.text.includes('Bring your documents.')).length,
          {
            timeout: MAIL_TIMEOUT_MS,
          },
        )
        .toBe(1);
      const reply = mailsTo(item!.email).find((m) => m.text.includes('Bring your documents.'))!;
      expect(reply.headers).toMatchObject({
        from: FROM,
        to: item!.email,
        'reply-to': 'bo@example.com',
        subject: 'Bo Quintessa replied to your consultation request',
      });
      expect(reply.text).toContain('Thank you, Thursday at 2:30 PM works.\nBring your documents.');
    });
  });

  it('sends each mail exactly once across a crash before delivery and a restart', async () => {
    // Only the processes of this story may deliver.
    await app.close();
    // The first process answers 201 and dies before its worker sends anything.
    const first = buildApp({
      config: buildConfig({ mail: { ...mail, worker: false } }),
      db: database.db,
    });
    const body = consultationBody(listedId);
    const response = await first.inject({
      method: 'POST',
      url: '/api/consultation-requests',
      remoteAddress: nextIp(),
      headers: XHR,
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    await first.close();
    expect((await outboxFor(body.email)).length).toBe(1);
    expect(mailsTo(body.email)).toEqual([]);

    // The restarted process delivers it; a third one finds nothing left to send.
    const second = buildApp({ config: buildConfig({ mail }), db: database.db });
    await second.ready();
    await expect.poll(() => mailsTo(body.email).length, { timeout: MAIL_TIMEOUT_MS }).toBe(1);
    await second.close();
    const third = createOutboxWorker({
      db: database.db,
      transport: createSmtpTransport({ smtpUrl: smtp.url, from: FROM }),
      log: pino({ level: 'silent' }),
    });
    expect(await third.deliverDue()).toBe(0);
    await third.stop();

    const statuses = await database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where((eb) => eb.or([eb('to_address', '=', body.email), eb('reply_to', '=', body.email)]))
      .execute();
    expect(statuses).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    expect(mailsTo(body.email)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.headers['reply-to'] === body.email)).toHaveLength(1);
  });
});
