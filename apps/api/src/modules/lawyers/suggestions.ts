import { PROVINCES } from '@cld/content/provinces';
import type {
  LawyerSearchQuery,
  LawyerSearchResult,
  SearchSuggestion,
} from '@cld/contract/lawyers';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '@cld/reference/practice-details';
import { SEARCH_FILTERS } from '@cld/reference/search-filters';
import type { DirectoryReference, ReferenceCity } from './directory-reference.ts';
import { distanceKm } from './distance.ts';

/** Nearby cities offered when a city has nothing, nearest first. */
const NEARBY_CITIES = 3;
/** Farther than this is no longer "nearby". */
const NEARBY_KM = 400;

/** A search as the query parameters of `GET /api/lawyers` and the browse page (no paging). */
export function searchParams(query: LawyerSearchQuery): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (query.search) params.search = query.search;
  if (query.practiceAreas?.length) params.practiceAreas = query.practiceAreas;
  if (query.location) params.location = query.location;
  if (query.city) params.city = query.city;
  if (query.province) params.province = query.province;
  if (query.languages?.length) params.languages = query.languages;
  if (query.experience !== undefined) params.experience = String(query.experience);
  if (query.verified !== undefined) params.verified = String(query.verified);
  if (query.near) params.near = query.near;
  if (query.lat !== undefined) params.lat = String(query.lat);
  if (query.lng !== undefined) params.lng = String(query.lng);
  if (query.radius !== undefined) params.radius = String(query.radius);
  for (const { param } of SEARCH_FILTERS) {
    const value = query[param];
    if (Array.isArray(value) ? value.length : value !== undefined) {
      params[param] = Array.isArray(value) ? value : String(value);
    }
  }
  if (query.sort) params.sort = query.sort;
  return params;
}

/** Whether a search has a centre (`near`, or `lat` and `lng`). */
const hasCentre = (query: LawyerSearchQuery) => Boolean(query.near) || query.lat !== undefined;

/** A search without its centre: no radius, and no distance sort, which would need one. */
const withoutCentre = (query: LawyerSearchQuery): LawyerSearchQuery => ({
  ...query,
  near: undefined,
  lat: undefined,
  lng: undefined,
  radius: undefined,
  sort: query.sort === 'distance' ? undefined : query.sort,
});

/** Whether a search has any practice-detail filter (`@cld/reference/search-filters`). */
const hasDetails = (query: LawyerSearchQuery) =>
  SEARCH_FILTERS.some(({ param }) => {
    const value = query[param];
    return Array.isArray(value) ? value.length > 0 : value === true;
  });

/** A search without its practice-detail filters. */
const withoutDetails = (query: LawyerSearchQuery): LawyerSearchQuery => ({
  ...query,
  ...Object.fromEntries(SEARCH_FILTERS.map(({ param }) => [param, undefined])),
});

const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? code;

/**
 * Searches near one that found nothing, each with its count, so a search is never a dead end
 * (issue 16): the same search without its free text, in the whole province, in the nearest cities
 * (by distance between the reference coordinates), within twice the radius of a distance search,
 * without the details (fees, funding, meeting, accepting, step-free), without the language,
 * without the place, without the practice area. Only those that find someone are offered.
 */
