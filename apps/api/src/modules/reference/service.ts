import type { Kysely } from 'kysely';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { Database } from '@cld/db/schema';
import { memoizeFor } from '../../lib/memoize-for.ts';
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
 * hundreds of milliseconds at 100,000 lawyers, and only move when lawyers join or leave: each answer
 * is computed at most once per `ttlMs` per API instance.
 */
export function createReferenceReader({
  db,
  ttlMs = 60_000,
}: {
  db: Kysely<Database>;
  ttlMs?: number;
}) {
  return {
    practiceAreas: memoizeFor({ ttlMs, load: () => listPracticeAreas(db) }),
    locations: memoizeFor({ ttlMs, load: () => listLocations(db) }),
    cities: memoizeFor({
      ttlMs,
      load: (province: ProvinceCode) => listCityCounts({ db, province }),
    }),
    cityPracticeAreas: memoizeFor({
      ttlMs,
      load: (province: ProvinceCode) => listCityPracticeAreaCounts({ db, province }),
    }),
    stats: memoizeFor({ ttlMs, load: () => countDirectory({ db }) }),
  };
}
