import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { LawyerSearchResult } from '@cld/contract/lawyers';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import { WEEKDAYS } from '@cld/reference/practice-details';
import type { ProvinceCode } from '@cld/reference/provinces';
import { timeZoneOfProvince } from '@cld/reference/time-zones';
import { openSlots } from './slots.ts';
import type { SlotRules } from './slots.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { TEST_CITIES, buildCity, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { openSlotRows } from './open-slots.ts';

/**
 * Issue 37: "can meet in the next 48 hours" as SQL (open-slots.ts) gives the slots the booking
 * rules give (bookings/slots.ts), and the filter keeps a lawyer with a slot at 47 hours, not one
 * whose first slot is at 49 hours.
 */
const HOUR = 3_600_000;
const PROVINCES: ProvinceCode[] = ['ON', 'MB', 'NL', 'SK', 'BC'];
const CITIES = [
  ...TEST_CITIES,
  buildCity({ name: 'Winnipeg', province: 'MB' }),
  buildCity({ name: 'Brandon', province: 'MB' }),
  buildCity({ name: "St. John's", province: 'NL' }),
  buildCity({ name: 'Regina', province: 'SK' }),
];
const CITY_OF: Record<string, string> = {
  ON: 'Toronto',
  MB: 'Brandon',
  NL: "St. John's",
  SK: 'Regina',
  BC: 'Vancouver',
};
const PARITY = PROVINCES.map((province) =>
  buildLawyer({ name: `Parity ${province}`, city: CITY_OF[province]!, province }),
);
const SOON = ['Soon 47h', 'Late 49h', 'Booked 47h', 'Switched off 47h', 'Held lapsed 47h'].map(
  (name) => buildLawyer({ name, city: 'Winnipeg', province: 'MB' }),
);

type WeeklyHours = Record<string, { start: string; end: string }[]>;

interface Rules extends SlotRules {
  weeklyHours: SlotRules['weeklyHours'];
}

async function idOf(db: Kysely<Database>, name: string) {
  const row = await db
    .selectFrom('lawyers')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function setAvailability(
  db: Kysely<Database>,
  lawyerId: number,
  rules: Rules,
  enabled = true,
) {
  await db.deleteFrom('booking_availability').where('lawyer_id', '=', lawyerId).execute();
  await db
    .insertInto('booking_availability')
    .values({
      lawyer_id: lawyerId,
      enabled,
      weekly_hours: JSON.stringify(rules.weeklyHours),
      slot_minutes: rules.slotMinutes,
      buffer_minutes: rules.bufferMinutes,
      days_off: [...rules.daysOff],
      meeting_modes: ['video'],
      horizon_days: rules.horizonDays,
      min_notice_hours: rules.minNoticeHours,
    })
    .execute();
}

let bookingSequence = 0;
async function addBooking(
  db: Kysely<Database>,
  lawyerId: number,
  {
    startsAt,
    minutes,
    status,
    holdExpiresAt = null,
  }: {
    startsAt: Date;
    minutes: number;
    status: 'booked' | 'held' | 'cancelled';
    holdExpiresAt?: Date | null;
  },
) {
  bookingSequence += 1;
  await db
    .insertInto('bookings')
    .values({
      lawyer_id: lawyerId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + minutes * 60_000),
      meeting_mode: 'video',
      name: 'Visitor',
      email: `visitor${bookingSequence}@example.com`,
      status,
      hold_expires_at: status === 'held' ? holdExpiresAt : null,
      hold_address_hash: status === 'held' ? 'test' : null,
      cancelled_at: status === 'cancelled' ? startsAt : null,
      cancelled_by: status === 'cancelled' ? 'visitor' : null,
      visitor_token_hash: `v${bookingSequence}`.padEnd(64, '0'),
      lawyer_token_hash: `l${bookingSequence}`.padEnd(64, '0'),
    })
    .execute();
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A range of a day: whole quarter hours, `end` after `start`, up to 24:00. */
const range = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 32 }))
  .map(([start, length]) => ({
    start: clock(start * 15),
    end: clock(Math.min(96, start + length) * 15),
  }));

/**
 * Instants around Canada's 2025 clock changes (9 March, 2 November) and an ordinary day. Not 2026's:
 * the tz database's 2026 releases change several Canadian zones from 2026 on (British Columbia
 * keeps UTC−7 after March 2026 in 2026a and later), and the SQL reads zones with PostgreSQL's copy
 * while Luxon reads Node's; a server whose copy is older than Node's (Debian bookworm's 2025b here)
 * would fail this test for its data, not for the logic it checks. Decision 053 says what that
 * means in production.
 */
