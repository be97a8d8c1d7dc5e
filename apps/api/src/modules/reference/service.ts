import type { Kysely } from 'kysely';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { Database } from '@cld/db/schema';
import { createDirectoryCounts } from '../../lib/directory-counts.ts';
import {
  countDirectory,
  listCityCounts,
  listCityPracticeAreaCounts,
  listPracticeAreaCounts,
  listProvinceCounts,
} from './queries.ts';

async function listPracticeAreas(db: Kysely<Database>) {
  const rows = await listPracticeAreaCounts({ db });
  // The spec's clients read the count as a numeric string (spec §7).
  return rows.map((r) => ({ name: r.name, slug: r.slug, count: String(r.count) }));
}

async function listLocations(db: Kysely<Database>) {
  const rows = await listProvinceCounts({ db });
  return {
    provinces: rows.map((r) => ({
      province: r.code as ProvinceCode,
      name: r.name,
      count: r.count,
    })),
  };
}

/**
 * Reference data and live figures (DESIGN §5.1) are counted over the whole directory, which costs
 * hundreds of milliseconds at 100,000 lawyers, and only move when lawyers join, leave or change:
 * each answer is counted once per version of the directory per API instance (decision 060), so the
 * figures a landing page shows are the browse page's.
 */
export function createReferenceReader({ db }: { db: Kysely<Database> }) {
  const once = <V>() => createDirectoryCounts<V>({ db, maxEntries: 32 });
  const [practiceAreas, locations, cities, cityPracticeAreas, stats] = [
    once<Awaited<ReturnType<typeof listPracticeAreas>>>(),
    once<Awaited<ReturnType<typeof listLocations>>>(),
    once<Awaited<ReturnType<typeof listCityCounts>>>(),
    once<Awaited<ReturnType<typeof listCityPracticeAreaCounts>>>(),
    once<Awaited<ReturnType<typeof countDirectory>>>(),
  ] as const;
  return {
    practiceAreas: () => practiceAreas.get('all', () => listPracticeAreas(db)),
    locations: () => locations.get('all', () => listLocations(db)),
    cities: (province: ProvinceCode) =>
      cities.get(province, () => listCityCounts({ db, province })),
    cityPracticeAreas: (province: ProvinceCode) =>
      cityPracticeAreas.get(province, () => listCityPracticeAreaCounts({ db, province })),
    stats: () => stats.get('all', () => countDirectory({ db })),
  };
}
