import type { DirectoryReference, ReferenceCity } from './directory-reference.ts';

/** The mean radius of the Earth, in km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
/** Km per degree of latitude, the bounding box's conservative bound (the equator's is 111.32). */
const KM_PER_DEGREE = 111.0;

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Great-circle distance in km between two points (the haversine formula). Reference cities are one
 * point each, so a distance is city to city, or from the visitor's rounded position to a city: the
 * spherical model's error (under 0.5 %) is far below what a city's size already blurs.
 */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres as results show them: one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

export interface CityDistance {
  id: number;
  km: number;
  /** For a page sorted by distance: the most rows this city can give it (its matches). */
  rows?: number;
}

/**
 * The reference cities within `radiusKm` of `centre`, nearest first (then by id): a bounding box in
 * degrees first, then the great-circle distance of the few cities inside it. Fewer than 2,000 cities
 * are held in memory, so this costs microseconds, and the database only sees their ids.
 */
export function citiesWithin(
  cities: readonly ReferenceCity[],
  centre: Point,
  radiusKm: number,
): CityDistance[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((Math.min(89, Math.abs(centre.lat)) * Math.PI) / 180);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * cosLat));
  const found: CityDistance[] = [];
  for (const city of cities) {
    if (Math.abs(city.lat - centre.lat) > dLat) continue;
    // Longitudes wrap at ±180 (no Canadian city is near it, but a "near me" position may be).
    const lngGap = Math.abs(city.lng - centre.lng);
    if (Math.min(lngGap, 360 - lngGap) > dLng) continue;
    const km = distanceKm(centre, city);
    if (km <= radiusKm) found.push({ id: city.id, km });
  }
  return found.sort((a, b) => a.km - b.km || a.id - b.id);
}

const keptWithin = new WeakMap<readonly ReferenceCity[], Map<string, readonly CityDistance[]>>();
/** Past this many kept lists (centres × radii; "near me" positions are rounded), start over. */
const MAX_KEPT_WITHIN = 5_000;

/**
 * `citiesWithin`, kept per list of cities (a reference snapshot's) and centre and radius: the busy
 * cities' radii are asked again and again, and a snapshot reload starts a new list. The result is
 * shared: never change it.
 */
export function keptCitiesWithin(
  cities: readonly ReferenceCity[],
  centre: Point,
  radiusKm: number,
): readonly CityDistance[] {
  let kept = keptWithin.get(cities);
  if (!kept) {
    kept = new Map();
    keptWithin.set(cities, kept);
  }
  const key = `${centre.lat},${centre.lng},${radiusKm}`;
  let found = kept.get(key);
  if (!found) {
    found = citiesWithin(cities, centre, radiusKm);
    if (kept.size >= MAX_KEPT_WITHIN) kept.clear();
    kept.set(key, found);
  }
  return found;
}

/**
 * A place name compared loosely: folded (no accents, lower case), hyphens, dots and apostrophes as
 * spaces, and "St"/"Ste" read as "Saint"/"Sainte" ("St-Jérôme", "Saint-Jérôme"; "St. John's").
 */
