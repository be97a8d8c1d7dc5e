import { ACCEPTING_CLIENTS_VALID_DAYS } from '@cld/reference/practice-details';
import type { CityDistance } from './distance.ts';
import type { LawyerSort } from '@cld/reference/lawyer-search';
import type { PlaceFilter, SearchFilters } from './queries.ts';

/**
 * The visible directory's filter and sort columns, in memory (decision 046): what a page without
 * free text needs to choose its lawyers and count them, answered without a statement. It answers
 * exactly what `findLawyers` answers for the same filters and sort (directory-index.test.ts
 * compares the two on the demo directory); the rows themselves are still read by id.
 */
export interface IndexedLawyer {
  id: number;
  cityId: number;
  province: string;
  /** `practice_area_mask`, a bigint, as its low and high 32 bits. */
  areasLow: number;
  areasHigh: number;
  languages: readonly string[];
  experience: number;
  verified: boolean;
  feeOffers: readonly string[];
  funding: readonly string[];
  meetingModes: readonly string[];
  acceptingClients: boolean | null;
  /** `accepting_confirmed_at` in epoch milliseconds. */
  acceptingConfirmedAt: number | null;
  stepFreeAccess: boolean | null;
  ratingScore: number;
  reviewCount: number;
  replyMedianSeconds: number | null;
  replyWithinDayShare: number | null;
  nameFolded: string;
}

export interface IndexPageRequest {
  filters: SearchFilters;
  sort: LawyerSort;
  offset: number;
  limit: number;
  /** The cities of the radius with their distances: required by `sort=distance`. */
  distances?: readonly CityDistance[] | undefined;
  /** Count every match (else the walk stops once the page is full and `total` is undefined). */
  count: boolean;
  /** The time the accepting-clients window is measured from (tests pin it). */
  now?: number;
}

const DAY_MS = 86_400_000;

/** Low and high 32 bits of a bigint mask written in decimal. */
export function maskHalves(mask: string): [number, number] {
  const value = BigInt(mask);
  return [Number(value & 0xffffffffn), Number((value >> 32n) & 0xffffffffn)];
}

/** The bits set in a bigint mask written in decimal. */
export function maskBits(mask: string): number[] {
  const bits: number[] = [];
  let value = BigInt(mask);
  for (let bit = 0; value > 0n && bit < 64; bit++, value >>= 1n) if (value & 1n) bits.push(bit);
  return bits;
}

/** The practice-area bits of a lawyer. */
function bitsOf(lawyer: IndexedLawyer): number[] {
  const bits: number[] = [];
  for (let bit = 0; bit < 32; bit++) {
    if ((lawyer.areasLow >>> bit) & 1) bits.push(bit);
    if ((lawyer.areasHigh >>> bit) & 1) bits.push(bit + 32);
  }
  return bits;
}

/** Code units where UTF-16 order and code point order can differ (surrogates and above). */
const BEYOND_ORDER = /[\uD800-\uFFFF]/;

/** The order of `collate "C"`: by code point (UTF-16 order differs above U+FFFF). */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  // Below U+D800 the two orders agree: the usual folded name takes the fast comparison.
  if (!BEYOND_ORDER.test(a) && !BEYOND_ORDER.test(b)) return a < b ? -1 : 1;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

export const byRating = (a: IndexedLawyer, b: IndexedLawyer) =>
  b.ratingScore - a.ratingScore || b.reviewCount - a.reviewCount || a.id - b.id;

/** `asc` puts nulls last, `desc` first: PostgreSQL's defaults, which the SQL orderings use. */
const ascNullsLast = (x: number | null, y: number | null) =>
  x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y;
const descNullsFirst = (x: number | null, y: number | null) =>
  x === y ? 0 : x === null ? -1 : y === null ? 1 : y - x;

/** `orderingFor` of queries.ts, as comparators. */
export const COMPARATORS: Record<
  Exclude<LawyerSort, 'distance'>,
  (a: IndexedLawyer, b: IndexedLawyer) => number
> = {
  relevance: byRating,
  rating: byRating,
  experience: (a, b) => b.experience - a.experience || byRating(a, b),
  name: (a, b) => compareCodePoints(a.nameFolded, b.nameFolded) || a.id - b.id,
  responsiveness: (a, b) =>
    ascNullsLast(a.replyMedianSeconds, b.replyMedianSeconds) ||
    descNullsFirst(a.replyWithinDayShare, b.replyWithinDayShare) ||
    a.id - b.id,
};

