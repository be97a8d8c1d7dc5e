import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { LawyerSearchResult } from '@cld/contract/lawyers';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import {
  DEFAULT_OFFICE_HOURS,
  type FundingOption,
  type MeetingMode,
  type OfficeHours,
  type StatedFeeOffer,
} from '@cld/reference/practice-details';
import type { ProvinceCode } from '@cld/reference/provinces';
import { SEARCH_FILTERS } from '@cld/reference/search-filters';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { OPEN_EVERY_DAY } from '../bookings/testing.ts';

/**
 * Issue 35: the practice-detail filters of `@cld/reference/search-filters`, each defined once, and
 * every total and language count equal to a `count(*)` of the same filters, whatever the set.
 */
const PLACES: [string, ProvinceCode][] = [
  ['Toronto', 'ON'],
  ['Ottawa', 'ON'],
  ['Montréal', 'QC'],
  ['Vancouver', 'BC'],
];
const AREAS: PracticeAreaSlug[] = ['family-law', 'criminal-law', 'immigration-law'];
const STATED: StatedFeeOffer[] = ['limited-scope', 'sliding-scale', 'payment-plans'];
const FUNDING: FundingOption[] = ['legal-aid', 'pro-bono', 'contingency'];
const MODES: MeetingMode[] = ['in-person', 'video', 'phone'];

const WEEKDAYS_ONLY: OfficeHours = { ...DEFAULT_OFFICE_HOURS, sat: [], sun: [] };
/** Three weeks a lawyer may keep: weekdays only, late on Thursday, and Sunday mornings. */
const HOURS: { hours: OfficeHours; eveningsOrWeekends: boolean }[] = [
  { hours: WEEKDAYS_ONLY, eveningsOrWeekends: false },
  {
    hours: { ...WEEKDAYS_ONLY, thu: [{ opens: '12:00', closes: '20:30' }] },
    eveningsOrWeekends: true,
  },
  {
    hours: { ...WEEKDAYS_ONLY, sun: [{ opens: '10:00', closes: '13:00' }] },
    eveningsOrWeekends: true,
  },
];

const LAWYERS = Array.from({ length: 48 }, (_, i) => {
  const [city, province] = PLACES[i % PLACES.length]!;
  return buildLawyer({
    name: `Detail Lawyer ${String(i).padStart(2, '0')}`,
    city,
    province,
    practiceAreas: [AREAS[i % AREAS.length]!],
    languages: i % 3 === 0 ? ['English', 'French'] : i % 3 === 1 ? ['English'] : ['French'],
    experience: 2 + (i % 20),
    freeConsultationMinutes: i % 2 === 0 ? 30 : null,
    feeOffers: STATED.filter((_, k) => (i >> k) % 2 === 1),
    funding: FUNDING.filter((_, k) => (i + k) % 4 === 0),
    meetingModes: MODES.filter((_, k) => k === 0 || (i + k) % 3 === 0),
    stepFreeAccess: i % 5 === 0 ? true : i % 5 === 1 ? false : null,
    officeHours: HOURS[i % HOURS.length]!.hours,
    acceptingClients:
      i % 4 === 3 ? null : { accepting: i % 4 !== 2, confirmedDaysAgo: i % 7 === 0 ? 200 : 3 },
  });
});

/** The filter set as the SQL of a plain count, written here apart from the API's registry code. */
const ORACLE: Record<string, (value: string[] | true) => string> = {
  offers: (values) => `fee_offers @> array[${(values as string[]).map((v) => `'${v}'`)}]::text[]`,
  funding: (values) => `funding @> array[${(values as string[]).map((v) => `'${v}'`)}]::text[]`,
  meeting: (values) =>
    `meeting_modes @> array[${(values as string[]).map((v) => `'${v}'`)}]::text[]`,
  eveningsWeekends: () =>
    `(office_hours->'sat' <> '[]'::jsonb or office_hours->'sun' <> '[]'::jsonb
      or exists (select 1 from jsonb_each(office_hours) d, jsonb_array_elements(d.value) o
                 where o->>'closes' > '18:00'))`,
  stepFree: () => `step_free_access`,
  acceptingClients: () =>
    `accepting_clients and accepting_confirmed_at >= now() - interval '90 days'`,
  // Every lawyer who takes bookings here is open every day from 8:00 to 20:00 (see beforeAll):
  // switched on is "can meet within 48 hours" (open-slots.test.ts checks the slots themselves).
  meetSoon: () =>
    `exists (select 1 from booking_availability a where a.lawyer_id = l.id and a.enabled)`,
};

/**
 * Every sixth lawyer takes bookings from 8:00 to 20:00 every day, half-hour slots, two hours'
 * notice; every sixth from the fourth switched them off.
 */
async function openBookings(db: Kysely<Database>) {
  const lawyers = await db.selectFrom('lawyers').select(['id', 'name']).orderBy('name').execute();
  const rows = lawyers.flatMap((lawyer, i) =>
    i % 6 === 0 || i % 6 === 3
      ? [
          {
            lawyer_id: lawyer.id,
            enabled: i % 6 === 0,
            weekly_hours: JSON.stringify(OPEN_EVERY_DAY.weeklyHours),
            slot_minutes: 30,
            buffer_minutes: 0,
            days_off: [],
            meeting_modes: ['video'],
            horizon_days: 30,
            min_notice_hours: 2,
          },
        ]
      : [],
  );
  await db.insertInto('booking_availability').values(rows).execute();
}