const placeKey = (folded: string) =>
  folded
    .replace(/[-‐‑–—.’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte');

type CitiesNamed = (reference: DirectoryReference, key: string) => ReferenceCity[];

/** An index of names by `placeKey`, built once per reference snapshot. */
function namesIndex(
  entries: (reference: DirectoryReference) => Iterable<{ folded: string; city: ReferenceCity }>,
): CitiesNamed {
  const byReference = new WeakMap<DirectoryReference, Map<string, ReferenceCity[]>>();
  return (reference, key) => {
    let index = byReference.get(reference);
    if (!index) {
      index = new Map();
      for (const { folded, city } of entries(reference)) {
        const nameKey = placeKey(folded);
        index.set(nameKey, [...(index.get(nameKey) ?? []), city]);
      }
      byReference.set(reference, index);
    }
    return index.get(key) ?? [];
  };
}

const aliases = (reference: DirectoryReference, former: boolean) =>
  reference.cityAliases.flatMap((a) =>
    a.former === former ? [{ folded: a.name_folded, city: a.city }] : [],
  );
/** The data set's names, and a city's French name where the data set's is English (« Québec »). */
const citiesNamed = namesIndex((reference) => [
  ...reference.cities.map((city) => ({ folded: city.name_folded, city })),
  ...aliases(reference, false),
]);
/** "North York" is Toronto: the city a former municipality is part of today. */
const formerlyNamed = namesIndex((reference) => aliases(reference, true));

const mostPopulous = (cities: ReferenceCity[]) =>
  [...cities].sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.id - b.id)[0];

interface PlaceNamed {
  reference: DirectoryReference;
  /** As typed: a province code is recognised in it ("QC"). */
  text: string;
  /** The text as `fold_text` folds it. */
  folded: string;
  /** A province code the city must be in. */
  province?: string | undefined;
}

/**
 * The reference city a visitor named: "Laval", "Laval, QC", "laval qc", "Trois-Rivières, Québec",
 * accents, case, hyphens and dots ignored, "St"/"Ste" read as "Saint"/"Sainte". Several cities of
 * one name: the province named, else the most populous. A name that is no city of the province
 * but a former municipality of it ("North York", "Nepean, ON", "Dartmouth") is the city it is
 * part of today; the data set's own cities are always tried first.
 */
export function findCityNamed(place: PlaceNamed): ReferenceCity | undefined {
  return findIn(citiesNamed, place) ?? findIn(formerlyNamed, place);
}

function findIn(
  named: CitiesNamed,
  { reference, text, folded, province }: PlaceNamed,
): ReferenceCity | undefined {
  const inProvince = (cities: ReferenceCity[], codes: string[]) =>
    mostPopulous(cities.filter((city) => codes.includes(city.province)));
  const key = placeKey(folded);
  const whole = named(reference, key);
  if (whole.length) return province ? inProvince(whole, [province]) : mostPopulous(whole);
  // "City, Province" or "City Province": the last words name the province.
  const comma = key.lastIndexOf(',');
  const splits: [string, string][] =
    comma === -1
      ? key
          .split(' ')
          .map((_, i, words): [string, string] => [
            words.slice(0, i).join(' '),
            words.slice(i).join(' '),
          ])
          .filter(([head]) => head !== '')
      : [[key.slice(0, comma).trim(), key.slice(comma + 1).trim()]];
  const rawWords = text.trim().split(/[\s,]+/);
  for (const [head, tail] of splits) {
    const cities = named(reference, head.replace(/,/g, '').trim());
    if (!cities.length) continue;
    const tailWords = tail.split(' ').length;
    const rawTail = rawWords.slice(-tailWords).join(' ');
    const codes = reference.provinceCodes(rawTail, tail);
    if (!codes.length || (province && !codes.includes(province))) continue;
    const city = inProvince(cities, codes);
    if (city) return city;
  }
  return undefined;
}

/**
 * Which nearby cities a landing page lists, nearest first: among those with lawyers, the closest
 * once their size counts (distance divided by log2(2 + lawyers)), so a big city a little further
 * (Montréal, 17 km from Laval, hundreds of lawyers) comes before a village next door with three.
 */
export function chooseNearbyCities<C extends { id: number; km: number }>(
  candidates: readonly C[],
  lawyersByCity: ReadonlyMap<number, number>,
  limit: number,
): C[] {
  const score = ({ id, km }: C) => km / Math.log2(2 + (lawyersByCity.get(id) ?? 0));
  return candidates
    .filter(({ id }) => (lawyersByCity.get(id) ?? 0) > 0)
    .sort((a, b) => score(a) - score(b))
    .slice(0, limit)
    .sort((a, b) => a.km - b.km);
}