const NOWS = ['2025-03-07T15:07:00Z', '2025-10-31T20:00:00Z', '2025-12-05T10:30:00Z'];

const scenario = fc.record({
  province: fc.constantFrom(...PROVINCES),
  now: fc
    .tuple(fc.constantFrom(...NOWS), fc.integer({ min: 0, max: 72 * 4 }))
    .map(([base, quarters]) => new Date(Date.parse(base) + quarters * 15 * 60_000)),
  weeklyHours: fc.record(
    Object.fromEntries(WEEKDAYS.map((day) => [day, fc.array(range, { maxLength: 2 })])),
  ) as fc.Arbitrary<WeeklyHours>,
  slotMinutes: fc.constantFrom(10, 15, 30, 45, 60, 90),
  bufferMinutes: fc.constantFrom(0, 5, 15),
  dayOff: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  horizonDays: fc.integer({ min: 1, max: 4 }),
  minNoticeHours: fc.integer({ min: 0, max: 30 }),
  bookings: fc.uniqueArray(
    fc.record({
      afterHours: fc.integer({ min: 0, max: 96 }),
      minutes: fc.constantFrom(15, 30, 60),
      status: fc.constantFrom('booked' as const, 'held' as const, 'cancelled' as const),
      holdLapsed: fc.boolean(),
    }),
    { maxLength: 4, selector: (booking) => booking.afterHours },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

describe.each(testDatabaseKinds)('open slots in SQL on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([...PARITY, ...SOON], CITIES),
    }));
  });

  afterAll(async () => {
    await closeTestApp(app, database);
  });

  /** The open slots SQL gives for a scenario are those `openSlots` gives. */
  async function expectSameSlots(s: Scenario) {
    const db = database.db;
    const lawyerId = await idOf(db, `Parity ${s.province}`);
    const timeZone = timeZoneOfProvince(s.province);
    const daysOff =
      s.dayOff === null
        ? []
        : [DateTime.fromJSDate(s.now, { zone: timeZone }).plus({ days: s.dayOff }).toISODate()!];
    const rules: Rules = {
      weeklyHours: s.weeklyHours as Rules['weeklyHours'],
      slotMinutes: s.slotMinutes,
      bufferMinutes: s.bufferMinutes,
      daysOff,
      horizonDays: s.horizonDays,
      minNoticeHours: s.minNoticeHours,
    };
    await setAvailability(db, lawyerId, rules);
    await db.deleteFrom('bookings').where('lawyer_id', '=', lawyerId).execute();
    const booked = [];
    for (const booking of s.bookings) {
      const startsAt = new Date(s.now.getTime() + booking.afterHours * HOUR);
      const holdExpiresAt = new Date(s.now.getTime() + (booking.holdLapsed ? -1 : 1) * HOUR);
      await addBooking(db, lawyerId, { ...booking, startsAt, holdExpiresAt });
      if (booking.status === 'booked' || (booking.status === 'held' && !booking.holdLapsed)) {
        booked.push({
          startsAt,
          endsAt: new Date(startsAt.getTime() + booking.minutes * 60_000),
        });
      }
    }
    const to = new Date(s.now.getTime() + 72 * HOUR);
    const expected = openSlots({ rules, timeZone, from: s.now, to, now: s.now, booked }).map(
      (slot) => slot.startsAt.toISOString(),
    );
    const rows = await sql<{ starts_at: Date }>`select starts_at from ${openSlotRows({
      from: sql`${s.now}::timestamptz`,
      to: sql`${to}::timestamptz`,
      now: sql`${s.now}::timestamptz`,
      lawyers: [lawyerId],
    })} as open_slot order by starts_at`.execute(db);
    expect(rows.rows.map((row) => new Date(row.starts_at).toISOString())).toEqual(expected);
    return expected;
  }

  it('gives the slots of the booking rules (bookings/slots.ts), clock changes included', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        await expectSameSlots(s);
      }),
      { seed: 20261206, numRuns: 60 },
    );
  });

  it('reads a range that starts at a repeated or a skipped time as Luxon does', async () => {
    const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const base: Omit<Scenario, 'now' | 'weeklyHours'> = {
      province: 'ON',
      slotMinutes: 30,
      bufferMinutes: 0,
      dayOff: null,
      horizonDays: 4,
      minNoticeHours: 0,
      bookings: [],
    };
    // 1:30 on 1 November 2026 happens twice in Toronto: its first (EDT) starts the range.
    const repeated = await expectSameSlots({
      ...base,
      now: new Date('2026-10-31T12:00:00Z'),
      weeklyHours: { ...none, sun: [{ start: '01:30', end: '02:30' }] },
    });
    expect(repeated[0]).toBe('2026-11-01T05:30:00.000Z');
    // 2:30 on 8 March 2026 does not exist: the range starts at 3:30 EDT.
    const skipped = await expectSameSlots({
      ...base,
      now: new Date('2026-03-07T12:00:00Z'),
      weeklyHours: { ...none, sun: [{ start: '02:30', end: '04:00' }] },
    });
    expect(skipped).toEqual(['2026-03-08T07:30:00.000Z']);
  });

  /** Hours a week with one 10-minute slot starting at `instant` (to the minute) in Winnipeg. */
  function oneSlotAt(instant: Date): Rules {
    const local = DateTime.fromJSDate(instant, { zone: 'America/Winnipeg' }).startOf('minute');
    const minutes = local.hour * 60 + local.minute;
    const day = WEEKDAYS[local.weekday - 1]!;
    return {
      weeklyHours: Object.fromEntries(
        WEEKDAYS.map((d) => [
          d,
          d === day ? [{ start: clock(minutes), end: clock(minutes + 10) }] : [],
        ]),
      ) as Rules['weeklyHours'],
      slotMinutes: 10,
      bufferMinutes: 0,
      daysOff: [],
      horizonDays: 7,
      minNoticeHours: 0,
    };
  }

  /** An instant `hours` from now, moved so that its 10-minute slot ends before local midnight. */
  function hoursFromNow(hours: number, { early }: { early: boolean }): Date {
    const at = new Date(Date.now() + hours * HOUR + 60_000);
    const local = DateTime.fromJSDate(at, { zone: 'America/Winnipeg' });
    if (local.hour === 23 && local.minute >= 49) {
      return new Date(at.getTime() + (early ? -15 : 15) * 60_000);
    }
    return at;
  }

  it('"can meet in the next 48 hours": a slot at 47 hours counts, one at 49 hours does not', async () => {
    const db = database.db;
    const at47 = hoursFromNow(47, { early: true });
    const at49 = hoursFromNow(49, { early: false });
    await setAvailability(db, await idOf(db, 'Soon 47h'), oneSlotAt(at47));
    await setAvailability(db, await idOf(db, 'Late 49h'), oneSlotAt(at49));
    const booked = await idOf(db, 'Booked 47h');
    await setAvailability(db, booked, oneSlotAt(at47));
    await addBooking(db, booked, { startsAt: at47, minutes: 10, status: 'booked' });
    await setAvailability(db, await idOf(db, 'Switched off 47h'), oneSlotAt(at47), false);
    const lapsed = await idOf(db, 'Held lapsed 47h');
    await setAvailability(db, lapsed, oneSlotAt(at47));
    await addBooking(db, lapsed, {
      startsAt: at47,
      minutes: 10,
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });

    const response = await app.inject({
      method: 'GET',
      url: '/api/lawyers?meetSoon=true&city=Winnipeg&sort=name&pageSize=20',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<LawyerSearchResult>();
    expect(result.lawyers.map((lawyer) => lawyer.name)).toEqual(['Held lapsed 47h', 'Soon 47h']);
    expect(result.total).toBe(2);

    // Unticked, the filter keeps everyone.
    const all = await app.inject({
      method: 'GET',
      url: '/api/lawyers?meetSoon=false&city=Winnipeg',
    });
    expect(all.json<LawyerSearchResult>().total).toBe(SOON.length);
  });

  it.each([
    ['lawyer available today winnipeg'],
    ['urgent lawyer winnipeg'],
    ['avocat disponible demain winnipeg'],
    ["avocat aujourd'hui winnipeg"],
  ])('reads “%s” as "can meet in the next 48 hours"', async (text) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/lawyers?${new URLSearchParams({ search: text })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<LawyerSearchResult>();
    expect(result.interpretation?.details).toContainEqual(
      expect.objectContaining({ param: 'meetSoon', value: 'true' }),
    );
  });

  it('does not read "this week" as within 48 hours', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/lawyers?${new URLSearchParams({ search: 'lawyer this week winnipeg' })}`,
    });
    const result = response.json<LawyerSearchResult>();
    expect(result.interpretation?.details ?? []).not.toContainEqual(
      expect.objectContaining({ param: 'meetSoon' }),
    );
  });
});
