import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import type { BookingsTable } from '@cld/db/schema';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { TEST_CITIES, buildCity, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { uniqueEmail } from '../auth/testing.ts';
import { wallClock } from '@cld/reference/appointment-time';
import { createBookingReminderWorker, sendBookingReminders } from './reminders.ts';
import { rescheduleByToken, showByToken } from './service.ts';
import { linkTokenHash, newLinkToken } from './tokens.ts';

const ORIGIN = 'https://lawyers.example';
const HOUR = 3_600_000;
const HALF_HOUR = HOUR / 2;
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const tokenIn = (text: string) => /\?token=([\w-]{43})/.exec(text)?.[1] ?? '';

describe.each(testDatabaseKinds)('consultation reminders on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** An English profile in Halifax, a French-only one in Montréal (nobody owns either), a demo one. */
  const lawyers = { halifax: 0, montreal: 0, demo: 0 };

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(
        [
          buildLawyer({
            name: 'Hal Ifax',
            email: 'hal@law.example',
            city: 'Halifax',
            province: 'NS',
          }),
          buildLawyer({
            name: 'Maude Gagnon',
            email: 'maude@law.example',
            city: 'Montréal',
            province: 'QC',
            bio: null,
            bioFr: 'Représente des familles devant la Cour supérieure du Québec.',
            languages: ['French'],
          }),
          buildLawyer({ name: 'Dana Demo', email: 'dana.demo@example.org' }),
        ],
        [...TEST_CITIES, buildCity({ name: 'Halifax', province: 'NS' })],
      ),
    }));
    const rows = await database.db.selectFrom('lawyers').select(['id', 'name']).execute();
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    lawyers.halifax = idOf('Hal Ifax');
    lawyers.montreal = idOf('Maude Gagnon');
    lawyers.demo = idOf('Dana Demo');
    await database.db
      .updateTable('lawyers')
      .set({ is_demo: true })
      .where('id', '=', lawyers.demo)
      .execute();
    // Open around the clock, so a test can move a booking to any half hour.
    await database.db
      .insertInto('booking_availability')
      .values({
        lawyer_id: lawyers.halifax,
        weekly_hours: JSON.stringify(
          Object.fromEntries(WEEK.map((day) => [day, [{ start: '00:00', end: '24:00' }]])),
        ),
        slot_minutes: 30,
        meeting_modes: ['video'],
        horizon_days: 30,
        min_notice_hours: 0,
      })
      .execute();
  });

  afterAll(() => closeTestApp(app, database));

  beforeEach(async () => {
    await database.db.deleteFrom('bookings').execute();
    await database.db.deleteFrom('mail_outbox').execute();
  });

  /**
   * A booking of `lawyerId` starting `startsIn` hours after `now`, booked `bookedBefore` hours
   * before it starts; with the token of the visitor's confirmation link.
   */
  async function insertBooking({
    now,
    startsIn,
    bookedBefore = 72,
    lawyerId = lawyers.halifax,
    ...columns
  }: {
    now: Date;
    startsIn: number;
    bookedBefore?: number;
    lawyerId?: number;
  } & Partial<Insertable<BookingsTable>>) {
    const startsAt = new Date(now.getTime() + startsIn * HOUR);
    const bookedAt = new Date(startsAt.getTime() - bookedBefore * HOUR);
    const visitorToken = newLinkToken();
    const row = await database.db
      .insertInto('bookings')
      .values({
        lawyer_id: lawyerId,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + HALF_HOUR),
        meeting_mode: 'video',
        name: 'Riley Visitor',
        email: uniqueEmail('riley'),
        locale: 'en',
        visitor_time_zone: 'America/Vancouver',
        visitor_token_hash: linkTokenHash(visitorToken),
        lawyer_token_hash: linkTokenHash(newLinkToken()),
        created_at: bookedAt,
        updated_at: bookedAt,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, visitorToken };
  }

  const remindersTo = (address: string) =>
    database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text', 'reply_to'])
      .where('kind', 'in', ['booking.reminder.visitor', 'booking.reminder.lawyer'])
      .where('to_address', '=', address)
      .execute();

  const allReminders = () =>
    database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'text'])
      .where('kind', 'in', ['booking.reminder.visitor', 'booking.reminder.lawyer'])
      .execute();

  const remindedIds = async () =>
    (
      await database.db
        .selectFrom('bookings')
        .select('id')
        .where('reminder_sent_at', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  const run = (now: Date) => sendBookingReminders({ db: database.db, publicOrigin: ORIGIN, now });

  it('reminds a booking starting within a day, booked at least a day ahead, and nothing else', async () => {
    const now = new Date();
    const due = await insertBooking({ now, startsIn: 23 });
    const justADayAhead = await insertBooking({ now, startsIn: 24, bookedBefore: 24 });
    const tomorrowLater = await insertBooking({ now, startsIn: 25 });
    await insertBooking({ now, startsIn: 20, bookedBefore: 23.9 });
    await insertBooking({ now, startsIn: 22, status: 'cancelled', cancelled_at: now });
    await insertBooking({ now, startsIn: 21, anonymised_at: now });
    await insertBooking({ now, startsIn: -0.5 });

    expect(await run(now)).toBe(2);
    expect(await remindedIds()).toEqual([due.id, justADayAhead.id]);
    const [visitor] = await remindersTo(due.email);
    expect(visitor?.kind).toBe('booking.reminder.visitor');
    expect(visitor?.text).toContain(wallClock(due.starts_at, 'America/Vancouver', 'en').text);
    expect(visitor?.text).toContain(`${ORIGIN}/booking?token=`);
    const toLawyer = await remindersTo('hal@law.example');
    expect(toLawyer.map((mail) => mail.kind)).toEqual([
      'booking.reminder.lawyer',
      'booking.reminder.lawyer',
    ]);
    const lawyerMail = toLawyer.find((mail) => mail.reply_to === due.email);
    expect(lawyerMail?.subject).toBe(
      `Booking reminder: Riley Visitor, ${wallClock(due.starts_at, 'America/Halifax', 'en', 'Halifax').text}`,
    );
    expect(lawyerMail?.text).toContain(`${ORIGIN}/lawyer-dashboard`);
    expect(await allReminders()).toHaveLength(4);

    // Two hours later the next one is within a day; the others still are not due.
    expect(await run(new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(await remindedIds()).toEqual([due.id, justADayAhead.id, tomorrowLater.id]);
    expect(await allReminders()).toHaveLength(6);
  });

  it('reminds each booking once, however many runs, two of them at once', async () => {
    const now = new Date();
    const bookings: Awaited<ReturnType<typeof insertBooking>>[] = [];
    for (let hours = 1; hours <= 6; hours += 1) {
      bookings.push(await insertBooking({ now, startsIn: hours }));
    }
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect(first + second).toBe(6);
    expect(await remindedIds()).toEqual(bookings.map((booking) => booking.id));
    for (const booking of bookings) {
      expect(await remindersTo(booking.email), booking.email).toHaveLength(1);
    }
    expect(await remindersTo('hal@law.example')).toHaveLength(6);

    expect(await run(now)).toBe(0);
    expect(await allReminders()).toHaveLength(12);
  });

  it('gives the visitor a second working link, and a moved booking a reminder of its new time', async () => {
    const now = new Date();
    const booking = await insertBooking({ now, startsIn: 23 });
    expect(await run(now)).toBe(1);
    const [reminder] = await remindersTo(booking.email);
    const reminderToken = tokenIn(reminder!.text);
    expect(reminderToken).toHaveLength(43);
    expect(reminderToken).not.toBe(booking.visitorToken);
    // Both links open the booking, as the visitor's.
    for (const token of [booking.visitorToken, reminderToken]) {
      expect(await showByToken({ db: database.db, token })).toMatchObject({
        id: booking.id,
        side: 'visitor',
      });
    }

    // Moved three days on with the reminder's link: the mark is cleared, the old links stop working.
    const movedTo = new Date(Math.ceil((now.getTime() + 72 * HOUR) / HALF_HOUR) * HALF_HOUR);
    const moved = await rescheduleByToken({
      db: database.db,
      token: reminderToken,
      startsAt: movedTo.toISOString(),
      ip: '203.0.113.21',
      publicOrigin: ORIGIN,
      now,
    });
    expect(moved).toMatchObject({ side: 'visitor', startsAt: movedTo.toISOString() });
    const row = await database.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).toBeNull();
    expect(row.reminder_token_hash).toBeNull();
    await expect(showByToken({ db: database.db, token: reminderToken })).rejects.toMatchObject({
      kind: 'not_found',
      issues: [{ path: ['token'] }],
    });

    expect(await run(now)).toBe(0);
    const dayBefore = new Date(movedTo.getTime() - 23 * HOUR);
    expect(await run(dayBefore)).toBe(1);
    const reminders = await remindersTo(booking.email);
    expect(reminders).toHaveLength(2);
    expect(reminders.map((mail) => mail.text).join('\n')).toContain(
      wallClock(movedTo, 'America/Vancouver', 'en').text,
    );
    expect(await run(dayBefore)).toBe(0);
  });

  it('sends no reminder for a booking moved to less than a day ahead: the move’s e-mail just went', async () => {
    const now = new Date();
    const booking = await insertBooking({ now, startsIn: 72 });
    const movedTo = new Date(Math.ceil((now.getTime() + 10 * HOUR) / HALF_HOUR) * HALF_HOUR);
    await rescheduleByToken({
      db: database.db,
      token: booking.visitorToken,
      startsAt: movedTo.toISOString(),
      ip: '203.0.113.22',
      publicOrigin: ORIGIN,
      now,
    });
    expect(await run(now)).toBe(0);
    expect(await run(new Date(movedTo.getTime() - HOUR))).toBe(0);
    expect(await remindersTo(booking.email)).toEqual([]);
  });

  it('writes to a French-only profile in French and to the visitor in the lawyer’s zone, named, without a zone of theirs', async () => {
    const now = new Date();
    const booking = await insertBooking({
      now,
      startsIn: 5,
      lawyerId: lawyers.montreal,
      visitor_time_zone: null,
    });
    expect(await run(now)).toBe(1);
    const [visitor] = await remindersTo(booking.email);
    expect(visitor?.subject).toBe(
      `Reminder: your consultation with Maude Gagnon, ${wallClock(booking.starts_at, 'America/Toronto', 'en', 'Montréal').text}`,
    );
    const [lawyer] = await remindersTo('maude@law.example');
    expect(lawyer?.subject).toBe(
      `Rappel de rendez-vous\u00a0: Riley Visitor, ${wallClock(booking.starts_at, 'America/Toronto', 'fr', 'Montréal').text}`,
    );
    expect(lawyer?.text).toContain(`${ORIGIN}/fr/espace-avocat`);
  });

  it('reminds the visitor of a demo lawyer, never the demo lawyer’s invented address', async () => {
    const now = new Date();
    const booking = await insertBooking({ now, startsIn: 5, lawyerId: lawyers.demo });
    expect(await run(now)).toBe(1);
    expect(await remindersTo(booking.email)).toHaveLength(1);
    expect(await remindersTo('dana.demo@example.org')).toEqual([]);
    expect(await remindedIds()).toEqual([booking.id]);
  });

  it('runs as a worker that wakes the outbox when it queued mail', async () => {
    const booking = await insertBooking({ now: new Date(), startsIn: 3 });
    const onMailQueued = vi.fn();
    const worker = createBookingReminderWorker({
      db: database.db,
      log: app.log,
      publicOrigin: ORIGIN,
      onMailQueued,
    });
    worker.start();
    await worker.stop();
    expect(onMailQueued).toHaveBeenCalledTimes(1);
    expect(await remindersTo(booking.email)).toHaveLength(1);
  });
});
