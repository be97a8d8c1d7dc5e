import { findPracticeArea } from '@cld/content/practice-areas';
import { findProvince } from '@cld/content/provinces';
import type { LawyerSearchQuery } from '@cld/contract/lawyers';
import {
  BROWSE_VIEWS,
  DEFAULT_LAWYER_SORT,
  LAWYER_SORTS,
  MAX_FILTER_LENGTH,
  MAX_LANGUAGE_FILTERS,
  MAX_LANGUAGE_LENGTH,
  MAX_PRACTICE_AREA_FILTERS,
  MAX_SEARCH_LENGTH,
  type BrowseView,
} from '@cld/reference/lawyer-search';
import { MAX_PAGE } from '@cld/reference/paging';
import { DISTANCE_RADII_KM, NEAR_ME_DECIMALS } from '@cld/reference/practice-details';
import {
  SEARCH_FILTERS,
  activeFilterValues,
  type FlagFilterParam,
  type ListFilterParam,
  type ListFilterValues,
} from '@cld/reference/search-filters';
import type { SearchParts } from '../lawyers/index.ts';

/** The experience slider's top: "30+ years" (the API accepts up to 80). */
export const EXPERIENCE_MAX = 30;

/**
 * The practice-detail filters of `@cld/reference/search-filters` (issue 35), each named as the API's
 * parameter: a list its ticked values, a yes/no filter a boolean.
 */
export type DetailParts = { [P in ListFilterParam]: ListFilterValues[P][] } & {
  [P in FlagFilterParam]: boolean;
};

const EMPTY_DETAILS = Object.fromEntries(
  SEARCH_FILTERS.map((filter) => [filter.param, filter.kind === 'list' ? [] : false]),
) as unknown as DetailParts;

/**
 * What a lawyer states that browse filters on (issue 20), each named as the API's parameter:
 * distance from a centre, and the practice details (cost, funding, how and when they meet).
 */
export interface MatchingParts extends DetailParts {
  /** A city as the centre of a distance search ("Laval, QC"), from a landing page's link. */
  near: string;
  /** A "near me" position, rounded to `NEAR_ME_DECIMALS`; both null or both set. */
  lat: number | null;
  lng: number | null;
  /** Kilometres from the centre, one of `DISTANCE_RADII_KM`; 0: not chosen. */
  radius: number;
}

/**
 * Everything the browse page shows, as read from (and written to) its URL: the search's filters
 * (the contract's `LawyerSearchQuery`, each present), its sort and page, and how results are shown.
 */
export type BrowseState = SearchParts &
  MatchingParts &
  Required<Pick<LawyerSearchQuery, 'sort' | 'page'>> & {
    /** UI only: grid or list. */
    view: BrowseView;
  };

export const EMPTY_BROWSE_STATE: BrowseState = {
  location: '',
  province: '',
  city: '',
  practiceAreas: [],
  languages: [],
  experience: 0,
  verified: false,
  search: '',
  near: '',
  lat: null,
  lng: null,
  radius: 0,
  ...EMPTY_DETAILS,
  sort: DEFAULT_LAWYER_SORT,
  view: 'grid',
  page: 1,
};

// The API's limits: longer values or unknown codes would only earn a 400.
function text(params: URLSearchParams, name: string, max: number = MAX_FILTER_LENGTH): string {
  return (params.get(name)?.trim() ?? '').slice(0, max);
}

function provinceFrom(params: URLSearchParams): BrowseState['province'] {
  return findProvince(text(params, 'province'))?.code ?? '';
}

/** A whole number, or the fallback when the value is missing or not one (spec §5). */
function integer(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** Practice areas arrive comma-separated, repeated, as names or as slugs; the page uses names. */
function practiceAreasFrom(params: URLSearchParams): string[] {
  const names = params
    .getAll('practiceAreas')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => findPracticeArea(value)?.name ?? value);
  return [...new Set(names)].slice(0, MAX_PRACTICE_AREA_FILTERS);
}

/** Languages arrive comma-separated or repeated, in any case; the page keeps "Punjabi". */
function languagesFrom(params: URLSearchParams): string[] {
  const names = params
    .getAll('languages')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, MAX_LANGUAGE_LENGTH))
    .filter(Boolean)
    .map((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase());
  return [...new Set(names)].slice(0, MAX_LANGUAGE_FILTERS);
}

