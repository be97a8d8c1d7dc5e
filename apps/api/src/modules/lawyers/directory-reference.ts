import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { CITY_NAMES_FR } from '@cld/content/city-names.fr';
import { FORMER_MUNICIPALITIES } from '@cld/content/former-municipalities';

/**
 * The directory's reference tables (18 practice areas, 13 provinces, under 2,000 cities), held in
 * memory so that a search names its filters by id and slug. The planner then estimates each filter
 * from the column statistics instead of guessing for a subquery, and no row needs a join or a
 * subquery to show its city or practice-area names. Folded forms come from the database's own
 * `fold_text`, so matching stays exactly what the SQL did.
 */
export interface DirectoryReference {
  practiceAreaSlug: (value: string) => string | undefined;
  /** The `lawyers.practice_area_mask` bits of these areas, as a decimal string (a bigint). */
  practiceAreaMask: (slugs: string[]) => string;
  practiceAreaName: (slug: string) => string | undefined;
  cityName: (id: number) => string | undefined;
  cityIds: (folded: string) => number[];
  provinceCodes: (value: string, folded: string) => string[];
  /** Every city, for the search parser and for nearby-city suggestions. */
  cities: readonly ReferenceCity[];
  cityById: (id: number) => ReferenceCity | undefined;
  /**
   * Other names of cities: a city's French name where the data set's is English (« Québec »,
   * `@cld/content/city-names.fr`), and former municipalities by the name an address still gives
   * them ("North York", `@cld/content/former-municipalities`, each entry sourced).
   */
  cityAliases: readonly CityAlias[];
}

/** Another name of a reference city, folded as `fold_text` folds it. */
export interface CityAlias {
  name_folded: string;
  city: ReferenceCity;
  /** A former municipality's name, tried after every city's own names. */
  former: boolean;
}

export interface ReferenceCity {
  id: number;
  name: string;
  name_folded: string;
  province: string;
  lat: number;
  lng: number;
  population: number | null;
}

interface ReferenceRows {
  practiceAreas: { slug: string; name: string; name_lower: string; bit: number }[];
  cities: ReferenceCity[];
  provinces: { code: string; name_folded: string; name_fr_folded: string }[];
  cityAliases: CityAlias[];
}

function indexReference({
  practiceAreas,
  cities,
  provinces,
  cityAliases,
}: ReferenceRows): DirectoryReference {
  const areaByKey = new Map<string, string>();
  for (const area of practiceAreas) {
    areaByKey.set(area.name_lower, area.slug);
    areaByKey.set(area.slug, area.slug);
  }
  const areaNames = new Map(practiceAreas.map((a) => [a.slug, a.name]));
  const areaBits = new Map(practiceAreas.map((a) => [a.slug, BigInt(a.bit)]));
  const cityNames = new Map(cities.map((c) => [c.id, c.name]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const cityIdsByName = new Map<string, number[]>();
  for (const city of cities) {
    cityIdsByName.set(city.name_folded, [...(cityIdsByName.get(city.name_folded) ?? []), city.id]);
  }
  return {
    practiceAreaSlug: (value) => areaByKey.get(value.trim().toLowerCase()),
    practiceAreaMask: (slugs) =>
      slugs
        .flatMap((slug) => areaBits.get(slug) ?? [])
        .reduce((mask, bit) => mask | (1n << bit), 0n)
        .toString(),
    practiceAreaName: (slug) => areaNames.get(slug),
    cityName: (id) => cityNames.get(id),
    cityIds: (folded) => cityIdsByName.get(folded) ?? [],
    provinceCodes: (value, folded) =>
      provinces
        .filter(
          (p) =>
            p.code === value.toUpperCase() ||
            p.name_folded === folded ||
            p.name_fr_folded === folded,
        )
        .map((p) => p.code),
    cities,
    cityById: (id) => cityById.get(id),
    cityAliases,
  };
}

async function loadReference(db: Kysely<Database>): Promise<DirectoryReference> {
  const [practiceAreas, cities, provinces] = await Promise.all([
    db
      .selectFrom('practice_areas')
      .select(['slug', 'name', 'bit', sql<string>`lower(name)`.as('name_lower')])
      .execute(),
    db
      .selectFrom('cities')
      .select([
        'id',
        'name',
        'province',
        'lat',
        'lng',
        'population',
        sql<string>`fold_text(name)`.as('name_folded'),
      ])
      .execute(),
    db
      .selectFrom('provinces')
      .select([
        'code',
        sql<string>`fold_text(name)`.as('name_folded'),
        sql<string>`fold_text(name_fr)`.as('name_fr_folded'),
      ])
      .execute(),
  ]);
  const aliases: { name: string; city: string; province?: string; former: boolean }[] = [
    ...Object.entries(CITY_NAMES_FR).map(([city, name]) => ({ name, city, former: false })),
    ...FORMER_MUNICIPALITIES.map((alias) => ({ ...alias, former: true })),
  ];
  const cityAliases = await Promise.all(
    aliases.flatMap(({ name, city: named, province, former }) => {
      const city = cities.find((c) => c.name === named && (!province || c.province === province));
      return city
        ? [foldText(db, name).then((name_folded) => ({ name_folded, city, former }))]
        : [];
    }),
  );
  return indexReference({ practiceAreas, cities, provinces, cityAliases });
}

const ASCII_ONLY = /^[\x20-\x7e]*$/;

/**
 * `fold_text` (lower(unaccent(…))) without a round trip for the common case: stripping combining
 * marks after canonical decomposition is what unaccent does for accented Latin letters. Anything
 * that does not fold to plain ASCII that way (ligatures, other scripts) asks the database.
 */
async function foldText(db: Kysely<Database>, value: string): Promise<string> {
  const local = value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (ASCII_ONLY.test(local)) return local;
  const { rows } = await sql<{ folded: string }>`select fold_text(${value}) as folded`.execute(db);
  return rows[0]?.folded ?? local;
}

/**
 * Reference data changes only when the directory is seeded or its taxonomy edited. A snapshot is
 * used for `ttlMs`; after that the next caller still gets it while a fresh one loads behind it, so
 * no search waits on the reload (on PGlite it would queue every request behind it). A row naming
 * something the snapshot lacks reloads it at once (`reload`).
 */
export function createDirectoryReference({
  db,
  ttlMs = 60_000,
}: {
  db: Kysely<Database>;
  ttlMs?: number;
}) {
  let cached: { value: Promise<DirectoryReference>; expiresAt: number } | undefined;
  let refreshing: Promise<unknown> | undefined;
  const load = (now: number) => {
    const value = loadReference(db);
    const entry = { value, expiresAt: now + ttlMs };
    cached = entry;
    // A failed first load is forgotten so the next call tries again.
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
  const refresh = (now: number) => {
    refreshing ??= loadReference(db)
      .then((snapshot) => {
        cached = { value: Promise.resolve(snapshot), expiresAt: now + ttlMs };
      })
      // A failed refresh keeps the previous snapshot; the next call past its expiry tries again.
      .catch(() => undefined)
      .finally(() => {
        refreshing = undefined;
      });
  };
  return {
    current: (now = Date.now()) => {
      if (!cached) return load(now);
      if (cached.expiresAt <= now) refresh(now);
      return cached.value;
    },
    reload: (now = Date.now()) => load(now),
    fold: (value: string) => foldText(db, value),
  };
}
