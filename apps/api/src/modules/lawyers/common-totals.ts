import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import type { SearchFilters } from './queries.ts';

interface Snapshot {
  loadedAt: number;
  /** Visible lawyers per province and exact practice-area mask. */
  groups: { province: string; mask: bigint; count: number }[];
}

/**
 * Whether a search's total can be read from the snapshot: practice areas and provinces only, the
 * filters a visitor starts from (the home card, the area and province pages, the browse page).
 */
export function isCommonFilterSet(filters: SearchFilters): boolean {
  const [place, ...otherPlaces] = filters.places;
  return (
    otherPlaces.length === 0 &&
    (place === undefined || place.cityIds.length === 0) &&
    !filters.languages?.length &&
    filters.minExperience === undefined &&
    !filters.verifiedOnly &&
    !filters.search &&
    !filters.excludeIds?.length
  );
}

/**
 * The totals of the common filter sets (any practice areas, any provinces, neither), from one grouped
 * count of the visible lawyers by province and practice-area mask (a few thousand groups at 100,000
 * lawyers, read from the covering place index), reloaded when older than `ttlMs`. Counting one such set
 * in PostgreSQL walks every matching index entry (8–12 ms for an area at 100,000 lawyers); summing the
 * groups takes microseconds, so a visitor's first look at an area or province never waits on a count.
 * Like the totals cache, a total may lag a new or hidden profile by `ttlMs` (decision 006).
 */
export function createCommonTotals({ db, ttlMs }: { db: Kysely<Database>; ttlMs: number }) {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function load(loadedAt: number): Promise<Snapshot> {
    const { rows } = await sql<{ province: string; mask: string; count: number }>`
      select province, practice_area_mask::text as mask, count(*)::int as count
      from lawyers where not is_hidden
      group by province, practice_area_mask`.execute(db);
    return {
      loadedAt,
      groups: rows.map((row) => ({
        province: row.province,
        mask: BigInt(row.mask),
        count: row.count,
      })),
    };
  }

  async function current(now: number): Promise<Snapshot> {
    if (snapshot && now - snapshot.loadedAt < ttlMs) return snapshot;
    loading ??= load(now).finally(() => {
      loading = undefined;
    });
    snapshot = await loading;
    return snapshot;
  }

  return {
    /** The total of a common filter set, or `undefined` for any other. */
    async total(filters: SearchFilters, now = Date.now()): Promise<number | undefined> {
      // Without a lifetime every total is counted fresh (bench/explain.ts measures that).
      if (ttlMs <= 0 || !isCommonFilterSet(filters)) return undefined;
      const { groups } = await current(now);
      const provinces = filters.places[0]?.provinces;
      const mask =
        filters.practiceAreaMask === undefined ? undefined : BigInt(filters.practiceAreaMask);
      let total = 0;
      for (const group of groups) {
        if (provinces && !provinces.includes(group.province)) continue;
        if (mask !== undefined && (group.mask & mask) === 0n) continue;
        total += group.count;
      }
      return total;
    },
  };
}
