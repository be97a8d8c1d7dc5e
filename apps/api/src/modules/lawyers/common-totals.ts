import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import {
  ACCEPTING_CLIENTS_VALID_DAYS,
  FEE_OFFERS,
  FUNDING_OPTIONS,
  MEETING_MODES,
} from '@cld/reference/practice-details';
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
    !filters.centreCityIds &&
    !filters.languages?.length &&
    filters.minExperience === undefined &&
    !filters.verifiedOnly &&
    !filters.feeOffers?.length &&
    !filters.funding?.length &&
    !filters.meetingModes?.length &&
    !filters.acceptingClients &&
    !filters.stepFreeAccess &&
    !filters.search &&
    !filters.excludeIds?.length
  );
}

/**
 * A lawyer's practice details as bits, in one order for SQL and JS: each fee offer, funding and
 * meeting mode, then a stated step-free entrance, then "accepting new clients" confirmed within
 * ACCEPTING_CLIENTS_VALID_DAYS (as of the snapshot's load).
 */
const DETAIL_BITS = [
  ...FEE_OFFERS.map((offer) => ({ column: 'fee_offers', value: offer })),
  ...FUNDING_OPTIONS.map((option) => ({ column: 'funding', value: option })),
  ...MEETING_MODES.map((mode) => ({ column: 'meeting_modes', value: mode })),
] as const;
const STEP_FREE_BIT = 1 << DETAIL_BITS.length;
const ACCEPTING_BIT = 1 << (DETAIL_BITS.length + 1);

function detailBitsOf(filters: SearchFilters): number {
  let bits = 0;
  DETAIL_BITS.forEach(({ column, value }, i) => {
    const asked =
      column === 'fee_offers'
        ? filters.feeOffers
        : column === 'funding'
          ? filters.funding
          : filters.meetingModes;
    if (asked?.includes(value)) bits |= 1 << i;
  });
  if (filters.stepFreeAccess) bits |= STEP_FREE_BIT;
  if (filters.acceptingClients) bits |= ACCEPTING_BIT;
  return bits;
}

/** The same bits computed by the database for each lawyer. */
const detailBitsSql = sql.join(
  [
    ...DETAIL_BITS.map(
      ({ column, value }, i) =>
        sql`case when ${value}::text = any(${sql.ref(column)}) then ${1 << i} else 0 end`,
    ),
    sql`case when step_free_access then ${STEP_FREE_BIT} else 0 end`,
    sql`case when accepting_clients and accepting_confirmed_at
      >= now() - make_interval(days => ${ACCEPTING_CLIENTS_VALID_DAYS}) then ${ACCEPTING_BIT} else 0 end`,
  ],
  sql` + `,
);

/** Visible lawyers per city, practice-area mask and detail bits: a distance search's totals. */
interface CitySnapshot {
  loadedAt: number;
  byCity: Map<number, { mask: number; bits: number; count: number }[]>;
  /**
   * Each city's sum for a practice-area mask and detail bits, once summed (`city|mask|bits`; `-1`
   * when the snapshot cannot tell). A busy city holds thousands of groups: summing them on every
   * search was the distance page's largest cost in JavaScript (decision 033, measurements).
   */
  sums: Map<string, number>;
}

/** Past this many kept sums (a new snapshot starts empty every `ttlMs` anyway), start over. */
const MAX_KEPT_SUMS = 200_000;

/**
 * Whether a search's total can be read from the city snapshot: a distance search (the cities of its
 * radius) with practice areas and practice details only, the landing pages' and the browse page's
 * "within 25 km of…" with its checkboxes.
 */
export function isDistanceFilterSet(filters: SearchFilters): boolean {
  return (
    filters.centreCityIds !== undefined &&
    filters.places.length === 0 &&
    !filters.languages?.length &&
    filters.minExperience === undefined &&
    !filters.verifiedOnly &&
    !filters.search &&
    !filters.excludeIds?.length
  );
}

/**
 * Whether a search's total can be read from the city snapshot summed over every city: practice
 * details (with practice areas or not) across the whole country, the "without a place" suggestion
 * of a distance search that found nobody (counting it in PostgreSQL walks the whole directory).
 */
