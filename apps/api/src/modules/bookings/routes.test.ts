import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import type {
  BookingSummary,
  LawyerBooking,
  ManagedBooking,
  MyAvailability,
  MyBookings,
  Slots,
} from '@cld/contract/bookings';
import type { MyProfile } from '@cld/contract/my-profile';
import type { AvailabilityInput } from '@cld/validation/booking';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { TEST_CITIES, buildCity, buildConfig, buildDirectoryData } from '../../test/factories.ts';
import { type ErrorBody, callerOf, createProfileAs, freshAddress } from '../../test/inject.ts';
import { nextIp, registerCustomer, registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { startTestSmtpServer } from '../mail/testing.ts';
import type { ReceivedMail, TestSmtpServer } from '../mail/testing.ts';
import { wallClock } from '@cld/reference/appointment-time';

const FROM = 'Directory Robot <robot@example.ca>';
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const everyDay = (start: string, end: string) =>
  Object.fromEntries(
    WEEK.map((day) => [day, [{ start, end }]]),
  ) as AvailabilityInput['weeklyHours'];

const availability = (overrides: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  enabled: true,
  weeklyHours: everyDay('08:00', '20:00'),
  slotMinutes: 30,
  bufferMinutes: 0,
  daysOff: [],
  meetingModes: ['in-person', 'video'],
  horizonDays: 30,
  minNoticeHours: 2,
  ...overrides,
});

