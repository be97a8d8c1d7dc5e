import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CompareLawyersResult, Lawyer, LawyerSearchResult } from '@cld/contract/lawyers';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import { OPEN_EVERY_DAY } from './testing.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { TEST_CITIES, buildCity, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';
import { nextSlotsOf } from './next-slots.ts';

/**
 * Issue 37: the next bookable time on cards and in the compare view, the first slot the profile's
 * slot picker offers, computed for the page's lawyers only.
 */
const CITIES = [
  ...TEST_CITIES,
  buildCity({ name: 'Winnipeg', province: 'MB', lat: 49.8951, lng: -97.1384 }),
];
const LAWYERS = [
  buildLawyer({ name: 'Slot Winnipeg', city: 'Winnipeg', province: 'MB' }),
  buildLawyer({ name: 'Slot Montréal', city: 'Montréal', province: 'QC' }),
  buildLawyer({ name: 'Slot Switched Off', city: 'Winnipeg', province: 'MB' }),
  buildLawyer({ name: 'Slot None', city: 'Winnipeg', province: 'MB' }),
  buildLawyer({ name: 'Slot Hidden', city: 'Winnipeg', province: 'MB' }),
];

async function idOf(db: Kysely<Database>, name: string) {
  const row = await db
    .selectFrom('lawyers')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function openEveryDay(db: Kysely<Database>, name: string, enabled = true) {
  await db
    .insertInto('booking_availability')
    .values({
      lawyer_id: await idOf(db, name),
      enabled,
      weekly_hours: JSON.stringify(OPEN_EVERY_DAY.weeklyHours),
      slot_minutes: 30,
      buffer_minutes: 0,
      days_off: [],
      meeting_modes: ['video'],
      horizon_days: 30,
      min_notice_hours: 2,
    })
    .execute();
}

describe.each(testDatabaseKinds)('next bookable time on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(LAWYERS, CITIES),
      prepare: async (db) => {
        await openEveryDay(db, 'Slot Winnipeg');
        await openEveryDay(db, 'Slot Montréal');
        await openEveryDay(db, 'Slot Hidden');
        await openEveryDay(db, 'Slot Switched Off', false);
        await hideLawyerNamed(db, 'Slot Hidden');
      },
    }));
  });

  afterAll(async () => {
    await closeTestApp(app, database);
  });

  it('is the first open slot after the notice, past bookings, in the office’s clock and both languages', async () => {
    const db = database.db;
    const winnipeg = await idOf(db, 'Slot Winnipeg');
    const montreal = await idOf(db, 'Slot Montréal');
    const off = await idOf(db, 'Slot Switched Off');
    const none = await idOf(db, 'Slot None');
    // Monday 7 December 2026, 9:00 in Winnipeg (UTC−6): with two hours' notice, 11:00 is first.
    const now = new Date('2026-12-07T15:00:00Z');
    await db
      .insertInto('bookings')
      .values({
        lawyer_id: winnipeg,
        starts_at: new Date('2026-12-07T17:00:00Z'),
        ends_at: new Date('2026-12-07T17:30:00Z'),
        meeting_mode: 'video',
        name: 'Visitor',
        email: 'visitor@example.com',
        status: 'booked',
        visitor_token_hash: 'v'.repeat(64),
        lawyer_token_hash: 'l'.repeat(64),
      })
      .execute();
    try {
      const slots = await nextSlotsOf({
        db,
        lawyers: [
          { id: winnipeg, province: 'MB', city: 'Winnipeg' },
          { id: montreal, province: 'QC', city: 'Montréal' },
          { id: off, province: 'MB', city: 'Winnipeg' },
          { id: none, province: 'MB', city: 'Winnipeg' },
        ],
        now,
      });
      // 11:00 is booked: 11:30 Winnipeg time.
      expect(slots.get(winnipeg)).toEqual({
        startsAt: '2026-12-07T17:30:00.000Z',
        text: {
          en: 'Mon, Dec 7, 11:30 a.m. Central Time (Winnipeg)',
          fr: 'lun. 7\u00a0déc. à 11\u00a0h\u00a030, heure du Centre (Winnipeg)',
        },
      });
      // 9:00 in Winnipeg is 10:00 in Montréal: two hours' notice makes it noon there.
      expect(slots.get(montreal)).toEqual({
        startsAt: '2026-12-07T17:00:00.000Z',
        text: {
          en: 'Mon, Dec 7, 12:00 p.m. Eastern Time (Montréal)',
          fr: 'lun. 7\u00a0déc. à 12\u00a0h, heure de l’Est (Montréal)',
        },
      });
      expect(slots.get(off)).toBeNull();
      expect(slots.get(none)).toBeNull();
    } finally {
      await db.deleteFrom('bookings').where('lawyer_id', '=', winnipeg).execute();
    }
  });

  it('comes with every card of a search page, null for lawyers who take no bookings online', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/lawyers?province=MB&sort=name&pageSize=20',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<LawyerSearchResult>();
    const byName = new Map(result.lawyers.map((lawyer) => [lawyer.name, lawyer.nextSlot]));
    expect(byName.get('Slot Winnipeg')?.text.en).toMatch(/Central Time \(Winnipeg\)$/);
    expect(Date.parse(byName.get('Slot Winnipeg')!.startsAt)).toBeGreaterThan(
      Date.now() + 2 * 3_600_000 - 60_000,
    );
    expect(byName.get('Slot Switched Off')).toBeNull();
    expect(byName.get('Slot None')).toBeNull();
  });

  it('comes with the profile, null for a lawyer who takes no bookings online', async () => {
    const db = database.db;
    const profile = async (name: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/lawyers/${await idOf(db, name)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Lawyer>().nextSlot;
    };
    const winnipeg = await profile('Slot Winnipeg');
    expect(winnipeg?.text.en).toMatch(/Central Time \(Winnipeg\)$/);
    expect(winnipeg?.text.fr).toMatch(/heure du Centre \(Winnipeg\)$/);
    expect(await profile('Slot Switched Off')).toBeNull();
    expect(await profile('Slot None')).toBeNull();
  });

  it('compares lawyers in the order asked, with their next slot and distance, leaving hidden ones out', async () => {
    const db = database.db;
    const ids = [
      await idOf(db, 'Slot Montréal'),
      await idOf(db, 'Slot Hidden'),
      await idOf(db, 'Slot Winnipeg'),
    ];
    const response = await app.inject({
      method: 'GET',
      url: `/api/lawyers/compare?ids=${ids.join(',')}&near=Winnipeg`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CompareLawyersResult>();
    expect(result.lawyers.map((lawyer) => lawyer.name)).toEqual(['Slot Montréal', 'Slot Winnipeg']);
    expect(result.lawyers[1]!.distanceKm).toBe(0);
    // Montréal is far outside any search radius, and still measured.
    expect(result.lawyers[0]!.distanceKm).toBeGreaterThan(1500);
    expect(result.lawyers.every((lawyer) => lawyer.nextSlot !== null)).toBe(true);
    expect(result.centre?.name).toBe('Winnipeg');

    const without = await app.inject({ method: 'GET', url: `/api/lawyers/compare?ids=${ids[0]}` });
    expect(without.json<CompareLawyersResult>().lawyers[0]!.distanceKm).toBeUndefined();
  });

  it.each([
    ['ids=abc', 'ids'],
    ['ids=1,2,3,4', 'ids'],
    ['ids=', 'ids'],
    ['ids=1&near=Atlantis', 'near'],
    ['ids=1&lat=45', 'lng'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/lawyers/compare?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
  });
});