/** Where in `list` (ordered by `compare`) `lawyer` belongs. */
function positionOf(
  list: IndexedLawyer[],
  lawyer: IndexedLawyer,
  compare: (a: IndexedLawyer, b: IndexedLawyer) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, lawyer) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insertSorted(
  list: IndexedLawyer[],
  lawyer: IndexedLawyer,
  compare: (a: IndexedLawyer, b: IndexedLawyer) => number = byRating,
): void {
  list.splice(positionOf(list, lawyer, compare), 0, lawyer);
}

function removeSorted(
  list: IndexedLawyer[] | undefined,
  lawyer: IndexedLawyer,
  compare: (a: IndexedLawyer, b: IndexedLawyer) => number = byRating,
): void {
  if (!list) return;
  const at = positionOf(list, lawyer, compare);
  if (list[at]?.id === lawyer.id) list.splice(at, 1);
}

/** The sorts other than rating that also keep everyone in their order. */
const OTHER_ORDERS = ['experience', 'name', 'responsiveness'] as const;
type OtherOrder = (typeof OTHER_ORDERS)[number];
const isOtherOrder = (sort: LawyerSort): sort is OtherOrder =>
  (OTHER_ORDERS as readonly string[]).includes(sort);

const containsAll = (have: readonly string[], wanted: readonly string[]) =>
  wanted.every((value) => have.includes(value));

/** `matchesFilters` of queries.ts, free text aside (text-search.ts answers it). */
export function predicateFor(
  filters: SearchFilters,
  now: number,
): (lawyer: IndexedLawyer) => boolean {
  const [areasLow, areasHigh] =
    filters.practiceAreaMask === undefined ? [0, 0] : maskHalves(filters.practiceAreaMask);
  const withAreas = filters.practiceAreaMask !== undefined;
  const places = filters.places.map((place) => ({
    cities: new Set(place.cityIds),
    provinces: new Set(place.provinces),
  }));
  const centre = filters.centreCityIds ? new Set(filters.centreCityIds) : undefined;
  const languages = filters.languages?.length ? filters.languages : undefined;
  const excluded = filters.excludeIds?.length ? new Set(filters.excludeIds) : undefined;
  const acceptingSince = now - ACCEPTING_CLIENTS_VALID_DAYS * DAY_MS;
  const { minExperience, verifiedOnly, feeOffers, funding, meetingModes } = filters;
  return (lawyer) =>
    (!withAreas || ((lawyer.areasLow & areasLow) | (lawyer.areasHigh & areasHigh)) !== 0) &&
    places.every(
      (place) => place.cities.has(lawyer.cityId) || place.provinces.has(lawyer.province),
    ) &&
    (!centre || centre.has(lawyer.cityId)) &&
    (!languages || languages.some((language) => lawyer.languages.includes(language))) &&
    (minExperience === undefined || lawyer.experience >= minExperience) &&
    (!verifiedOnly || lawyer.verified) &&
    (!feeOffers?.length || containsAll(lawyer.feeOffers, feeOffers)) &&
    (!funding?.length || containsAll(lawyer.funding, funding)) &&
    (!meetingModes?.length || containsAll(lawyer.meetingModes, meetingModes)) &&
    (!filters.acceptingClients ||
      (lawyer.acceptingClients === true &&
        lawyer.acceptingConfirmedAt !== null &&
        lawyer.acceptingConfirmedAt >= acceptingSince)) &&
    (!filters.stepFreeAccess || lawyer.stepFreeAccess === true) &&
    (!excluded || !excluded.has(lawyer.id));
}

/** Up to this many rows before the page's end, the best are kept in order as they are met. */
const KEPT_IN_ORDER = 100;

/** Keeps the `size` first of what it is offered, by `compare`. */
class FirstOnes {
  readonly items: IndexedLawyer[] = [];
  readonly size: number;
  readonly compare: (a: IndexedLawyer, b: IndexedLawyer) => number;
  constructor(size: number, compare: (a: IndexedLawyer, b: IndexedLawyer) => number) {
    this.size = size;
    this.compare = compare;
  }
  offer(lawyer: IndexedLawyer): void {
    if (this.size === 0) return;
    const { items } = this;
    if (items.length === this.size && this.compare(lawyer, items[items.length - 1]!) >= 0) return;
    items.splice(positionOf(items, lawyer, this.compare), 0, lawyer);
    if (items.length > this.size) items.pop();
  }
}