/** The `.ics` of a received mail, parsed by ical.js, with the part's content type. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.attachments.find((attachment) =>
    attachment.contentType.startsWith('text/calendar'),
  );
  expect(part, JSON.stringify(mail.attachments.map((a) => a.contentType))).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    contentType: part!.contentType,
    filenames: mail.attachments.map((attachment) => attachment.filename),
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    raw: part!.content,
  };
}

const tokenIn = (text: string) => /\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe.each(testDatabaseKinds)('consultation booking on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let customer: SignedIn;
  let halifax: { actor: SignedIn; profile: MyProfile };
  let stJohns: { actor: SignedIn; profile: MyProfile };
  let toronto: { actor: SignedIn; profile: MyProfile };
  let closedLawyer: { actor: SignedIn; profile: MyProfile };
  let noProfile: SignedIn;

  const call = callerOf(() => app, freshAddress);

  async function lawyerIn(
    city: string,
    province: string,
    email: string,
    language?: 'fr',
    postalCode?: string,
  ) {
    const actor = await registerUser(app, { firstName: city, lastName: 'Lawyer' });
    if (language) {
      await call(actor, 'PUT', '/api/account/language', { payload: { language } });
    }
    const profile = await createProfileAs(app, actor, {
      name: `${city} Lawyer`,
      email,
      city,
      province: province as 'ON',
      location: `${city}, ${province}`,
      ...(postalCode ? { postalCode } : {}),
    });
    return { actor, profile };
  }

  async function saveAvailability(actor: SignedIn, body: AvailabilityInput) {
    const response = await call(actor, 'PUT', '/api/lawyers/my-availability', { payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyAvailability>();
  }

  async function slotsOf(lawyerId: number, query = '') {
    const response = await call(null, 'GET', `/api/lawyers/${lawyerId}/slots${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Slots>();
  }

  const bookingBody = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
    startsAt,
    meetingMode: 'video',
    name: 'Riley Visitor',
    email: uniqueEmail('riley'),
    phone: '604-555-0199',
    message: 'About a lease that ends next month.',
    locale: 'en',
    ...overrides,
  });

  const postBooking = (lawyerId: number, body: unknown, options: Record<string, unknown> = {}) =>
    call(null, 'POST', `/api/lawyers/${lawyerId}/bookings`, {
      payload: body as Record<string, unknown>,
      ...options,
    });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  /** The mails to `address` that carry an invitation (not the e-mail of a hold). */
  const invitationsTo = (address: string) =>
    mailsTo(address).filter((m) =>
      m.attachments.some((a) => a.contentType.startsWith('text/calendar')),
    );

  /**
   * Books as a visitor whose e-mail is not proven does: held, then confirmed from the link of the
   * hold's e-mail (read from the outbox). Answers the booking and the visitor's link token.
   */
  async function bookAndConfirm(lawyerId: number, body: { email: string }) {
    const booked = await postBooking(lawyerId, body);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<BookingSummary>().status).toBe('held');
    const hold = await database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', body.email)
      .where('kind', '=', 'booking.hold.visitor')
      .executeTakeFirstOrThrow();
    const token = tokenIn(hold.text);
    const confirmed = await call(null, 'POST', '/api/bookings/manage/confirm', {
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { summary: booked.json<BookingSummary>(), token };
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(
        [],
        [
          ...TEST_CITIES,
          buildCity({ name: 'Halifax', province: 'NS' }),
          buildCity({ name: "St. John's", province: 'NL' }),
        ],
      ),
      config: {
        mail: { smtpUrl: smtp.url, from: FROM, contactTo: 'ops@example.ca', worker: true },
      },
    }));
    customer = await registerCustomer(app);
    halifax = await lawyerIn('Halifax', 'NS', 'halifax.lawyer@example.com', undefined, 'b3j3k5');
    stJohns = await lawyerIn("St. John's", 'NL', 'stjohns.lawyer@example.com', 'fr');
    toronto = await lawyerIn('Toronto', 'ON', 'toronto.lawyer@example.com');
    closedLawyer = await lawyerIn('Ottawa', 'ON', 'ottawa.lawyer@example.com');
    noProfile = await registerUser(app, { firstName: 'No', lastName: 'Profile' });
    await saveAvailability(halifax.actor, availability());
  }, 120_000);

  afterAll(() => closeTestApp(app, database).then(() => smtp?.close()));

  describe('authorization', () => {
    const lawyerRoutes = [
      ['GET', '/api/lawyers/my-availability'],
      ['PUT', '/api/lawyers/my-availability'],
      ['GET', '/api/lawyers/my-bookings'],
      ['POST', '/api/lawyers/my-bookings/1/cancel'],
    ] as const;

    it.each(lawyerRoutes)('%s %s: 401 anonymous, 403 customer', async (method, url) => {
      const payload = method === 'PUT' ? { payload: availability() } : {};
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(customer, method, url, payload)).statusCode).toBe(403);
    });

    it('answers 404 to a lawyer account without a profile', async () => {
      const response = await call(noProfile, 'GET', '/api/lawyers/my-availability');
      expect(response.statusCode).toBe(404);
    });

    it('lets no lawyer cancel another lawyer’s booking (404)', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const booked = await postBooking(halifax.profile.id, bookingBody(slots.slots[5]!.startsAt));
      expect(booked.statusCode, booked.body).toBe(201);
      const { id } = booked.json<BookingSummary>();
      const response = await call(toronto.actor, 'POST', `/api/lawyers/my-bookings/${id}/cancel`);
      expect(response.statusCode).toBe(404);
      const mine = await call(halifax.actor, 'GET', '/api/lawyers/my-bookings');
      expect(mine.json<MyBookings>().bookings.map((b) => b.id)).toContain(id);
      const theirs = await call(toronto.actor, 'GET', '/api/lawyers/my-bookings');
      expect(theirs.json<MyBookings>().bookings.map((b) => b.id)).not.toContain(id);
    });
  });

  describe('availability', () => {
    it('starts empty, then keeps what the lawyer saves, in their province’s zone', async () => {
      const before = await call(closedLawyer.actor, 'GET', '/api/lawyers/my-availability');
      expect(before.json()).toEqual({ timeZone: 'America/Toronto', availability: null });
      const saved = await saveAvailability(
        stJohns.actor,
        availability({
          weeklyHours: {
            ...everyDay('09:00', '09:30'),
            mon: [
              { start: '13:00', end: '14:00' },
              { start: '09:00', end: '09:30' },
            ],
          },
          daysOff: ['2099-12-25', '2099-12-25'],
          meetingModes: ['phone', 'in-person'],
          horizonDays: 60,
        }),
      );
      expect(saved.timeZone).toBe('America/St_Johns');
      expect(saved.availability).toMatchObject({
        daysOff: ['2099-12-25'],
        meetingModes: ['in-person', 'phone'],
        weeklyHours: {
          mon: [
            { start: '09:00', end: '09:30' },
            { start: '13:00', end: '14:00' },
          ],
        },
      });
    });

    it.each([
      [
        'weeklyHours',
        {
          weeklyHours: {
            ...everyDay('09:00', '12:00'),
            tue: [
              { start: '09:00', end: '11:00' },
              { start: '10:00', end: '12:00' },
            ],
          },
        },
        ['weeklyHours', 'tue', 1, 'start'],
      ],
      [
        'end before start',
        { weeklyHours: { ...everyDay('09:00', '12:00'), wed: [{ start: '12:00', end: '09:00' }] } },
        ['weeklyHours', 'wed', 0, 'end'],
      ],
      [
        'NUL byte',
        {
          weeklyHours: {
            ...everyDay('09:00', '12:00'),
            thu: [{ start: '09:\u000000', end: '12:00' }],
          },
        },
        ['weeklyHours', 'thu', 0, 'start'],
      ],
      ['slotMinutes', { slotMinutes: 5 }, ['slotMinutes']],
      ['huge slotMinutes', { slotMinutes: 1e308 }, ['slotMinutes']],
      ['daysOff', { daysOff: ['2026-02-30'] }, ['daysOff', 0]],
      ['meetingModes', { meetingModes: [] }, ['meetingModes']],
      ['horizonDays', { horizonDays: 0 }, ['horizonDays']],
      ['minNoticeHours', { minNoticeHours: -1 }, ['minNoticeHours']],
    ] as const)('refuses %s with a 400 naming the field', async (_name, overrides, path) => {
      const response = await call(halifax.actor, 'PUT', '/api/lawyers/my-availability', {
        payload: { ...availability(), ...overrides },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toContainEqual(path);
    });
  });

  describe('slots', () => {
    it('answers 404 for an unknown or malformed lawyer', async () => {
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        expect((await call(null, 'GET', `/api/lawyers/${id}/slots`)).statusCode).toBe(404);
      }
    });

    it('says a lawyer without availability is not bookable (the request form stays)', async () => {
      const slots = await slotsOf(closedLawyer.profile.id);
      expect(slots).toMatchObject({ bookable: false, slots: [], timeZone: 'America/Toronto' });
    });

    it('refuses a malformed or reversed window, naming the field', async () => {
      const id = halifax.profile.id;
      const bad = await call(null, 'GET', `/api/lawyers/${id}/slots?from=tomorrow`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().issues?.[0]?.path).toEqual(['from']);
      const reversed = await call(
        null,
        'GET',
        `/api/lawyers/${id}/slots?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z`,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<ErrorBody>().issues?.[0]?.path).toEqual(['to']);
      const long = await call(
        null,
        'GET',
        `/api/lawyers/${id}/slots?from=2030-01-01T00:00:00Z&to=2031-01-01T00:00:00Z`,
      );
      expect(long.statusCode).toBe(400);
      expect(long.json<ErrorBody>().issues?.[0]?.path).toEqual(['to']);
    });

    it("keeps St. John's half hour: 9:00 there is :30 past a UTC hour", async () => {
      const slots = await slotsOf(stJohns.profile.id);
      expect(slots.bookable).toBe(true);
      expect(slots.slots.length).toBeGreaterThan(5);
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/St_Johns',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const slot of slots.slots) {
        const localTime = local.format(new Date(slot.startsAt));
        expect(['09:00', '13:00', '13:30']).toContain(localTime);
        // Whole local hours are half past a UTC hour (UTC−3:30, or −2:30 in summer).
        expect(new Date(slot.startsAt).getUTCMinutes()).toBe(localTime.endsWith(':00') ? 30 : 0);
      }
    });
  });

  describe('booking', () => {
    it('books a Halifax lawyer from Vancouver: held, then confirmed, both e-mails with the same UTC invitation', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const slot = slots.slots[0]!;
      const body = bookingBody(slot.startsAt, { timeZone: 'America/Vancouver' });
      const { summary } = await bookAndConfirm(halifax.profile.id, body);
      expect(summary).toMatchObject({
        lawyerId: halifax.profile.id,
        timeZone: 'America/Halifax',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        meetingMode: 'video',
        status: 'held',
      });

      // Written with the confirmation, in its transaction: the outbox holds both, with their .ics.
      const queued = await database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_address', 'ics'])
        .where('to_address', 'in', [body.email, 'halifax.lawyer@example.com'])
        .where('kind', 'in', ['booking.visitor', 'booking.lawyer'])
        .execute();
      expect(queued.filter((row) => row.to_address === body.email)).toHaveLength(1);
      expect(queued.every((row) => row.ics?.includes('METHOD:REQUEST'))).toBe(true);

      await expect.poll(() => invitationsTo(body.email).length, { timeout: 30_000 }).toBe(1);
      const toVisitor = invitationsTo(body.email)[0]!;
      const invitation = calendarOf(toVisitor);
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        uid: expect.stringMatching(new RegExp(`^booking-${summary.id}@`)),
        sequence: 0,
        start: slot.startsAt,
        end: slot.endsAt,
        zone: 'UTC',
      });
      expect(invitation.contentType).toMatch(/^text\/calendar.*method=REQUEST/i);
      expect(invitation.filenames).toContain('invite.ics');
      expect(invitation.raw).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
      // The visitor reads the time in their own zone; nothing they typed comes back to them.
      expect(toVisitor.text).toContain(
        wallClock(new Date(slot.startsAt), 'America/Vancouver', 'en').text,
      );
      await expect.poll(() => mailsTo(body.email).length, { timeout: 30_000 }).toBe(2);
      for (const mail of mailsTo(body.email)) {
        expect(mail.text).not.toContain('Riley');
        expect(mail.text).not.toContain('About a lease');
      }
      expect(tokenIn(toVisitor.text)).toHaveLength(43);

      await expect
        .poll(
          () =>
            mailsTo('halifax.lawyer@example.com').filter((m) => m.text.includes(body.email)).length,
          { timeout: 30_000 },
        )
        .toBe(1);
      const toLawyer = mailsTo('halifax.lawyer@example.com').find((m) =>
        m.text.includes(body.email),
      )!;
      expect(toLawyer.headers['reply-to']).toBe(body.email);
      expect(toLawyer.text).toContain(
        wallClock(new Date(slot.startsAt), 'America/Halifax', 'en', 'Halifax').text,
      );
      expect(toLawyer.text).toContain('> About a lease that ends next month.');
      expect(calendarOf(toLawyer)).toMatchObject({
        method: 'REQUEST',
        uid: invitation.uid,
        start: slot.startsAt,
      });
      // The slot is gone from the open ones.
      const after = await slotsOf(halifax.profile.id);
      expect(after.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    });

    it('20 parallel bookings of one slot: exactly one 201, the others 409 naming startsAt', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const slot = slots.slots[3]!;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          postBooking(halifax.profile.id, bookingBody(slot.startsAt), {
            remoteAddress: nextIp(),
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['startsAt']);
      }
      const rows = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('lawyer_id', '=', halifax.profile.id)
        .where('starts_at', '=', new Date(slot.startsAt))
        .where('status', 'in', ['held', 'booked'])
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('has a database constraint against two booked rows for one slot', async () => {
      const row = await database.db
        .selectFrom('bookings')
        .selectAll()
        .where('lawyer_id', '=', halifax.profile.id)
        .where('status', '=', 'booked')
        .executeTakeFirstOrThrow();
      await expect(
        database.db
          .insertInto('bookings')
          .values({
            lawyer_id: row.lawyer_id,
            starts_at: row.starts_at,
            ends_at: row.ends_at,
            meeting_mode: 'video',
            name: 'Double',
            email: 'double@example.com',
            visitor_token_hash: 'a'.repeat(64),
            lawyer_token_hash: 'b'.repeat(64),
          })
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('refuses a closed time (Sunday 11 p.m.), an off-grid or too-soon time with 409 naming startsAt', async () => {
      // Weekdays 9 to 5 in Toronto.
      await saveAvailability(
        toronto.actor,
        availability({
          weeklyHours: { ...everyDay('09:00', '17:00'), sat: [], sun: [] },
          minNoticeHours: 24,
        }),
      );
      const now = new Date();
      const sundayNight = nextLocal(now, 'America/Toronto', 7, 23, 0, 3);
      const offGrid = nextLocal(now, 'America/Toronto', 3, 10, 10, 3);
      const tooSoon = new Date(Math.ceil((now.getTime() + 3_600_000) / 1_800_000) * 1_800_000);
      for (const startsAt of [sundayNight, offGrid, tooSoon, new Date('2099-01-05T15:00:00Z')]) {
        const response = await postBooking(toronto.profile.id, bookingBody(startsAt.toISOString()));
        expect(response.statusCode, `${startsAt.toISOString()} ${response.body}`).toBe(409);
        expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['startsAt']);
      }
    });

    it.each([
      ['startsAt', { startsAt: 'next Sunday' }],
      ['startsAt', { startsAt: '2026-12-01T10:00:00' }],
      ['startsAt', { startsAt: '\u0000' }],
      ['meetingMode', { meetingMode: 'carrier pigeon' }],
      ['name', { name: 'x'.repeat(10_000) }],
      ['email', { email: 'not-an-address' }],
      ['phone', { phone: 'call me maybe' }],
      ['message', { message: '\ud800 lone surrogate' }],
    ] as const)('refuses bad input with a 400 naming %s', async (field, overrides) => {
      const response = await postBooking(halifax.profile.id, {
        ...bookingBody('2030-01-01T12:00:00Z'),
        ...overrides,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().issues?.map((issue) => issue.path[0])).toContain(field);
    });

    it('refuses a meeting mode the lawyer does not offer (409 naming meetingMode)', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const response = await postBooking(
        halifax.profile.id,
        bookingBody(slots.slots[8]!.startsAt, { meetingMode: 'phone' }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['meetingMode']);
    });

    it('answers 404 for an unknown lawyer and 201 with nothing stored to the honeypot', async () => {
      expect((await postBooking(999_999, bookingBody('2030-01-01T12:00:00Z'))).statusCode).toBe(
        404,
      );
      const body = bookingBody('2030-01-01T12:00:00Z', { website: 'http://spam.example' });
      const response = await postBooking(halifax.profile.id, body);
      expect(response.statusCode).toBe(201);
      expect(response.json<BookingSummary>().id).toBe(0);
      const stored = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('email', '=', body.email)
        .execute();
      expect(stored).toEqual([]);
    });

    it('answers a retry with the same Idempotency-Key once, without a second booking', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const body = bookingBody(slots.slots[10]!.startsAt);
      const headers = { 'idempotency-key': `booking-${Date.now()}` };
      const first = await postBooking(halifax.profile.id, body, { headers });
      const again = await postBooking(halifax.profile.id, body, { headers });
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    });

    it('keeps the signed-in person’s account with the booking', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const response = await call(customer, 'POST', `/api/lawyers/${halifax.profile.id}/bookings`, {
        payload: bookingBody(slots.slots[12]!.startsAt),
      });
      expect(response.statusCode, response.body).toBe(201);
      // The account's e-mail is not verified, and the booking is for another address: held.
      expect(response.json<BookingSummary>().status).toBe('held');
      const row = await database.db
        .selectFrom('bookings')
        .select('user_id')
        .where('id', '=', response.json<BookingSummary>().id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(customer.user.id);
    });
  });

  describe('the e-mailed links', () => {
    it('shows, moves and cancels a booking; forged, replaced and spent links answer 4xx', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const [first, , second] = slots.slots.slice(14);
      const body = bookingBody(first!.startsAt, { locale: 'fr' });
      const { token } = await bookAndConfirm(halifax.profile.id, body);
      await expect.poll(() => invitationsTo(body.email).length, { timeout: 30_000 }).toBe(1);
      expect(tokenIn(invitationsTo(body.email)[0]!.text)).toBe(token);
      expect(invitationsTo(body.email)[0]!.text).toContain('/fr/rendez-vous?token=');

      const shown = await call(null, 'GET', `/api/bookings/manage?token=${token}`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json<ManagedBooking>()).toMatchObject({
        side: 'visitor',
        status: 'booked',
        changeable: true,
        startsAt: first!.startsAt,
      });

      // Forged and malformed.
      const forged = 'A'.repeat(43);
      expect((await call(null, 'GET', `/api/bookings/manage?token=${forged}`)).statusCode).toBe(
        404,
      );
      const malformed = await call(null, 'GET', '/api/bookings/manage?token=abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorBody>().issues?.[0]?.path).toEqual(['token']);
      expect(
        (await call(null, 'POST', '/api/bookings/manage/cancel', { payload: { token: forged } }))
          .statusCode,
      ).toBe(404);

      // Moving: new links for both sides, the old one replaced.
      const moved = await call(null, 'POST', '/api/bookings/manage/reschedule', {
        payload: { token, startsAt: second!.startsAt },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const newToken = moved.json<ManagedBooking & { token: string }>().token;
      expect(moved.json()).toMatchObject({ startsAt: second!.startsAt, status: 'booked' });
      expect(newToken).not.toBe(token);
      expect((await call(null, 'GET', `/api/bookings/manage?token=${token}`)).statusCode).toBe(404);
      await expect.poll(() => invitationsTo(body.email).length, { timeout: 30_000 }).toBe(2);
      const update = calendarOf(invitationsTo(body.email)[1]!);
      const original = calendarOf(invitationsTo(body.email)[0]!);
      expect(update).toMatchObject({
        method: 'REQUEST',
        uid: original.uid,
        sequence: 1,
        start: second!.startsAt,
      });
      expect(tokenIn(invitationsTo(body.email)[1]!.text)).toBe(newToken);
      // The first slot is open again.
      expect((await slotsOf(halifax.profile.id)).slots.map((s) => s.startsAt)).toContain(
        first!.startsAt,
      );

      // Cancelling: both sides get METHOD:CANCEL for the same UID, SEQUENCE + 1.
      const cancelled = await call(null, 'POST', '/api/bookings/manage/cancel', {
        payload: { token: newToken },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        changeable: false,
        cancelledBy: 'visitor',
      });
      await expect.poll(() => invitationsTo(body.email).length, { timeout: 30_000 }).toBe(3);
      expect(calendarOf(invitationsTo(body.email)[2]!)).toMatchObject({
        method: 'CANCEL',
        uid: original.uid,
        sequence: 2,
      });
      expect(calendarOf(invitationsTo(body.email)[2]!).contentType).toMatch(/method=CANCEL/i);
      await expect
        .poll(
          () =>
            mailsTo('halifax.lawyer@example.com').filter(
              (m) => m.text.includes(body.email) && calendarOf(m).method === 'CANCEL',
            ).length,
          { timeout: 30_000 },
        )
        .toBe(1);

      // Spent: a cancelled booking can no longer change.
      for (const [url, payload] of [
        ['/api/bookings/manage/cancel', { token: newToken }],
        ['/api/bookings/manage/reschedule', { token: newToken, startsAt: first!.startsAt }],
      ] as const) {
        const again = await call(null, 'POST', url, { payload });
        expect(again.statusCode).toBe(410);
        expect(again.json<ErrorBody>().issues?.[0]?.path).toEqual(['token']);
      }
    });

    it('refuses to change a booking that has started (410), and a move to a closed time (409)', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const body = bookingBody(slots.slots[20]!.startsAt);
      const { summary, token } = await bookAndConfirm(halifax.profile.id, body);
      const closedTime = nextLocal(new Date(), 'America/Halifax', 2, 23, 0, 2).toISOString();
      const refused = await call(null, 'POST', '/api/bookings/manage/reschedule', {
        payload: { token, startsAt: closedTime },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().issues?.[0]?.path).toEqual(['startsAt']);

      const { id } = summary;
      await database.db
        .updateTable('bookings')
        .set({
          starts_at: new Date(Date.now() - 3_600_000),
          ends_at: new Date(Date.now() - 1_800_000),
        })
        .where('id', '=', id)
        .execute();
      const late = await call(null, 'POST', '/api/bookings/manage/cancel', { payload: { token } });
      expect(late.statusCode).toBe(410);
      const shown = await call(null, 'GET', `/api/bookings/manage?token=${token}`);
      expect(shown.json<ManagedBooking>()).toMatchObject({ changeable: false, status: 'booked' });
    });

    it('lets the lawyer cancel from the dashboard; the visitor gets the cancellation', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const body = bookingBody(slots.slots[24]!.startsAt);
      const { id } = (await bookAndConfirm(halifax.profile.id, body)).summary;
      const url = `/api/lawyers/my-bookings/${id}/cancel`;
      const cancelled = await call(halifax.actor, 'POST', url);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<LawyerBooking>()).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'lawyer',
      });
      expect((await call(halifax.actor, 'POST', url)).statusCode).toBe(410);
      expect(
        (await call(halifax.actor, 'POST', '/api/lawyers/my-bookings/999999/cancel')).statusCode,
      ).toBe(404);
      await expect
        .poll(
          () => invitationsTo(body.email).filter((m) => calendarOf(m).method === 'CANCEL').length,
          { timeout: 30_000 },
        )
        .toBe(1);
      expect(invitationsTo(body.email).at(-1)!.text).toContain('Halifax Lawyer cancelled');
    });
  });

  it('computes a DST change week in Toronto and books across it (Nov 1, 2026)', async () => {
    await saveAvailability(
      toronto.actor,
      availability({ weeklyHours: everyDay('09:00', '09:30'), minNoticeHours: 0, horizonDays: 14 }),
    );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-26T12:00:00Z') });
    try {
      const slots = await slotsOf(
        toronto.profile.id,
        '?from=2026-10-30T00:00:00Z&to=2026-11-03T00:00:00Z',
      );
      expect(slots.slots.map((slot) => slot.startsAt)).toEqual([
        '2026-10-30T13:00:00.000Z',
        '2026-10-31T13:00:00.000Z',
        '2026-11-01T14:00:00.000Z',
        '2026-11-02T14:00:00.000Z',
      ]);
      const response = await postBooking(toronto.profile.id, bookingBody('2026-11-01T14:00:00Z'));
      expect(response.statusCode, response.body).toBe(201);
      const wrongHour = await postBooking(toronto.profile.id, bookingBody('2026-11-02T13:00:00Z'));
      expect(wrongHour.statusCode).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('one clock, and the person’s own bookings (issue 37 items 2 and 5)', () => {
    /** The token of the last mail of `kind` to `email`, read from the outbox. */
    async function linkOf(email: string, kind: string) {
      const mail = await database.db
        .selectFrom('mail_outbox')
        .select(['text', 'subject'])
        .where('to_address', '=', email)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { token: tokenIn(mail.text), subject: mail.subject, text: mail.text };
    }

    it('writes the slots, the booking’s answer and its e-mail on the visitor’s clocks with one text', async () => {
      const slots = await slotsOf(halifax.profile.id, '?timeZone=America/Winnipeg&locale=fr');
      expect(slots).toMatchObject({
        shownZone: 'heure du Centre (Winnipeg)',
        officeZone: 'heure de l’Atlantique (Halifax)',
        sameZone: false,
      });
      const slot = slots.slots[20]!;
      expect(slot.text).toBe(wallClock(slot.startsAt, 'America/Winnipeg', 'fr').text);
      expect(slots.days.map((day) => day.day)).toContain(slot.day);
      // Without a zone of the visitor's, the lawyer's clock, named; an unknown zone is dropped.
      const plain = await slotsOf(halifax.profile.id, '?timeZone=Mars/Olympus');
      expect(plain).toMatchObject({ shownZone: 'Atlantic Time (Halifax)', sameZone: true });

      const body = bookingBody(slot.startsAt, {
        meetingMode: 'in-person',
        locale: 'fr',
        timeZone: 'America/Winnipeg',
      });
      const { summary, token } = await bookAndConfirm(halifax.profile.id, body);
      expect(summary.when.visitor?.text).toBe(slot.text);
      expect(summary.when.office.zone).toBe('heure de l’Atlantique (Halifax)');
      // The whole address, postal code included (issue 37), as Canada Post writes it.
      expect(summary.address).toMatch(/, Halifax \(Nouvelle-Écosse\) B3J 3K5$/);
      const mail = await linkOf(body.email, 'booking.visitor');
      expect(mail.subject).toContain(slot.text);
      expect(mail.text).toContain(`Adresse\u00a0: ${summary.address}`);
      // The link's page reads the same text, in the language it asks for.
      const shown = await call(null, 'GET', `/api/bookings/manage?token=${token}&locale=fr`);
      expect(shown.json<ManagedBooking>().when.visitor?.text).toBe(slot.text);
    });

    it('lets the client move and cancel from her space and the lawyer from the dashboard, as the links do', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const payload = bookingBody(slots.slots[24]!.startsAt, { meetingMode: 'in-person' });
      const booked = await call(customer, 'POST', `/api/lawyers/${halifax.profile.id}/bookings`, {
        payload,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { id, status } = booked.json<BookingSummary>();
      expect(status).toBe('held');
      const email = payload.email as string;
      const confirmed = await call(null, 'POST', '/api/bookings/manage/confirm', {
        payload: { token: (await linkOf(email, 'booking.hold.visitor')).token },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      expect((await call(null, 'GET', `/api/bookings/${id}`)).statusCode).toBe(401);
      expect((await call(noProfile, 'GET', `/api/bookings/${id}`)).statusCode).toBe(404);
      expect((await call(toronto.actor, 'GET', `/api/bookings/${id}`)).statusCode).toBe(404);
      const mine = await call(customer, 'GET', `/api/bookings/${id}?locale=en`);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<ManagedBooking>()).toMatchObject({ side: 'visitor', changeable: true });
      const theirs = await call(halifax.actor, 'GET', `/api/bookings/${id}`);
      expect(theirs.json<ManagedBooking>()).toMatchObject({
        side: 'lawyer',
        when: { visitor: null },
      });

      const file = await call(customer, 'GET', `/api/bookings/${id}/calendar`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toMatch(/^text\/calendar/);
      expect(file.headers['content-disposition']).toMatch(/attachment/);
      expect(file.body).toContain('METHOD:PUBLISH');
      expect(file.body).toContain(`UID:booking-${id}@`);
      expect(file.body).toMatch(/LOCATION:.+\\, Halifax\\, Nova Scotia/);

      // The lawyer moves it from the dashboard: both sides get the updated invitation.
      const moved = await call(halifax.actor, 'POST', `/api/bookings/${id}/reschedule`, {
        payload: { startsAt: slots.slots[26]!.startsAt, locale: 'en' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<ManagedBooking>()).toMatchObject({
        side: 'lawyer',
        startsAt: slots.slots[26]!.startsAt,
      });
      expect(moved.json()).not.toHaveProperty('token');
      expect((await linkOf(email, 'booking.visitor')).subject).toMatch(/^Consultation moved/);
      const toLawyer = await database.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('kind', '=', 'booking.lawyer')
        .where('reply_to', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(toLawyer.subject).toMatch(/^Booking moved/);
      // A taken or closed time is refused as from a link, naming the field.
      const taken = await call(customer, 'POST', `/api/bookings/${id}/reschedule`, {
        payload: { startsAt: '2020-01-01T00:00:00.000Z' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorBody>().issues?.[0]?.path).toEqual(['startsAt']);

      // The client cancels it from her space; it cannot be cancelled twice.
      const cancelled = await call(customer, 'POST', `/api/bookings/${id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<ManagedBooking>()).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'visitor',
        changeable: false,
      });
      expect((await call(customer, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(410);
      expect((await call(customer, 'GET', `/api/bookings/${id}/calendar`)).statusCode).toBe(410);
    });

    it('offers the link’s .ics once booked: 409 naming the token while held', async () => {
      const slots = await slotsOf(halifax.profile.id);
      const body = bookingBody(slots.slots[28]!.startsAt);
      expect((await postBooking(halifax.profile.id, body)).statusCode).toBe(201);
      const { token } = await linkOf(body.email, 'booking.hold.visitor');
      const held = await call(null, 'GET', `/api/bookings/manage/calendar?token=${token}`);
      expect(held.statusCode).toBe(409);
      expect(held.json<ErrorBody>().issues?.[0]?.path).toEqual(['token']);
      await call(null, 'POST', '/api/bookings/manage/confirm', { payload: { token } });
      const file = await call(null, 'GET', `/api/bookings/manage/calendar?token=${token}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).toContain('LOCATION:Video call');
    });
  });
});

/**
 * The next local `weekday` (1 Monday … 7 Sunday) at `hour:minute` in `timeZone`, at least
 * `minDays` days after `now`.
 */
function nextLocal(
  now: Date,
  timeZone: string,
  weekday: number,
  hour: number,
  minute: number,
  minDays: number,
): Date {
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const step = 5 * 60_000;
  for (let t = Math.ceil((now.getTime() + minDays * 86_400_000) / step) * step; ; t += step) {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(t)).map((part) => [part.type, part.value]),
    );
    if (
      names.indexOf(parts.weekday!) + 1 === weekday &&
      Number(parts.hour) === hour &&
      Number(parts.minute) === minute
    ) {
      return new Date(t);
    }
  }
}

describe.each(testDatabaseKinds)('a booking’s e-mails after a crash on %s', (kind) => {
  it('leave from the next process, though the one that answered 201 never sent them', async () => {
    const smtp = await startTestSmtpServer();
    const mail = { smtpUrl: smtp.url, from: FROM, contactTo: 'ops@example.ca' };
    // The first process answers but never delivers (its outbox worker never runs): a kill -9
    // right after the 201 leaves exactly this behind.
    const { database, app: first } = await openTestApp(kind, {
      config: { mail: { ...mail, worker: false } },
    });
    let second: FastifyInstance | undefined;
    try {
      const actor = await registerUser(first, { firstName: 'Crash', lastName: 'Test' });
      const profile = await createProfileAs(first, actor, { email: 'crash.lawyer@example.com' });
      const call = callerOf(() => first, freshAddress);
      const saved = await call(actor, 'PUT', '/api/lawyers/my-availability', {
        payload: availability(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const slots = (await call(null, 'GET', `/api/lawyers/${profile.id}/slots`)).json<Slots>();
      const visitor = uniqueEmail('crash');
      const booked = await call(null, 'POST', `/api/lawyers/${profile.id}/bookings`, {
        payload: {
          startsAt: slots.slots[0]!.startsAt,
          meetingMode: 'video',
          name: 'Crash Visitor',
          email: visitor,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      // Confirmed from the hold's link: the booking's two invitations are queued.
      const hold = await database.db
        .selectFrom('mail_outbox')
        .select('text')
        .where('to_address', '=', visitor)
        .executeTakeFirstOrThrow();
      const confirmed = await call(null, 'POST', '/api/bookings/manage/confirm', {
        payload: { token: tokenIn(hold.text) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await first.close();
      expect(smtp.received).toHaveLength(0);

      second = buildApp({
        config: buildConfig({ mail: { ...mail, worker: true } }),
        db: database.db,
      });
      await second.ready();
      await expect
        .poll(() => smtp.received.filter((m) => m.attachments.length > 0).length, {
          timeout: 30_000,
        })
        .toBe(2);
      const toVisitor = smtp.received.find(
        (m) => m.envelopeTo.includes(visitor) && m.attachments.length > 0,
      )!;
      expect(calendarOf(toVisitor)).toMatchObject({
        method: 'REQUEST',
        start: slots.slots[0]!.startsAt,
      });
    } finally {
      await second?.close();
      await database.close();
      await smtp.close();
    }
  }, 120_000);
});
