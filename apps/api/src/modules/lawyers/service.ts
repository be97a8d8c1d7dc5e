import type { Kysely } from 'kysely';
import { canonicalLanguage } from '@cld/reference/languages';
import { DEFAULT_LAWYER_PAGE_SIZE } from '@cld/reference/lawyer-search';
import { DEFAULT_RADIUS_KM } from '@cld/reference/practice-details';
import { activeFilterValues, type SearchFilterValues } from '@cld/reference/search-filters';
import type {
  CompareLawyersQuery,
  CompareLawyersResult,
  Lawyer,
  LawyerSearchQuery,
  LawyerSearchResult,
  NearbyCitiesQuery,
  NearbyCity,
} from '@cld/contract/lawyers';
import { AppError } from '../../errors.ts';
import type { Database } from '@cld/db/schema';
import type { Viewer } from '../../http/viewer.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { createDirectoryReference } from './directory-reference.ts';
import type { DirectoryReference } from './directory-reference.ts';
import { createDirectoryCounts, directoryVersion } from '../../lib/directory-counts.ts';
import {
  chooseNearbyCities,
  citiesWithin,
  distanceKm,
  findCityNamed,
  keptCitiesWithin,
  roundKm,
} from './distance.ts';
import type { CityDistance } from './distance.ts';
import { SEARCH_MESSAGES, invalidParameter, unknownCity } from './search-errors.ts';
import {
  asNameSearch,
  createParserCache,
  understandQuery,
  understoodAny,
} from './interpretation.ts';
import {
  countByCity,
  countEach,
  countVisibleByCity,
  findLawyers,
  followsClockOrBookings,
  getLawyerById,
  isNameOrFirm,
  byRelevance,
  getLawyersByIds,
  rankedMatches,
} from './queries.ts';
import { nextSlotsOf } from '../bookings/next-slots.ts';
import { suggestSearches } from './suggestions.ts';
import type { LawyerPageRequest, LawyerRecord, PlaceFilter, SearchFilters } from './queries.ts';
import { toPublicLawyer } from './lawyer-mapper.ts';

const MAX_ID = 2_147_483_647;

/** Leftover words rank their matches first only while those are few enough to list by id. */
const MAX_RANKED_FIRST = 1000;

/** A landing page's nearby cities: how far they may be, and how many by default. */
const NEARBY_CITIES_KM = 150;
const DEFAULT_NEARBY_CITIES = 6;

/** Where a search measures distances from, and the reference cities within its radius. */
interface SearchCentre {
  centre: NonNullable<LawyerSearchResult['centre']>;
  /** The cities within the radius, nearest first. */
  within: readonly CityDistance[];
}

/**
 * The parameters of a distance search that only make sense together: `lat` with `lng`, a centre
 * given once, and `radius` or `sort=distance` only with a centre. Each mistake is a 400 naming the
 * parameter at fault.
 */
function checkCentreParameters(
  query: Pick<LawyerSearchQuery, 'lat' | 'lng' | 'near' | 'radius' | 'sort'>,
) {
  if (query.lat !== undefined && query.lng === undefined) {
    throw invalidParameter('lng', SEARCH_MESSAGES.needsLongitude);
  }
  if (query.lng !== undefined && query.lat === undefined) {
    throw invalidParameter('lat', SEARCH_MESSAGES.needsLatitude);
  }
  const position = query.lat !== undefined;
  if (query.near && position) throw invalidParameter('near', SEARCH_MESSAGES.oneCentre);
  if (!query.near && !position) {
    if (query.radius !== undefined) {
      throw invalidParameter('radius', SEARCH_MESSAGES.radiusNeedsCentre);
    }
    if (query.sort === 'distance') {
      throw invalidParameter('sort', SEARCH_MESSAGES.distanceNeedsCentre);
    }
  }
}

/**
 * The practice-detail filters a query sets, each list in the registry's order (so equal filter sets
 * share their cached totals), each flag only when `true` (`false` is the unticked box: no filter,
 * not "only those who said no").
 */
function detailValues(query: LawyerSearchQuery): SearchFilterValues {
  const values: Record<string, string[] | true> = {};
  for (const { filter, value } of activeFilterValues(query)) {
    if (value === true) values[filter.param] = true;
    else values[filter.param] = [...((values[filter.param] as string[] | undefined) ?? []), value];
  }
  return values as SearchFilterValues;
}