interface FilterSet {
  details: Record<string, string[] | true>;
  area?: PracticeAreaSlug;
  province?: ProvinceCode;
  languages?: string[];
  experience?: number;
}

const filterSet: fc.Arbitrary<FilterSet> = fc.record(
  {
    details: fc.record(
      Object.fromEntries(
        SEARCH_FILTERS.map((filter) => [
          filter.param,
          filter.kind === 'flag'
            ? fc.constant(true as const)
            : fc.subarray(filter.options.map((o) => o.value) as string[], { minLength: 1 }),
        ]),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string[] | true>>,
    area: fc.constantFrom(...AREAS),
    province: fc.constantFrom<ProvinceCode>('ON', 'QC', 'BC', 'AB'),
    languages: fc.subarray(['English', 'French'], { minLength: 1 }),
    experience: fc.integer({ min: 1, max: 15 }),
  },
  { requiredKeys: ['details'] },
);

function urlOf(set: FilterSet): string {
  const params = new URLSearchParams({ facets: 'languages,practiceAreas', pageSize: '5' });
  for (const [param, value] of Object.entries(set.details)) {
    params.set(param, value === true ? 'true' : value.join(','));
  }
  if (set.area) params.set('practiceAreas', set.area);
  if (set.province) params.set('province', set.province);
  if (set.languages) params.set('languages', set.languages.join(','));
  if (set.experience !== undefined) params.set('experience', String(set.experience));
  return `/api/lawyers?${params}`;
}

function whereOf(set: FilterSet, { withLanguages = true } = {}): string {
  const conditions = ['not l.is_hidden'];
  for (const [param, value] of Object.entries(set.details)) conditions.push(ORACLE[param]!(value));
  if (set.area) conditions.push(`'${set.area}' = any(practice_areas)`);
  if (set.province) conditions.push(`province = '${set.province}'`);
  if (withLanguages && set.languages) {
    conditions.push(`languages && array[${set.languages.map((l) => `'${l}'`)}]::text[]`);
  }
  if (set.experience !== undefined) conditions.push(`experience >= ${set.experience}`);
  return conditions.join(' and ');
}

describe.each(testDatabaseKinds)('search filters on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(LAWYERS),
      prepare: openBookings,
    }));
  });

  afterAll(async () => {
    await closeTestApp(app, database);
  });

  async function search(url: string): Promise<LawyerSearchResult> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LawyerSearchResult>();
  }

  it('"evenings or weekends": office hours past 18:00 or on Saturday or Sunday', async () => {
    const expected = LAWYERS.filter((_, i) => HOURS[i % HOURS.length]!.eveningsOrWeekends)
      .map((lawyer) => lawyer.name)
      .sort();
    const result = await search('/api/lawyers?eveningsWeekends=true&pageSize=48&sort=name');
    expect(result.lawyers.map((lawyer) => lawyer.name)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    // `false` is the unticked box: everyone.
    expect((await search('/api/lawyers?eveningsWeekends=false')).total).toBe(LAWYERS.length);
  });

  it.each([
    ['family lawyer toronto free consultation', 'offers', 'free-consultation'],
    ['avocat famille montréal consultation gratuite', 'offers', 'free-consultation'],
    ['pro bono immigration lawyer vancouver', 'funding', 'pro-bono'],
    ['avocat droit criminel aide juridique toronto', 'funding', 'legal-aid'],
    ['immigration lawyer by video', 'meeting', 'video'],
    ['wheelchair accessible criminal lawyer', 'stepFree', 'true'],
    ['weekend appointments immigration lawyer', 'eveningsWeekends', 'true'],
    ['avocat immigration rendez-vous en soirée', 'eveningsWeekends', 'true'],
  ])('reads “%s” as the filter %s=%s', async (text, param, value) => {
    const understood = await search(
      `/api/lawyers?${new URLSearchParams({ search: text, pageSize: '48' })}`,
    );
    expect(understood.interpretation?.details).toContainEqual(
      expect.objectContaining({ param, value }),
    );
    expect(understood.interpretation?.freeText).toBeNull();
    // The same lawyers as the filter set by its parameter, beside what else the text read.
    const interpretation = understood.interpretation!;
    const explicit = new URLSearchParams({ pageSize: '48' });
    for (const detail of interpretation.details) explicit.append(detail.param, detail.value);
    if (interpretation.practiceAreas.length) {
      explicit.set('practiceAreas', interpretation.practiceAreas.map((a) => a.slug).join(','));
    }
    if (interpretation.city) {
      explicit.set('city', interpretation.city.name);
      explicit.set('province', interpretation.city.province);
    }
    const filtered = await search(`/api/lawyers?${explicit}`);
    expect(understood.lawyers.map((l) => l.id).sort()).toEqual(
      filtered.lawyers.map((l) => l.id).sort(),
    );
    expect(understood.total).toBeGreaterThan(0);
  });

  it('gives every total and language count as a count(*) of the same filters, even just after the directory changed', async () => {
    // Each run asks once (so any kept count is there), then hides, shows or moves a lawyer, and
    // asks again: what it is told must be the directory as it is now (decision 060).
    // At most one practice detail beside an area or a province: sets wide enough to find lawyers.
    const wideSet = filterSet.map(({ details, area, province }): FilterSet => ({
      details: Object.fromEntries(Object.entries(details).slice(0, 1)),
      ...(area ? { area } : province ? { province } : {}),
    }));
    const change = fc.record({
      lawyer: fc.integer({ min: 0, max: LAWYERS.length - 1 }),
      hidden: fc.boolean(),
      language: fc.constantFrom('English', 'French'),
    });
    try {
      await fc.assert(
        fc.asyncProperty(wideSet, change, async (set, { lawyer, hidden, language }) => {
          // Most often one of the lawyers just found, so the change is one the counts must show.
          const found = (await search(urlOf(set))).lawyers.map((l) => l.name);
          const name = found[lawyer % (found.length + 1)] ?? LAWYERS[lawyer]!.name;
          await sql`update lawyers set is_hidden = ${hidden}, languages = array[${language}]::text[]
            where name = ${name}`.execute(database.db);
          await expectCounted(set);
        }),
        { seed: 20261206, numRuns: 60 },
      );
      for (const set of fc.sample(filterSet, { seed: 20261206, numRuns: 60 })) {
        await expectCounted(set);
      }
    } finally {
      for (const lawyer of LAWYERS) {
        await sql`update lawyers set is_hidden = false, languages = ${lawyer.languages}::text[]
          where name = ${lawyer.name}`.execute(database.db);
      }
    }
    async function expectCounted(set: FilterSet) {
      const result = await search(urlOf(set));
      const { rows } = await sql<{ total: number }>`
          select count(*)::int as total from lawyers l where ${sql.raw(whereOf(set))}`.execute(
        database.db,
      );
      expect(result.total, urlOf(set)).toBe(rows[0]!.total);
      const facets = await sql<{ name: string; count: number }>`
          select language as name, count(*)::int as count
          from lawyers l cross join unnest(l.languages) as language
          where ${sql.raw(whereOf(set, { withLanguages: false }))}
          group by language order by count desc, language`.execute(database.db);
      expect(result.facets?.languages, urlOf(set)).toEqual(facets.rows);
      const areas = await sql<{ slug: string; count: number }>`
          select area as slug, count(*)::int as count
          from lawyers l cross join unnest(l.practice_areas) as area
          where ${sql.raw(whereOf({ ...set, area: undefined }))}
          group by area order by count desc, area`.execute(database.db);
      expect(
        result.facets?.practiceAreas?.map((facet) => facet.count),
        urlOf(set),
      ).toEqual(areas.rows.map((row) => row.count));
    }
  });

  it('counts "can meet within 48 hours" afresh: bookings move it without a change to the directory', async () => {
    const url = '/api/lawyers?meetSoon=true&facets=languages';
    const before = await search(url);
    expect(before.total).toBeGreaterThan(1);
    const [first] = await sql<{ lawyer_id: number }>`
      select lawyer_id from booking_availability where enabled order by lawyer_id limit 1`
      .execute(database.db)
      .then((result) => result.rows);
    await sql`update booking_availability set enabled = false where lawyer_id = ${first!.lawyer_id}`.execute(
      database.db,
    );
    try {
      const after = await search(url);
      expect(after.total).toBe(before.total - 1);
      const spoken = (result: LawyerSearchResult) =>
        result.facets!.languages!.reduce((sum, language) => sum + language.count, 0);
      expect(spoken(after)).toBeLessThan(spoken(before));
    } finally {
      await sql`update booking_availability set enabled = true where lawyer_id = ${first!.lawyer_id}`.execute(
        database.db,
      );
    }
  });

  it('never puts first in "Fastest to reply" a lawyer who said they take no new clients (issue 37)', async () => {
    // Detail Lawyer 02 said three days ago they take no new clients; give them the fastest replies.
    await sql`update lawyers set reply_median_seconds = case when name = 'Detail Lawyer 02' then 60
      else 3600 + id end, reply_within_day_share = 1, reply_sample = 5`.execute(database.db);
    try {
      const result = await search('/api/lawyers?sort=responsiveness&pageSize=48');
      const names = result.lawyers.map((lawyer) => lawyer.name);
      expect(names[0]).not.toBe('Detail Lawyer 02');
      const declining = result.lawyers.filter(
        (lawyer) => lawyer.acceptingClients?.accepting === false,
      );
      expect(declining.map((lawyer) => lawyer.name)).toContain('Detail Lawyer 02');
      // Everyone who did not decline comes first.
      expect(names.slice(-declining.length).sort()).toEqual(declining.map((l) => l.name).sort());
    } finally {
      await sql`update lawyers set reply_median_seconds = null, reply_within_day_share = null,
        reply_sample = 0`.execute(database.db);
    }
  });
});