export function isNationalDetailSet(filters: SearchFilters): boolean {
  return (
    filters.centreCityIds === undefined &&
    filters.places.length === 0 &&
    detailBitsOf(filters) !== 0 &&
    !filters.languages?.length &&
    filters.minExperience === undefined &&
    !filters.verifiedOnly &&
    !filters.search &&
    !filters.excludeIds?.length
  );
}

/** Masks beyond 31 bits would need BigInt arithmetic: the snapshot then answers nothing. */
const MAX_NUMBER_MASK = 2 ** 31;

/**
 * The totals of the common filter sets (any practice areas, any provinces, neither), from one grouped
 * count of the visible lawyers by province and practice-area mask (a few thousand groups at 100,000
 * lawyers, read from the covering place index), reloaded when older than `ttlMs`. Counting one such set
 * in PostgreSQL walks every matching index entry (8–12 ms for an area at 100,000 lawyers); summing the
 * groups takes microseconds, so a visitor's first look at an area or province never waits on a count.
 * Like the totals cache, a total may lag a new or hidden profile by `ttlMs` (decision 006).
 * Distance searches get the same from a second snapshot, by city (see distanceTotal, decision 033).
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

  let citySnapshot: CitySnapshot | undefined;
  let cityLoading: Promise<CitySnapshot> | undefined;

  async function loadCities(loadedAt: number): Promise<CitySnapshot> {
    // One row of JSON rather than a row per group (tens of thousands at 100,000 lawyers): the
    // driver's parsing of that many rows held the event loop for about 200 ms every `ttlMs`, and
    // every search in flight waited on it; JSON.parse reads the same groups in a few milliseconds.
    const { rows } = await sql<{ groups: [number, string, number, number][] }>`
      select coalesce(json_agg(json_build_array(city_id, mask, bits, count)), '[]') as groups
      from (
        select city_id, practice_area_mask::text as mask, (${detailBitsSql})::int as bits,
          count(*)::int as count
        from lawyers where not is_hidden
        group by 1, 2, 3
      ) g`.execute(db);
    const byCity: CitySnapshot['byCity'] = new Map();
    for (const [cityId, maskText, bits, count] of rows[0]?.groups ?? []) {
      const mask = Number(maskText);
      let groups = byCity.get(cityId);
      if (!groups) byCity.set(cityId, (groups = []));
      groups.push({ mask: mask < MAX_NUMBER_MASK ? mask : -1, bits, count });
    }
    return { loadedAt, byCity, sums: new Map() };
  }

  /**
   * The city snapshot; past `ttlMs` the next caller still gets it while a fresh one loads behind
   * it (a grouped read of every visible lawyer: tens of milliseconds at 100,000), so no search waits
   * on the reload. Only the first search waits for the first load.
   */
  async function currentCities(now: number): Promise<CitySnapshot> {
    if (citySnapshot && now - citySnapshot.loadedAt < ttlMs) return citySnapshot;
    cityLoading ??= loadCities(now)
      .then((loaded) => {
        citySnapshot = loaded;
        return loaded;
      })
      .finally(() => {
        cityLoading = undefined;
      });
    if (citySnapshot) {
      // A failed refresh keeps the previous snapshot; the next caller past its age tries again.
      cityLoading.catch(() => undefined);
      return citySnapshot;
    }
    return cityLoading;
  }

  /**
   * A distance search's matches per city of its radius (in its order), from the city snapshot:
   * counting them in PostgreSQL walks every index entry of those cities (30,000 within 100 km of
   * Toronto at 100,000 lawyers: about 12 ms on the bench machine); summing the groups of those
   * cities takes a fraction of a millisecond.
   */
  async function distanceCounts(
    filters: SearchFilters,
    now: number,
  ): Promise<number[] | undefined> {
    if (ttlMs <= 0 || !isDistanceFilterSet(filters)) return undefined;
    const { byCity, sums } = await currentCities(now);
    const mask =
      filters.practiceAreaMask === undefined ? undefined : Number(filters.practiceAreaMask);
    if (mask !== undefined && mask >= MAX_NUMBER_MASK) return undefined;
    const bits = detailBitsOf(filters);
    const counts: number[] = [];
    for (const cityId of filters.centreCityIds!) {
      const key = `${cityId}|${mask ?? ''}|${bits}`;
      let count = sums.get(key);
      if (count === undefined) {
        count = 0;
        for (const group of byCity.get(cityId) ?? []) {
          if (group.mask === -1) {
            count = -1;
            break;
          }
          if (mask !== undefined && (group.mask & mask) === 0) continue;
          if ((group.bits & bits) !== bits) continue;
          count += group.count;
        }
        if (sums.size >= MAX_KEPT_SUMS) sums.clear();
        sums.set(key, count);
      }
      if (count === -1) return undefined;
      counts.push(count);
    }
    return counts;
  }

  /** A national detail set's total (isNationalDetailSet): every city's groups, summed once. */
  async function nationalCount(filters: SearchFilters, now: number): Promise<number | undefined> {
    const { byCity, sums } = await currentCities(now);
    const mask =
      filters.practiceAreaMask === undefined ? undefined : Number(filters.practiceAreaMask);
    if (mask !== undefined && mask >= MAX_NUMBER_MASK) return undefined;
    const bits = detailBitsOf(filters);
    const key = `*|${mask ?? ''}|${bits}`;
    let count = sums.get(key);
    if (count === undefined) {
      count = 0;
      for (const groups of byCity.values()) {
        for (const group of groups) {
          if (group.mask === -1) return undefined;
          if (mask !== undefined && (group.mask & mask) === 0) continue;
          if ((group.bits & bits) !== bits) continue;
          count += group.count;
        }
      }
      if (sums.size >= MAX_KEPT_SUMS) sums.clear();
      sums.set(key, count);
    }
    return count;
  }

  return {
    /** The total of a common, distance or national detail filter set, or `undefined` for any other. */
    async total(filters: SearchFilters, now = Date.now()): Promise<number | undefined> {
      // Without a lifetime every total is counted fresh (bench/explain.ts measures that).
      if (ttlMs <= 0) return undefined;
      if (isNationalDetailSet(filters)) return nationalCount(filters, now);
      if (isDistanceFilterSet(filters)) {
        return (await distanceCounts(filters, now))?.reduce((sum, count) => sum + count, 0);
      }
      if (!isCommonFilterSet(filters)) return undefined;
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

    /**
     * How many of a distance search's nearest cities hold its first `rows` matches (by the
     * snapshot), or `undefined` when the snapshot cannot tell: a page sorted by distance needs no
     * farther city. The snapshot may lag a hidden profile by `ttlMs`, so a page that comes back
     * short is read again over every city (service.ts).
     */
    /**
     * The cities of a distance search's radius a page of its first `rows` matches must read (by
     * their index in the radius's list, nearest first): the nearest holding them, without the ones
     * the snapshot says hold no match, each with the rows it can give (its matches, at most `rows`),
     * so a city's scan stops at its last match instead of walking every entry for a rare filter
     * set. `undefined` when the snapshot cannot tell.
     */
    async citiesToRead(
      filters: SearchFilters,
      rows: number,
      now = Date.now(),
    ): Promise<{ index: number; rows: number }[] | undefined> {
      const counts = await distanceCounts(filters, now);
      if (!counts) return undefined;
      const read: { index: number; rows: number }[] = [];
      let cumulative = 0;
      for (const [index, count] of counts.entries()) {
        if (cumulative >= rows) break;
        if (count > 0) read.push({ index, rows: Math.min(count, rows) });
        cumulative += count;
      }
      return read;
    },

    async citiesHolding(
      filters: SearchFilters,
      rows: number,
      now = Date.now(),
    ): Promise<number | undefined> {
      const counts = await distanceCounts(filters, now);
      if (!counts) return undefined;
      let cumulative = 0;
      for (const [i, count] of counts.entries()) {
        cumulative += count;
        if (cumulative >= rows) return i + 1;
      }
      return counts.length;
    },
  };
}
