import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase } from '../../test/databases.ts';
import { createCommonTotals, isCommonFilterSet } from './common-totals.ts';
import { findLawyers, type SearchFilters } from './queries.ts';
import { seedDirectory } from '../../db/seed.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';

const AREAS = [
  'family-law',
  'criminal-law',
  'immigration-law',
  'real-estate-law',
  'tax-law',
] as const;
const PLACES = [
  { city: 'Toronto', province: 'ON' },
  { city: 'Montréal', province: 'QC' },
  { city: 'Vancouver', province: 'BC' },
  { city: 'Calgary', province: 'AB' },
] as const;
const LAWYERS = Array.from({ length: 60 }, (_, i) =>
  buildLawyer({
    ...PLACES[i % PLACES.length]!,
    practiceAreas: [
      AREAS[i % AREAS.length]!,
      ...(i % 3 === 0 ? [AREAS[(i + 2) % AREAS.length]!] : []),
    ],
  }),
);

describe('common totals', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDirectory({ db: database.db, data: buildDirectoryData(LAWYERS) });
  });

  afterAll(async () => {
    await database?.close();
  });

  const count = async (filters: SearchFilters) =>
    (
      await findLawyers({
        db: database.db,
        filters,
        sort: 'rating',
        page: 1,
        pageSize: 1,
        viewer: null,
      })
    ).total;

  it('equals the database count for every area, province and both, any-of masks included', async () => {
    const totals = createCommonTotals({ db: database.db, ttlMs: 60_000 });
    const provinces = ['ON', 'QC', 'BC', 'NU'];
    let nonZero = 0;
    const masks = [undefined, '1', '2', '32', String(1 + 2 + 32), String(2 ** 17)];
    for (const province of [undefined, ...provinces]) {
      for (const practiceAreaMask of masks) {
        const filters: SearchFilters = {
          practiceAreaMask,
          places: province ? [{ cityIds: [], provinces: [province] }] : [],
        };
        const expected = await count(filters);
        if (expected > 0) nonZero++;
        expect(await totals.total(filters), JSON.stringify(filters)).toBe(expected);
      }
    }
    expect(nonZero).toBeGreaterThan(10);
  });

  it('reloads once older than its lifetime, and leaves hidden lawyers out', async () => {
    const totals = createCommonTotals({ db: database.db, ttlMs: 1_000 });
    const all: SearchFilters = { places: [] };
    const before = await totals.total(all, 0);
    await sql`update lawyers set is_hidden = true where id = (select min(id) from lawyers where not is_hidden)`.execute(
      database.db,
    );
    expect(await totals.total(all, 500)).toBe(before);
    expect(await totals.total(all, 1_500)).toBe(before! - 1);
    expect(await count(all)).toBe(before! - 1);
  });

  it.each<[string, SearchFilters]>([
    ['a city', { places: [{ cityIds: [1], provinces: [] }] }],
    [
      'two places',
      {
        places: [
          { cityIds: [], provinces: ['ON'] },
          { cityIds: [], provinces: ['ON'] },
        ],
      },
    ],
    ['languages', { places: [], languages: ['French'] }],
    ['experience', { places: [], minExperience: 5 }],
    ['verified only', { places: [], verifiedOnly: true }],
    ['free text', { places: [], search: 'smith' }],
    ['left-out ids', { places: [], excludeIds: [1] }],
  ])('does not answer for %s', async (_label, filters) => {
    expect(isCommonFilterSet(filters)).toBe(false);
    expect(await createCommonTotals({ db: database.db, ttlMs: 1 }).total(filters)).toBeUndefined();
  });

  it('equals the database count for distance searches with practice details', async () => {
    const { db } = database;
    const ids = await db.selectFrom('lawyers').select('id').orderBy('id').execute();
    for (const [i, { id }] of ids.entries()) {
      await db
        .updateTable('lawyers')
        .set({
          free_consultation_minutes: i % 2 === 0 ? 30 : null,
          fee_offers: i % 2 === 0 ? ['free-consultation', 'sliding-scale'] : ['sliding-scale'],
          funding: i % 3 === 0 ? ['legal-aid'] : [],
          meeting_modes: i % 4 === 0 ? ['in-person', 'video'] : ['in-person'],
          step_free_access: i % 5 === 0 ? true : i % 5 === 1 ? false : null,
          accepting_clients: i % 6 < 3 ? i % 6 === 0 : null,
          accepting_confirmed_at:
            i % 6 < 3 ? new Date(Date.now() - (i % 7) * 20 * 86_400_000) : null,
        })
        .where('id', '=', id)
        .execute();
    }
    const cities = await db.selectFrom('cities').select('id').orderBy('id').execute();
    const totals = createCommonTotals({ db, ttlMs: 60_000 });
    const detailSets: Partial<SearchFilters>[] = [
      {},
      { feeOffers: ['free-consultation'] },
      { feeOffers: ['free-consultation', 'sliding-scale'], funding: ['legal-aid'] },
      { meetingModes: ['video'], stepFreeAccess: true },
      { acceptingClients: true },
      { funding: ['pro-bono'] },
    ];
    let nonZero = 0;
    for (const centreCityIds of [cities.map((c) => c.id), cities.slice(0, 2).map((c) => c.id)]) {
      for (const details of detailSets) {
        for (const practiceAreaMask of [undefined, '1', '5']) {
          const filters: SearchFilters = {
            places: [],
            centreCityIds,
            practiceAreaMask,
            ...details,
          };
          const expected = await count(filters);
          expect(await totals.total(filters), JSON.stringify(filters)).toBe(expected);
          if (expected > 0) nonZero++;
        }
      }
    }
    expect(nonZero).toBeGreaterThan(10);
    // The same details across the whole country: every city's groups, as the database counts.
    for (const details of detailSets.slice(1)) {
      for (const practiceAreaMask of [undefined, '1', '5']) {
        const filters: SearchFilters = { places: [], practiceAreaMask, ...details };
        expect(await totals.total(filters), JSON.stringify(filters)).toBe(await count(filters));
      }
    }
    // Languages are not in the snapshot: counted by the database.
    expect(
      await totals.total({ places: [], centreCityIds: [cities[0]!.id], languages: ['French'] }),
    ).toBeUndefined();
  });

  it('tells how many of the nearest cities hold a page', async () => {
    const cities = await database.db.selectFrom('cities').select('id').orderBy('id').execute();
    const totals = createCommonTotals({ db: database.db, ttlMs: 60_000 });
    const filters: SearchFilters = { places: [], centreCityIds: cities.map((c) => c.id) };
    const first = await count({ ...filters, centreCityIds: [cities[0]!.id] });
    expect(first).toBeGreaterThan(1);
    expect(await totals.citiesHolding(filters, first)).toBe(1);
    // The second city (Ottawa) has nobody: the next row is in the third.
    expect(await totals.citiesHolding(filters, first + 1)).toBe(3);
    expect(await totals.citiesHolding(filters, 10_000)).toBe(cities.length);
    expect(await totals.citiesHolding({ ...filters, search: 'x' }, 1)).toBeUndefined();
    // The cities a page reads: Ottawa (nobody) is skipped, each with the rows it can give.
    expect(await totals.citiesToRead(filters, first)).toEqual([{ index: 0, rows: first }]);
    const read = await totals.citiesToRead(filters, first + 1);
    expect(read).toEqual([
      { index: 0, rows: first },
      { index: 2, rows: expect.any(Number) },
    ]);
    expect(read![1]!.rows).toBeLessThanOrEqual(first + 1);
    expect(await totals.citiesToRead({ ...filters, search: 'x' }, 1)).toBeUndefined();
  });
});