/** The row as the directory shows it: the city and practice-area names from the reference. */
function toLawyer(record: LawyerRecord, reference: DirectoryReference): Lawyer | undefined {
  const city = reference.cityName(record.city_id);
  if (city === undefined) return undefined;
  const names = record.practice_areas.flatMap((slug) => reference.practiceAreaName(slug) ?? []);
  return toPublicLawyer({ ...record, city, practice_area_names: names });
}

/** Ids come from URLs: anything but a positive 32-bit integer is simply not a lawyer. */
function parseLawyerId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/**
 * Filters as the visitor typed them, resolved to slugs, city ids and province codes; `undefined` when
 * one of them names nothing, so no lawyer can match.
 */
async function resolveFilters({
  query,
  reference,
  fold,
  centre,
}: {
  query: LawyerSearchQuery;
  reference: DirectoryReference;
  fold: (value: string) => Promise<string>;
  centre: SearchCentre | undefined;
}): Promise<SearchFilters | undefined> {
  const places: PlaceFilter[] = [];
  const city = async (value: string) => reference.cityIds(await fold(value));
  const provinces = async (value: string) => reference.provinceCodes(value, await fold(value));
  if (query.location) {
    const [place, region] = query.location.split(',').map((part) => part.trim());
    if (place && region) {
      places.push({ cityIds: await city(place), provinces: [] });
      places.push({ cityIds: [], provinces: await provinces(region) });
    } else {
      places.push({
        cityIds: await city(query.location),
        provinces: await provinces(query.location),
      });
    }
  }
  if (query.city) places.push({ cityIds: await city(query.city), provinces: [] });
  if (query.province) places.push({ cityIds: [], provinces: await provinces(query.province) });
  if (places.some((p) => p.cityIds.length === 0 && p.provinces.length === 0)) return undefined;
  // The radius as the cities it holds: `city_id = any(…)` on an index, every other place filter
  // still applying beside it. No city within it: nobody.
  const centreCityIds = centre?.within.map((city) => city.id);
  if (centreCityIds?.length === 0) return undefined;

  let practiceAreaMask: string | undefined;
  if (query.practiceAreas?.length) {
    const slugs = query.practiceAreas.flatMap((value) => reference.practiceAreaSlug(value) ?? []);
    if (slugs.length === 0) return undefined;
    practiceAreaMask = reference.practiceAreaMask(slugs);
  }
  return {
    practiceAreaMask,
    places,
    centreCityIds,
    languages: query.languages?.map(canonicalLanguage),
    minExperience: query.experience,
    verifiedOnly: query.verified === true ? true : undefined,
    details: detailValues(query),
    // Folded once here: the statement repeats it in every branch and rank, and folding each copy
    // while planning cost milliseconds on PGlite.
    search: query.search ? await fold(query.search) : undefined,
  };
}

/** The directory's version, read at the first count that needs it and shared by the rest. */
type VersionOnce = () => Promise<string>;
function versionOnce(db: Kysely<Database>): VersionOnce {
  let version: Promise<string> | undefined;
  return () => (version ??= directoryVersion(db));
}

/**
 * The directory's read side, per API instance: reference data in memory (directory-reference.ts)
 * and, for searches without free text, each filter set's total and language counts, kept until the
 * directory changes (decision 060: every figure is what a `count(*)` would say now). The page itself
 * is always read. PostgreSQL answers every search.
 */
