import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { clientSpaceContract } from '@cld/contract/client-space';
import type { ClientBooking, SavedLawyer, SentRequest } from '@cld/contract/client-space';
import type { Inquiry } from '@cld/contract/inquiries';
import type { MyProfile } from '@cld/contract/my-profile';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';
import {
  type ErrorBody,
  type Method,
  callerOf,
  createProfileAs,
  freshAddress,
  registerCustomerAndLawyers,
  visitorPostOf,
} from '../../test/inject.ts';
import { registerCustomer, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';

/** Every route of the space, from the contract itself: a new route cannot be left out. */
const SPACE_ROUTES = Object.entries(clientSpaceContract).map(([name, route]) => ({
  name,
  method: route.method as Method,
  url: route.path
    .replace(':kind', 'contact')
    .replace(':id', '2147483000')
    .replace(':lawyerId', '2147483000'),
  payload: route.method === 'POST' ? { content: 'Hello' } : undefined,
}));

function contactBody(lawyerId: number, email: string, overrides: Record<string, unknown> = {}) {
  return {
    lawyerId,
    name: 'Casey Client',
    email,
    phone: '416-555-0123',
    legalIssue: 'Divorce',
    message: 'I need advice about my separation, please.',
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('client space on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let customer: SignedIn;
  let lawyerA: SignedIn;
  let lawyerB: SignedIn;
  let profileA: MyProfile;
  let listedId: number;
  let hiddenId: number;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([
        buildLawyer({ name: 'Listed Lawyer', email: 'listed@example.com' }),
        buildLawyer({ name: 'Hidden Lawyer' }),
      ]),
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
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);
  const post = visitorPostOf(() => app);
  const space = async (actor: SignedIn) => {
    const response = await call(actor, 'GET', '/api/my-space/requests');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SentRequest[]>();
  };
  const inbox = async (actor: SignedIn) => {
    const response = await call(actor, 'GET', '/api/lawyers/my-contact-requests');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Inquiry[]>();
  };
  /** A request sent to Ada's profile, signed in as `actor` (or as a visitor). */
  const sendToAda = async (actor: SignedIn | null, email: string, message?: string) => {
    const body = contactBody(profileA.id, email, message ? { message } : {});
    const response = actor
      ? await call(actor, 'POST', '/api/contact-requests', { payload: body })
      : await post('/api/contact-requests', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  describe('authorization matrix', () => {
    it('lists every route of the contract', () => {
      expect(SPACE_ROUTES.map((r) => r.name).sort()).toEqual(
        Object.keys(clientSpaceContract).sort(),
      );
    });
    it.each(SPACE_ROUTES)('$name: anonymous 401', async ({ method, url, payload }) => {
      const response = await call(null, method, url, payload ? { payload } : {});
      expect(response.statusCode).toBe(401);
    });
    it.each(SPACE_ROUTES)(
      '$name: a customer and a lawyer pass the guard, never 500',
      async ({ method, url, payload }) => {
        for (const actor of [customer, lawyerB]) {
          const response = await call(actor, method, url, payload ? { payload } : {});
          expect(response.statusCode, response.body).not.toBe(401);
          expect(response.statusCode).toBeLessThan(500);
        }
      },
    );
    it('refuses a write without X-Requested-With from a cookie session', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/my-space/saved-lawyers/${listedId}`,
        headers: { cookie: customer.cookie },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('requests and conversation', () => {
    it('follows a request from sent to read to answered, with both sides of the conversation', async () => {
      const person = await registerCustomer(app, { email: uniqueEmail('casey') });
      const id = await sendToAda(person, person.user.email);

      let [mine] = await space(person);
      expect(mine).toMatchObject({
        kind: 'contact',
        id,
        status: 'sent',
        lawyer: { id: profileA.id, name: 'Ada Zephyrine', listed: true },
        conversation: [],
      });

      expect(
        (await call(lawyerA, 'POST', `/api/lawyers/my-contact-requests/contact/${id}/read`))
          .statusCode,
      ).toBe(200);
      [mine] = await space(person);
      expect(mine!.status).toBe('read');

      const lawyerReply = await call(
        lawyerA,
        'POST',
        `/api/lawyers/my-contact-requests/contact/${id}/reply`,
        {
          payload: { content: 'Can you call me on Monday?' },
        },
      );
      expect(lawyerReply.statusCode, lawyerReply.body).toBe(201);
      // The lawyer's inbox shows their own reply.
      expect(lawyerReply.json<Inquiry>().conversation).toMatchObject([
        { from: 'lawyer', content: 'Can you call me on Monday?' },
      ]);
      [mine] = await space(person);
      expect(mine!.status).toBe('answered');
      expect(mine!.conversation).toMatchObject([
        { from: 'lawyer', content: 'Can you call me on Monday?' },
      ]);

      const answer = await call(person, 'POST', `/api/my-space/requests/contact/${id}/reply`, {
        payload: { content: '  Monday at 10 works for me.  ' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json<SentRequest>().conversation).toMatchObject([
        { from: 'lawyer', content: 'Can you call me on Monday?' },
        { from: 'client', content: 'Monday at 10 works for me.' },
      ]);

      // The lawyer sees the whole conversation, and the request is new to them again.
      const request = (await inbox(lawyerA)).find((i) => i.kind === 'contact' && i.id === id)!;
      expect(request.isRead).toBe(false);
      expect(request.answeredAt).not.toBeNull();
      expect(request.conversation.map((entry) => entry.from)).toEqual(['lawyer', 'client']);

      const mails = await database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'reply_to', 'subject', 'text'])
        .where('kind', '=', 'inquiry.client-reply')
        .where('reply_to', '=', person.user.email)
        .execute();
      expect(mails).toEqual([
        expect.objectContaining({
          to_address: 'ada@example.com',
          subject: 'Casey Client answered you',
        }),
      ]);
      expect(mails[0]!.text).toContain('> Monday at 10 works for me.');
    });

    it('answers 404 for another person’s request, and 400 naming the field for bad input', async () => {
      const other = await registerCustomer(app, { email: uniqueEmail('other') });
      const id = await sendToAda(other, other.user.email);
      const url = `/api/my-space/requests/contact/${id}/reply`;
      const foreign = await call(customer, 'POST', url, { payload: { content: 'Hi' } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'This request does not exist' });
      // Its lawyer's own inbox is not a client's space either.
      expect((await call(lawyerA, 'POST', url, { payload: { content: 'Hi' } })).statusCode).toBe(
        404,
      );

      for (const [payload, field] of [
        [{ content: '   ' }, 'content'],
        [{ content: 'x'.repeat(5001) }, 'content'],
        [{ content: 'a\u0000b' }, 'content'],
        [{}, 'content'],
      ] as const) {
        const response = await call(other, 'POST', url, { payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual([field]);
      }
      const badKind = await call(other, 'POST', `/api/my-space/requests/letter/${id}/reply`, {
        payload: { content: 'Hi' },
      });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json<ErrorBody>().issues?.[0]?.path).toEqual(['kind']);
      const hugeId = await call(other, 'POST', '/api/my-space/requests/contact/99999999999/reply', {
        payload: { content: 'Hi' },
      });
      expect(hugeId.statusCode).toBe(400);
      expect(hugeId.json<ErrorBody>().issues?.[0]?.path).toEqual(['id']);
      // Nothing refused was stored.
      expect((await space(other))[0]!.conversation).toEqual([]);
    });

    it('limits a person to 30 answers an hour (429 with Retry-After), storing none past it', async () => {
      const person = await registerCustomer(app, { email: uniqueEmail('chatty') });
      const id = await sendToAda(person, person.user.email);
      const url = `/api/my-space/requests/contact/${id}/reply`;
      for (let i = 0; i < 30; i += 1) {
        const response = await call(person, 'POST', url, { payload: { content: `Answer ${i}` } });
        expect(response.statusCode, response.body).toBe(201);
      }
      const refused = await call(person, 'POST', url, { payload: { content: 'One more' } });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await space(person))[0]!.conversation).toHaveLength(30);
    });

    it('joins requests sent before registering from the same e-mail once it is verified', async () => {
      const email = uniqueEmail('early');
      const id = await sendToAda(null, email.toUpperCase());
      const person = await registerCustomer(app, { email });
      // Unverified: the address is not proven, so someone else's requests cannot be claimed.
      expect(await space(person)).toEqual([]);
      // As e-mail verification does it (migration 0125 keeps the two columns in step).
      await sql`update users set is_verified = true, email_verified_at = now()
        where id = ${person.user.id}`.execute(database.db);
      expect((await space(person)).map((r) => r.id)).toEqual([id]);
      // And the person can answer in it.
      const answer = await call(person, 'POST', `/api/my-space/requests/contact/${id}/reply`, {
        payload: { content: 'Any news?' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    });
  });

  describe('bookings', () => {
    it('lists the bookings made while signed in or from the verified e-mail, upcoming first', async () => {
      const email = uniqueEmail('booker');
      const person = await registerCustomer(app, { email });
      const hour = 3_600_000;
      const at = (hours: number) => new Date(Date.now() + hours * hour);
      let token = 0;
      const book = (values: {
        user_id: number | null;
        email: string;
        starts: number;
        cancelled?: boolean;
        /** Held (not confirmed yet) until this many hours from now. */
        heldFor?: number;
      }) =>
        database.db
          .insertInto('bookings')
          .values({
            lawyer_id: profileA.id,
            user_id: values.user_id,
            starts_at: at(values.starts),
            ends_at: at(values.starts + 0.5),
            meeting_mode: 'video',
            name: 'Casey Client',
            email: values.email,
            visitor_token_hash: String(++token).padStart(64, 'a'),
            lawyer_token_hash: String(token).padStart(64, 'b'),
            ...(values.cancelled
              ? {
                  status: 'cancelled' as const,
                  cancelled_at: at(0),
                  cancelled_by: 'lawyer' as const,
                }
              : {}),
            ...(values.heldFor === undefined
              ? {}
              : {
                  status: 'held' as const,
                  hold_expires_at: at(values.heldFor),
                  hold_address_hash: 'h'.repeat(64),
                }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const later = await book({ user_id: person.user.id, email: 'typed@example.com', starts: 72 });
      const past = await book({ user_id: person.user.id, email, starts: -48 });
      const before = await book({
        user_id: null,
        email: email.toUpperCase(),
        starts: 24,
        cancelled: true,
      });
      await book({ user_id: null, email: uniqueEmail('someone-else'), starts: 30 });
      // Awaiting confirmation (decision 037): listed while held, gone once lapsed.
      const held = await book({ user_id: person.user.id, email, starts: 96, heldFor: 0.5 });
      await book({ user_id: person.user.id, email, starts: 97, heldFor: -0.5 });

      const list = async () => {
        const response = await call(person, 'GET', '/api/my-space/bookings');
        expect(response.statusCode, response.body).toBe(200);
        return response.json<ClientBooking[]>();
      };
      // Unverified: only what was booked while signed in.
      expect((await list()).map((b) => b.id)).toEqual([later.id, held.id, past.id]);
      await sql`update users set is_verified = true, email_verified_at = now()
        where id = ${person.user.id}`.execute(database.db);
      const bookings = await list();
      expect(bookings.map((b) => b.id)).toEqual([before.id, later.id, held.id, past.id]);
      expect(bookings[2]).toMatchObject({ status: 'held' });
      expect(bookings[0]).toMatchObject({
        lawyer: { id: profileA.id, name: 'Ada Zephyrine', listed: true },
        meetingMode: 'video',
        status: 'cancelled',
        cancelledBy: 'lawyer',
      });
      // Changeable until it starts (issue 37 item 5); its time written by the server, zone named.
      expect(bookings.map((b) => b.changeable)).toEqual([false, true, true, false]);
      expect(bookings[1]!.address).toBeNull();
      expect(bookings[1]!.when.office.text).toMatch(/ Time \(.+, UTC[−+]\d/);
      const french = await call(person, 'GET', '/api/my-space/bookings?locale=fr');
      expect(french.json<ClientBooking[]>()[1]!.when.office.zone).toMatch(/^heure /);
      expect((await call(customer, 'GET', '/api/my-space/bookings')).json()).toEqual([]);
    });
  });

  describe('saved lawyers', () => {
    it('saves, lists and removes a lawyer, harmless twice, for this account only', async () => {
      const person = await registerCustomer(app, { email: uniqueEmail('saver') });
      const url = `/api/my-space/saved-lawyers/${listedId}`;
      for (let i = 0; i < 2; i += 1) {
        const saved = await call(person, 'PUT', url);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json()).toEqual({ lawyerId: listedId, saved: true });
      }
      expect(
        (await call(person, 'PUT', `/api/my-space/saved-lawyers/${profileA.id}`)).statusCode,
      ).toBe(200);
      const list = await call(person, 'GET', '/api/my-space/saved-lawyers');
      expect(list.json<SavedLawyer[]>().map((l) => l.lawyerId)).toEqual([profileA.id, listedId]);
      expect(list.json<SavedLawyer[]>()[1]).toMatchObject({ name: 'Listed Lawyer' });
      expect(
        (await call(customer, 'GET', '/api/my-space/saved-lawyers')).json<SavedLawyer[]>(),
      ).toEqual([]);

      const removed = await call(person, 'DELETE', url);
      expect(removed.json()).toEqual({ lawyerId: listedId, saved: false });
      expect((await call(person, 'DELETE', url)).statusCode).toBe(200);
      expect(
        (await call(person, 'GET', '/api/my-space/saved-lawyers'))
          .json<SavedLawyer[]>()
          .map((l) => l.lawyerId),
      ).toEqual([profileA.id]);
    });

    it('refuses a hidden or unknown lawyer (404) and a malformed id (400 naming it)', async () => {
      expect(
        (await call(customer, 'PUT', `/api/my-space/saved-lawyers/${hiddenId}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(customer, 'PUT', '/api/my-space/saved-lawyers/2147483000')).statusCode,
      ).toBe(404);
      for (const bad of ['abc', '0', '-1', '99999999999', '1.5', '%00']) {
        const response = await call(customer, 'PUT', `/api/my-space/saved-lawyers/${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['lawyerId']);
      }
    });

    it('leaves nothing behind when the account is closed', async () => {
      const person = await registerCustomer(app, { email: uniqueEmail('closer') });
      await call(person, 'PUT', `/api/my-space/saved-lawyers/${listedId}`);
      const closed = await call(person, 'POST', '/api/account/delete', {
        payload: { confirmEmail: person.user.email.toLowerCase() },
      });
      expect(closed.statusCode, closed.body).toBe(204);
      const rows = await database.db
        .selectFrom('saved_lawyers')
        .select('lawyer_id')
        .where('user_id', '=', person.user.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });
});