/** A list of a fixed vocabulary, comma-separated or repeated; unknown values are dropped. */
function vocabularyFrom<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T[] {
  const given = new Set(params.getAll(name).flatMap((value) => value.split(',')));
  // In the vocabulary's order, so a URL and its request do not depend on the order of the clicks.
  return values.filter((value) => given.has(value));
}

/** The practice-detail filters of a URL, each as its registry entry reads it. */
function detailsFrom(params: URLSearchParams): DetailParts {
  return Object.fromEntries(
    SEARCH_FILTERS.map((filter) => [
      filter.param,
      filter.kind === 'flag'
        ? params.get(filter.param) === 'true'
        : vocabularyFrom(
            params,
            filter.param,
            filter.options.map((o) => o.value),
          ),
    ]),
  ) as unknown as DetailParts;
}

/** The practice-detail filters a state sets, as the URL and the API carry them. */
export function detailParamsOf(state: DetailParts): [string, string][] {
  const values = new Map<string, string[]>();
  for (const { filter, value } of activeFilterValues(state)) {
    values.set(filter.param, [...(values.get(filter.param) ?? []), String(value)]);
  }
  return [...values].map(([param, list]) => [param, list.join(',')]);
}

/** A coordinate rounded as "near me" sends it: two decimals, about a kilometre. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** NEAR_ME_DECIMALS;
  return Math.round(value * factor) / factor;
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/** A "near me" position from the URL: both coordinates valid, or neither. */
function positionFrom(params: URLSearchParams): Pick<MatchingParts, 'lat' | 'lng'> {
  const lat = params.get('lat')?.trim() ?? '';
  const lng = params.get('lng')?.trim() ?? '';
  if (!DECIMAL.test(lat) || !DECIMAL.test(lng)) return { lat: null, lng: null };
  const [latitude, longitude] = [Number(lat), Number(lng)];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { lat: null, lng: null };
  return { lat: roundCoordinate(latitude), lng: roundCoordinate(longitude) };
}

function radiusFrom(params: URLSearchParams): number {
  const radius = integer(params.get('radius'), 0);
  return DISTANCE_RADII_KM.some((offered) => offered === radius) ? radius : 0;
}

export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const province = provinceFrom(params);
  const position = positionFrom(params);
  return {
    location: text(params, 'location'),
    province,
    // A city filters only within its province (spec §2: shown once a province is chosen).
    city: province ? text(params, 'city') : '',
    practiceAreas: practiceAreasFrom(params),
    languages: languagesFrom(params),
    experience: Math.min(Math.max(integer(params.get('experience'), 0), 0), EXPERIENCE_MAX),
    verified: params.get('verified') === 'true',
    search: text(params, 'search', MAX_SEARCH_LENGTH) || text(params, 'query', MAX_SEARCH_LENGTH),
    // One centre at a time: a position wins over a city's name.
    near: position.lat === null ? text(params, 'near') : '',
    ...position,
    radius: radiusFrom(params),
    ...detailsFrom(params),
    sort: oneOf(LAWYER_SORTS, params.get('sort'), EMPTY_BROWSE_STATE.sort),
    view: oneOf(BROWSE_VIEWS, params.get('view'), EMPTY_BROWSE_STATE.view),
    page: Math.min(Math.max(integer(params.get('page'), 1), 1), MAX_PAGE),
  };
}