export function createLawyerDirectory({ db }: { db: Kysely<Database> }) {
  const reference = createDirectoryReference({ db });
  const totals = createDirectoryCounts<number>({ db, maxEntries: 2000 });

  /**
   * Whether the filters' counts can be kept until the directory changes: not with free text (its
   * total comes with its matches at no extra cost), nor with a filter that follows the clock or the
   * bookings (they move without a change to the directory).
   */
  const keepable = (filters: SearchFilters) =>
    !filters.search && !followsClockOrBookings(filters.details);

  /** A row can name a city or area newer than the snapshot: reload once before giving up. */
  async function toLawyers(records: LawyerRecord[]): Promise<Lawyer[]> {
    const convert = (snapshot: DirectoryReference) =>
      records.map((record) => toLawyer(record, snapshot));
    let lawyers = convert(await reference.current());
    if (lawyers.some((l) => l === undefined)) lawyers = convert(await reference.reload());
    return lawyers.map((lawyer, i) => {
      if (!lawyer) throw new Error(`Lawyer ${records[i]?.id} names an unknown city`);
      return lawyer;
    });
  }

  async function show({ rawId, viewer }: { rawId: string; viewer: Viewer | null }) {
    const id = parseLawyerId(rawId);
    const record = id === undefined ? undefined : await getLawyerById({ db, id, viewer });
    if (!record) throw new AppError('not_found', 'Lawyer not found');
    const [lawyer] = await toLawyers([record]);
    // The next bookable time, as on the cards (issue 37): the slot picker's first.
    const nextSlots = await nextSlotsOf({ db, lawyers: [lawyer!] });
    return { ...lawyer!, nextSlot: nextSlots.get(record.id) ?? null };
  }

  /**
   * A page's lawyers as the directory shows them: each with its next open slot (for this page's
   * lawyers only: two queries, whatever the filters found) and, with a centre, its distance.
   */
  async function pageLawyers(
    records: LawyerRecord[],
    centre: SearchCentre | undefined,
  ): Promise<Lawyer[]> {
    const kmByCity = new Map(centre?.within.map((city) => [city.id, city.km]));
    const lawyers = await toLawyers(records);
    const nextSlots = await nextSlotsOf({ db, lawyers });
    return lawyers.map((lawyer, i) => {
      const record = records[i]!;
      const km = kmByCity.get(record.city_id);
      const nextSlot = nextSlots.get(record.id) ?? null;
      return km === undefined
        ? { ...lawyer, nextSlot }
        : { ...lawyer, nextSlot, distanceKm: roundKm(km) };
    });
  }

  /**
   * The compare view's lawyers (issue 37), in the order asked, hidden and unknown ones left out,
   * each with its next slot and, from `near` or `lat`/`lng`, its distance however far (a lawyer
   * the visitor chose is compared outside any radius).
   */
  async function compare({
    query,
    viewer,
  }: {
    query: CompareLawyersQuery;
    viewer: Viewer | null;
  }): Promise<CompareLawyersResult> {
    checkCentreParameters(query);
    const ids = [...new Set(query.ids.map(parseLawyerId))].filter((id) => id !== undefined);
    const snapshot = await reference.current();
    const place = await centreOf(query, snapshot);
    const records = await getLawyersByIds({ db, ids, viewer });
    const lawyers = await pageLawyers(records, undefined);
    if (!place) return { lawyers, centre: null };
    return {
      lawyers: lawyers.map((lawyer, i) => {
        const city = snapshot.cityById(records[i]!.city_id);
        return city ? { ...lawyer, distanceKm: roundKm(distanceKm(place.centre, city)) } : lawyer;
      }),
      centre: place.centre,
    };
  }

  const parserFor = createParserCache();
  const facetCounts = createDirectoryCounts<{ name: string; count: number }[]>({
    db,
    maxEntries: 1000,
  });

  /**
   * The search's centre: the city `near` names, or the visitor's rounded `lat`/`lng` (used here
   * and answered back, never stored or logged: the request log keeps the path only, app.ts).
   */
  async function centreOf(
    query: Pick<LawyerSearchQuery, 'near' | 'lat' | 'lng' | 'radius'>,
    snapshot: DirectoryReference,
  ): Promise<SearchCentre | undefined> {
    const radiusKm = query.radius ?? DEFAULT_RADIUS_KM;
    let centre: SearchCentre['centre'];
    if (query.near) {
      const city = findCityNamed({
        reference: snapshot,
        text: query.near,
        folded: await reference.fold(query.near),
      });
      if (!city) throw invalidParameter('near', SEARCH_MESSAGES.unknownCity);
      centre = {
        name: city.name,
        province: city.province as ProvinceCode,
        lat: city.lat,
        lng: city.lng,
        radiusKm,
      };
    } else if (query.lat !== undefined && query.lng !== undefined) {
      centre = { name: null, province: null, lat: query.lat, lng: query.lng, radiusKm };
    } else return undefined;
    return { centre, within: keptCitiesWithin(snapshot.cities, centre, radiusKm) };
  }

  async function filtersOf(query: LawyerSearchQuery, snapshot: DirectoryReference) {
    const centre = await centreOf(query, snapshot);
    return resolveFilters({ query, reference: snapshot, fold: reference.fold, centre });
  }

  /** A search's total, from the cache when it has no free text (as for the page itself). */
  async function countOf(
    query: LawyerSearchQuery,
    snapshot: DirectoryReference,
    version: VersionOnce,
  ) {
    const filters = await filtersOf(query, snapshot);
    return filters ? totalOf(filters, version) : 0;
  }

  /**
   * A browse checkbox list's counts under every other filter of the search: the languages spoken,
   * or the practice areas practised (by name, as the search takes them); values nobody matching
   * holds are left out.
   */
  async function facetOf(
    facet: 'languages' | 'practiceAreas',
    query: LawyerSearchQuery,
    snapshot: DirectoryReference,
    version: VersionOnce,
  ) {
    const filters = await filtersOf({ ...query, [facet]: undefined }, snapshot);
    if (!filters) return [];
    const list = facet === 'languages' ? 'languages' : 'practice_areas';
    const count = () => countEach({ db, filters, list });
    const counts = keepable(filters)
      ? await facetCounts.get(`${list} ${JSON.stringify(filters)}`, count, await version())
      : await count();
    if (facet === 'languages') return counts;
    return counts.flatMap(({ name: slug, count: n }) => {
      const name = snapshot.practiceAreaName(slug);
      return name ? [{ name, count: n }] : [];
    });
  }

  /**
   * One page of records; without free text its total is kept until the directory changes (free-text
   * totals come with their matches at no extra cost). The page itself is always read.
   */
  async function page_(request: LawyerPageRequest, version: VersionOnce) {
    const { filters } = request;
    if (!keepable(filters)) return findLawyers({ ...request, db });
    const key = JSON.stringify(filters);
    const at = await version();
    const known = await totals.known(key, at);
    const found = await findLawyers({ ...request, db, knownTotal: known });
    if (known === undefined) totals.keep(key, at, found.total);
    return found;
  }

  /** How many lawyers the filters find; without free text, kept until the directory changes. */
  async function totalOf(filters: SearchFilters, version: VersionOnce) {
    const count = async () =>
      (await findLawyers({ db, filters, sort: 'rating', page: 1, pageSize: 1, viewer: null }))
        .total;
    return keepable(filters)
      ? totals.get(JSON.stringify(filters), count, await version())
      : count();
  }

  /** The text as `name_folded` and `firm_folded` hold names: folded, single spaces. */
  async function nameKey(text: string) {
    return (await reference.fold(text)).trim().replace(/\s+/g, ' ');
  }

  async function search({
    query: request,
    viewer,
  }: {
    query: LawyerSearchQuery;
    viewer: Viewer | null;
  }): Promise<LawyerSearchResult> {
    checkCentreParameters(request);
    // The directory's version, read once for all the counts of this search (decision 060).
    const version = versionOnce(db);
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? DEFAULT_LAWYER_PAGE_SIZE;
    const snapshot = await reference.current();
    let { query, interpretation } = understandQuery(request, parserFor(snapshot));
    let understood = understoodAny(interpretation);
    // A lawyer's or firm's exact name is a name, whatever its words would otherwise mean.
    if (understood && (await isNameOrFirm({ db, folded: await nameKey(request.search!) }))) {
      ({ query, interpretation } = asNameSearch(request));
      understood = false;
    }
    const centre = await centreOf(query, snapshot);
    const filters = await resolveFilters({
      query,
      reference: snapshot,
      fold: reference.fold,
      centre,
    });
    const sort = query.sort ?? 'relevance';
    const distances = sort === 'distance' ? centre?.within : undefined;
    let result: { lawyers: LawyerRecord[]; total: number } = { lawyers: [], total: 0 };
    /** The free text only ranks: lawyers matching it first, then the rest of the filters. */
    let textRanksOnly = false;
    if (filters) {
      const withoutText = { ...filters, search: undefined };
      const offset = (page - 1) * pageSize;
      // Words left over beside an understood area, place or language ("separation agreement",
      // "laid off without notice") rank the lawyers who mention them first; they do not empty the
      // page (issue 16: what is understood decides who matches). Their matches are found once, by
      // id, while they are few enough to list.
      const first =
        understood && filters.search
          ? await rankedMatches({
              db,
              filters: { ...filters, search: filters.search },
              limit: MAX_RANKED_FIRST + 1,
            })
          : undefined;
      if (first && first.length <= MAX_RANKED_FIRST) {
        textRanksOnly = true;
        if (first.length === 0 || sort !== 'relevance') {
          result = await page_(
            { filters: withoutText, sort, page, pageSize, viewer, distances },
            version,
          );
        } else {
          // The matches are all at hand with their rank: the page is a slice of them, read by id.
          const firstIds = first.sort(byRelevance).map((match) => match.id);
          const ranked = await getLawyersByIds({
            db,
            ids: firstIds.slice(offset, offset + pageSize),
            viewer,
          });
          // The rest's rows only: their count is the filters' own (cached) total less the matches,
          // which are all among them.
          const restRequest = {
            filters: { ...withoutText, excludeIds: firstIds },
            sort,
            page,
            pageSize,
            viewer,
            knownTotal: 0,
            window: {
              offset: Math.max(0, offset - firstIds.length),
              limit: pageSize - ranked.length,
            },
          };
          const rest =
            ranked.length < pageSize ? await findLawyers({ ...restRequest, db }) : undefined;
          const total = Math.max(0, (await totalOf(withoutText, version)) - firstIds.length);
          result = {
            lawyers: [...ranked, ...(rest?.lawyers ?? [])],
            total: firstIds.length + total,
          };
        }
      } else {
        result = await page_({ filters, sort, page, pageSize, viewer, distances }, version);
      }
    }
    // A kept total was counted a moment before the page was read: never fewer than it shows.
    const shown = (page - 1) * pageSize + result.lawyers.length;
    if (result.lawyers.length && result.total < shown) result = { ...result, total: shown };
    const lawyers = await pageLawyers(result.lawyers, centre);
    const suggestions =
      result.total === 0
        ? await suggestSearches({
            query,
            reference: snapshot,
            centre: centre?.centre,
            practiceAreaNames: (query.practiceAreas ?? []).flatMap((value) => {
              const slug = snapshot.practiceAreaSlug(value);
              return (slug && snapshot.practiceAreaName(slug)) || [];
            }),
            count: (candidate) => countOf(candidate, snapshot, version),
            countCities: async (candidate) => {
              const candidateFilters = await filtersOf(candidate, snapshot);
              return candidateFilters ? countByCity({ db, filters: candidateFilters }) : [];
            },
          })
        : [];
    const facetQuery = textRanksOnly ? { ...query, search: undefined } : query;
    return {
      lawyers,
      total: result.total,
      page,
      pageSize,
      interpretation,
      suggestions,
      ...(centre ? { centre: centre.centre } : {}),
      ...(request.facets?.length
        ? {
            facets: {
              ...(request.facets.includes('languages')
                ? { languages: await facetOf('languages', facetQuery, snapshot, version) }
                : {}),
              ...(request.facets.includes('practiceAreas')
                ? {
                    practiceAreas: await facetOf('practiceAreas', facetQuery, snapshot, version),
                  }
                : {}),
            },
          }
        : {}),
    };
  }

  const cityTotals = createDirectoryCounts<Map<number, number>>({ db, maxEntries: 1 });

  /**
   * Other reference cities that have visible lawyers within NEARBY_CITIES_KM (a landing page's
   * "nearby cities"), listed nearest first. Which ones: the closest once their size counts, so a
   * big city a little further (Montréal, 17 km from Laval, hundreds of lawyers) comes before a
   * village next door with three — distance divided by log2(2 + lawyers). The counts are kept
   * until the directory changes, as the other reference counts are (modules/reference).
   */
  async function nearbyCities(query: NearbyCitiesQuery): Promise<NearbyCity[]> {
    const snapshot = await reference.current();
    const city = findCityNamed({
      reference: snapshot,
      text: query.city,
      folded: await reference.fold(query.city),
      province: query.province,
    });
    if (!city) throw unknownCity('city');
    const totals = await cityTotals.get(
      'all',
      async () => new Map((await countVisibleByCity({ db })).map((c) => [c.cityId, c.total])),
    );
    return chooseNearbyCities(
      citiesWithin(snapshot.cities, city, NEARBY_CITIES_KM).filter((other) => other.id !== city.id),
      totals,
      query.limit ?? DEFAULT_NEARBY_CITIES,
    ).map(({ id, km }) => {
      const other = snapshot.cityById(id)!;
      return {
        name: other.name,
        province: other.province as ProvinceCode,
        distanceKm: roundKm(km),
        lawyerCount: totals.get(id)!,
      };
    });
  }

  return { show, search, compare, nearbyCities };
}