export async function suggestSearches({
  query,
  reference,
  centre,
  practiceAreaNames,
  count,
  countCities,
}: {
  /** The search as filters (its text already understood). */
  query: LawyerSearchQuery;
  reference: DirectoryReference;
  /** The distance search's centre, when it has one. */
  centre?: LawyerSearchResult['centre'] | undefined;
  practiceAreaNames: string[];
  count: (query: LawyerSearchQuery) => Promise<number>;
  countCities: (query: LawyerSearchQuery) => Promise<{ cityId: number; total: number }[]>;
}): Promise<SearchSuggestion[]> {
  const candidates: Omit<SearchSuggestion, 'total'>[] = [];
  const { page: _page, pageSize: _pageSize, facets: _facets, ...base } = query;
  const practiceArea = practiceAreaNames.join(', ') || undefined;
  const suggest = (
    kind: SearchSuggestion['kind'],
    label: SearchSuggestion['label'],
    changed: LawyerSearchQuery,
  ) => candidates.push({ kind, label, params: searchParams(changed) });

  // Without its text, a search with no other filter is the whole directory: not a suggestion.
  const withoutText = { ...base, search: undefined, sort: undefined };
  if (base.search && Object.keys(searchParams(withoutText)).length > 0) {
    suggest('without-text', { text: base.search }, { ...base, search: undefined });
  }

  const city = base.city ? findCity(reference, base.city, base.province) : undefined;
  if (city) {
    suggest(
      'province',
      { city: city.name, province: provinceName(city.province), practiceArea },
      { ...base, city: undefined, location: undefined, province: city.province as never },
    );
  }
  if (centre && hasCentre(base)) {
    const radius = base.radius ?? DEFAULT_RADIUS_KM;
    const wider = Math.min(MAX_RADIUS_KM, radius * 2);
    if (wider > radius) {
      suggest(
        'wider-radius',
        {
          city: centre.name ?? undefined,
          province: centre.province ? provinceName(centre.province) : undefined,
          radiusKm: wider,
          practiceArea,
        },
        { ...base, radius: wider },
      );
    }
  }
  if (hasDetails(base)) {
    suggest('without-details', { practiceArea }, withoutDetails(base));
  }
  if (base.languages?.length) {
    suggest(
      'without-language',
      { language: base.languages.join(', ') },
      { ...base, languages: undefined },
    );
  }
  if (base.city || base.province || base.location || hasCentre(base)) {
    suggest(
      'without-place',
      {
        city: base.city ?? centre?.name ?? undefined,
        province: base.province && provinceName(base.province),
        practiceArea,
      },
      { ...withoutCentre(base), city: undefined, province: undefined, location: undefined },
    );
  }
  if (base.practiceAreas?.length) {
    suggest('without-practice-area', { practiceArea }, { ...base, practiceAreas: undefined });
  }

  const counted = await Promise.all(
    candidates.map(async (candidate) => ({
      ...candidate,
      total: await count(queryOf(base, candidate.params)),
    })),
  );
  const suggestions = counted.filter((s) => s.total > 0);

  // A distance search widens its radius instead: a city beside it is already inside or near it.
  if (city && !hasCentre(base)) {
    const totals = await countCities({
      ...base,
      city: undefined,
      location: undefined,
      province: undefined,
    });
    const nearby = totals
      .filter((t) => t.cityId !== city.id)
      .flatMap(({ cityId, total }) => {
        const other = reference.cityById(cityId);
        return other ? [{ other, total, km: distanceKm(city, other) }] : [];
      })
      .filter((n) => n.km <= NEARBY_KM)
      .sort((a, b) => a.km - b.km || b.total - a.total)
      .slice(0, NEARBY_CITIES);
    const at = suggestions.findIndex((s) => s.kind !== 'without-text' && s.kind !== 'province');
    suggestions.splice(
      at === -1 ? suggestions.length : at,
      0,
      ...nearby.map(({ other, total, km }) => ({
        kind: 'nearby-city' as const,
        label: {
          city: other.name,
          province: provinceName(other.province),
          distanceKm: Math.round(km),
          practiceArea,
        },
        params: searchParams({
          ...base,
          location: undefined,
          city: other.name,
          province: other.province as never,
        }),
        total,
      })),
    );
  }
  return suggestions;
}

function findCity(
  reference: DirectoryReference,
  name: string,
  province: string | undefined,
): ReferenceCity | undefined {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const matches = reference.cities.filter(
    (c) => c.name_folded === folded && (!province || c.province === province),
  );
  return matches.sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
}

/** The query a suggestion's parameters describe (`searchParams` read back). */
function queryOf(
  base: LawyerSearchQuery,
  params: Record<string, string | string[]>,
): LawyerSearchQuery {
  const list = (value: string | string[] | undefined) =>
    value === undefined ? undefined : Array.isArray(value) ? value : [value];
  const text = (value: string | string[] | undefined) =>
    typeof value === 'string' ? value : undefined;
  const number = (value: string | string[] | undefined) =>
    typeof value === 'string' ? Number(value) : undefined;
  const flag = (value: string | string[] | undefined) =>
    typeof value === 'string' ? value === 'true' : undefined;
  const details = Object.fromEntries(
    SEARCH_FILTERS.map(({ kind, param }) => [
      param,
      kind === 'list' ? list(params[param]) : flag(params[param]),
    ]),
  ) as Partial<LawyerSearchQuery>;
  return {
    search: text(params.search),
    practiceAreas: list(params.practiceAreas),
    location: text(params.location),
    city: text(params.city),
    province: text(params.province) as LawyerSearchQuery['province'],
    languages: list(params.languages),
    experience: base.experience,
    verified: base.verified,
    near: text(params.near),
    lat: number(params.lat),
    lng: number(params.lng),
    radius: number(params.radius),
    ...details,
  };
}