/** The URL of a state: only what differs from the defaults, so shared links stay short. */
export function toBrowseSearchParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.location) params.set('location', state.location);
  if (state.province) params.set('province', state.province);
  if (state.province && state.city) params.set('city', state.city);
  if (state.practiceAreas.length > 0) params.set('practiceAreas', state.practiceAreas.join(','));
  if (state.languages.length > 0) params.set('languages', state.languages.join(','));
  if (state.experience > 0) params.set('experience', String(state.experience));
  if (state.verified) params.set('verified', 'true');
  if (state.near) params.set('near', state.near);
  if (state.lat !== null && state.lng !== null) {
    params.set('lat', String(state.lat));
    params.set('lng', String(state.lng));
  }
  if (state.radius > 0) params.set('radius', String(state.radius));
  for (const [param, value] of detailParamsOf(state)) params.set(param, value);
  if (state.sort !== EMPTY_BROWSE_STATE.sort) params.set('sort', state.sort);
  if (state.view !== EMPTY_BROWSE_STATE.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

type FilterChange = Partial<Omit<BrowseState, 'sort' | 'view' | 'page'>>;

/**
 * Changing any filter starts again from page 1; choosing another province forgets the city. The
 * place is one thing at a time: a province or city forgets a named centre and a position, a
 * position forgets the place. A sort by distance without a centre goes back to the default.
 */
export function changeFilters(state: BrowseState, change: FilterChange): BrowseState {
  const provinceChanged = change.province !== undefined && change.province !== state.province;
  const placeChosen =
    provinceChanged ||
    (change.city !== undefined && change.city !== '' && change.city !== state.city);
  const positionChosen = change.lat !== undefined && change.lat !== null;
  let next: BrowseState = {
    ...state,
    ...change,
    city: provinceChanged ? (change.city ?? '') : (change.city ?? state.city),
    page: 1,
  };
  if (placeChosen && change.near === undefined) next = { ...next, near: '', lat: null, lng: null };
  if (positionChosen) next = { ...next, near: '', province: '', city: '' };
  return withSortItCanKeep(next);
}

/** Nearest first needs a centre: without one, the default order. */
export function withSortItCanKeep(state: BrowseState): BrowseState {
  return state.sort === 'distance' && !hasCentre(state)
    ? { ...state, sort: DEFAULT_LAWYER_SORT }
    : state;
}

/** Clear All: every filter and the page; sort and view are preferences and stay. */
export function clearFilters(state: BrowseState): BrowseState {
  // Nearest first needs a centre, which Clear All removes.
  const sort = state.sort === 'distance' ? DEFAULT_LAWYER_SORT : state.sort;
  return { ...EMPTY_BROWSE_STATE, sort, view: state.view };
}

export function countActiveFilters(state: BrowseState): number {
  return (
    state.practiceAreas.length +
    state.languages.length +
    [state.location, state.province, state.city, state.search].filter(Boolean).length +
    // A distance is one filter, whether from a named centre, a position or the chosen city.
    (state.near || state.lat !== null || state.radius > 0 ? 1 : 0) +
    activeFilterValues(state).length +
    (state.experience > 0 ? 1 : 0) +
    (state.verified ? 1 : 0)
  );
}

/** Where distances are measured from: a position, a named city, or the chosen city with a radius. */
export type Centre =
  | { kind: 'position'; lat: number; lng: number }
  | { kind: 'near'; near: string }
  | { kind: 'city'; city: string; province: string };

export function centreOf(state: BrowseState): Centre | null {
  if (state.lat !== null && state.lng !== null) {
    return { kind: 'position', lat: state.lat, lng: state.lng };
  }
  if (state.near) return { kind: 'near', near: state.near };
  // A chosen city is the centre once a radius is chosen; without one it filters to the city only.
  if (state.province && state.city && state.radius > 0) {
    return { kind: 'city', city: state.city, province: state.province };
  }
  return null;
}

export function hasCentre(state: BrowseState): boolean {
  return centreOf(state) !== null;
}

/**
 * The API request of a state; the same object is the query key, so it stays minimal. The page size
 * is the API's default (12); the page reads it back from the answer.
 */
export function toLawyerSearchRequest(state: BrowseState): LawyerSearchQuery {
  // The language and area checkboxes show how many lawyers match each under the other filters.
  const request: LawyerSearchQuery = { page: state.page, facets: ['languages', 'practiceAreas'] };
  if (state.practiceAreas.length > 0) request.practiceAreas = state.practiceAreas;
  if (state.languages.length > 0) request.languages = state.languages;
  if (state.location) request.location = state.location;
  const centre = centreOf(state);
  if (centre?.kind === 'position') {
    request.lat = centre.lat;
    request.lng = centre.lng;
  } else if (centre?.kind === 'near') {
    request.near = centre.near;
  } else if (centre?.kind === 'city') {
    // The city is the centre, not a boundary: lawyers across a provincial border count too.
    request.near = `${centre.city}, ${centre.province}`;
  }
  if (centre && state.radius > 0) request.radius = state.radius;
  if (centre?.kind !== 'city') {
    if (state.province) request.province = state.province;
    if (state.province && state.city) request.city = state.city;
  }
  if (state.search) request.search = state.search;
  if (state.experience > 0) request.experience = state.experience;
  if (state.verified) request.verified = true;
  for (const { filter, value } of activeFilterValues(state)) {
    const detail = request as Record<string, unknown>;
    if (value === true) detail[filter.param] = true;
    else detail[filter.param] = [...((detail[filter.param] as string[] | undefined) ?? []), value];
  }
  // Nearest first needs a centre (the API refuses it without one).
  if (state.sort !== DEFAULT_LAWYER_SORT && (state.sort !== 'distance' || centre)) {
    request.sort = state.sort;
  }
  return request;
}