export function createDirectoryIndex() {
  const byId = new Map<number, IndexedLawyer>();
  /** Every lawyer, and each city's and province's, best rated first. */
  const all: IndexedLawyer[] = [];
  /**
   * Everyone by experience, by name and by responsiveness: a page of a broad filter set in one of
   * those orders walks its list and stops once the page is full, instead of ordering every match
   * (the first page by name of 100,000 lawyers took 12–15 ms, page 5,000 145 ms).
   */
  const allBy: Record<OtherOrder, IndexedLawyer[]> = {
    experience: [],
    name: [],
    responsiveness: [],
  };
  const byCity = new Map<number, IndexedLawyer[]>();
  const byProvince = new Map<string, IndexedLawyer[]>();
  /** Each practice area's lawyers, by the area's bit (0–63). */
  const byArea = new Map<number, IndexedLawyer[]>();

  function listOf<K>(lists: Map<K, IndexedLawyer[]>, key: K): IndexedLawyer[] {
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    return list;
  }

  function remove(id: number): void {
    const old = byId.get(id);
    if (!old) return;
    byId.delete(id);
    removeSorted(all, old);
    for (const order of OTHER_ORDERS) removeSorted(allBy[order], old, COMPARATORS[order]);
    removeSorted(byCity.get(old.cityId), old);
    removeSorted(byProvince.get(old.province), old);
    for (const bit of bitsOf(old)) removeSorted(byArea.get(bit), old);
  }

  /** Puts a visible lawyer in, or replaces what was known of them. */
  function put(lawyer: IndexedLawyer): void {
    remove(lawyer.id);
    byId.set(lawyer.id, lawyer);
    insertSorted(all, lawyer);
    for (const order of OTHER_ORDERS) insertSorted(allBy[order], lawyer, COMPARATORS[order]);
    insertSorted(listOf(byCity, lawyer.cityId), lawyer);
    insertSorted(listOf(byProvince, lawyer.province), lawyer);
    for (const bit of bitsOf(lawyer)) insertSorted(listOf(byArea, bit), lawyer);
  }

  /** Replaces everything at once (the first load, or a reload after a long cut). */
  function replaceAll(lawyers: IndexedLawyer[]): void {
    byId.clear();
    byCity.clear();
    byProvince.clear();
    byArea.clear();
    all.length = 0;
    const sorted = [...lawyers].sort(byRating);
    for (const lawyer of sorted) {
      byId.set(lawyer.id, lawyer);
      all.push(lawyer);
      listOf(byCity, lawyer.cityId).push(lawyer);
      listOf(byProvince, lawyer.province).push(lawyer);
      for (const bit of bitsOf(lawyer)) listOf(byArea, bit).push(lawyer);
    }
    for (const order of OTHER_ORDERS) allBy[order] = [...sorted].sort(COMPARATORS[order]);
  }

  /**
   * The lists holding every possible match, each ordered by rating, disjoint: the cities or
   * provinces of the narrowest place condition, or the one practice area asked for, else everyone.
   */
  function candidatesOf(filters: SearchFilters): IndexedLawyer[][] {
    const options: IndexedLawyer[][][] = filters.places.map(listsOfPlace);
    const areaBits =
      filters.practiceAreaMask === undefined ? [] : maskBits(filters.practiceAreaMask);
    // One area only: lawyers of several areas are in several lists, which would not be disjoint.
    if (areaBits.length === 1) options.push([byArea.get(areaBits[0]!) ?? []]);
    if (filters.centreCityIds) {
      options.push([...new Set(filters.centreCityIds)].map((id) => byCity.get(id) ?? []));
    }
    let best: IndexedLawyer[][] = [all];
    let bestSize = all.length;
    for (const lists of options) {
      const size = lists.reduce((sum, list) => sum + list.length, 0);
      if (size < bestSize) {
        best = lists;
        bestSize = size;
      }
    }
    return best;
  }

  /** A place's lawyers: its provinces', and its cities' outside those provinces. */
  function listsOfPlace({ cityIds, provinces }: PlaceFilter): IndexedLawyer[][] {
    const lists = [...new Set(provinces)].map((code) => byProvince.get(code) ?? []);
    const inProvinces = new Set(provinces);
    for (const id of new Set(cityIds)) {
      const list = byCity.get(id);
      if (list?.length && !inProvinces.has(list[0]!.province)) lists.push(list);
    }
    return lists;
  }

  /** The page's lawyers' ids in order, and how many match when asked or known on the way. */
  function page(request: IndexPageRequest): { ids: number[]; total: number | undefined } {
    const { filters, sort, offset, limit } = request;
    if (filters.search) throw new Error('The directory index does not answer free text');
    const matches = predicateFor(filters, request.now ?? Date.now());
    const wanted = offset + limit;
    if (sort === 'distance') return distancePage(request, matches);
    const lists = candidatesOf(filters);
    const compare = COMPARATORS[sort];
    // A list already in the page's order: walked, stopping once the page is full unless the total
    // is wanted.
    const walk = (list: readonly IndexedLawyer[]) => {
      const ids: number[] = [];
      let total = 0;
      for (const lawyer of list) {
        if (!matches(lawyer)) continue;
        if (total >= offset && total < wanted) ids.push(lawyer.id);
        total++;
        if (total >= wanted && !request.count) return { ids, total: undefined };
      }
      return { ids, total };
    };
    if (lists.length === 1 && compare === byRating) return walk(lists[0]!);
    // Another order everyone is kept in: that list, walked, when it should fill the page (or count
    // everyone, when the total is wanted) in fewer steps than ordering the candidates would take.
    if (isOtherOrder(sort)) {
      const within = lists.reduce((sum, list) => sum + list.length, 0);
      const steps = request.count
        ? all.length
        : Math.min(all.length, (wanted * all.length) / Math.max(1, within));
      if (steps <= within * 2) return walk(allBy[sort]);
    }
    // A first page keeps its few best as it goes; a deep one sorts the matches once (keeping
    // thousands in order one by one would cost a move of each for each: page 100,000 of 100,000
    // lawyers by name took seconds).
    if (wanted > KEPT_IN_ORDER) {
      const found: IndexedLawyer[] = [];
      for (const list of lists) for (const lawyer of list) if (matches(lawyer)) found.push(lawyer);
      if (offset >= found.length) return { ids: [], total: found.length };
      found.sort(compare);
      return {
        ids: found.slice(offset, wanted).map((lawyer) => lawyer.id),
        total: found.length,
      };
    }
    const first = new FirstOnes(wanted, compare);
    let total = 0;
    for (const list of lists) {
      for (const lawyer of list) {
        if (!matches(lawyer)) continue;
        total++;
        first.offer(lawyer);
      }
    }
    return { ids: first.items.slice(offset).map((lawyer) => lawyer.id), total };
  }

  /** Nearest city first, best rated within it: `orderingFor('distance')`. */
  function distancePage(
    { offset, limit, distances, count }: IndexPageRequest,
    matches: (lawyer: IndexedLawyer) => boolean,
  ): { ids: number[]; total: number | undefined } {
    if (!distances) throw new Error('A distance sort needs the distances');
    const wanted = offset + limit;
    const ids: number[] = [];
    let total = 0;
    let complete = true;
    const ordered = [...distances].sort((a, b) => a.km - b.km);
    for (let start = 0; start < ordered.length;) {
      // Cities at the same distance share one order by rating.
      let end = start + 1;
      while (end < ordered.length && ordered[end]!.km === ordered[start]!.km) end++;
      const group = ordered.slice(start, end);
      start = end;
      if (!count && total >= wanted) {
        complete = false;
        break;
      }
      const inGroup: IndexedLawyer[] = [];
      for (const city of group) {
        for (const lawyer of byCity.get(city.id) ?? []) if (matches(lawyer)) inGroup.push(lawyer);
      }
      if (group.length > 1) inGroup.sort(byRating);
      for (const lawyer of inGroup) {
        if (total >= offset && total < wanted) ids.push(lawyer.id);
        total++;
      }
    }
    return { ids, total: complete ? total : undefined };
  }

  return {
    put,
    remove,
    replaceAll,
    page,
    get: (id: number) => byId.get(id),
    /** The disjoint lists holding every lawyer the filters can match (see `candidatesOf`). */
    candidatesOf,
    get size() {
      return byId.size;
    },
  };
}

export type DirectoryIndex = ReturnType<typeof createDirectoryIndex>;
