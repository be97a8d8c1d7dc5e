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
import type { SearchParts } from '../lawyers/index.ts';

/** The experience slider's top: "30+ years" (the API accepts up to 80). */
export const EXPERIENCE_MAX = 30;

/**
 * Everything the browse page shows, as read from (and written to) its URL: the search's filters
 * (the contract's `LawyerSearchQuery`, each present), its sort and page, and how results are shown.
 */
export type BrowseState = SearchParts &
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

export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const province = provinceFrom(params);
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
  if (state.sort !== EMPTY_BROWSE_STATE.sort) params.set('sort', state.sort);
  if (state.view !== EMPTY_BROWSE_STATE.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

type FilterChange = Partial<Omit<BrowseState, 'sort' | 'view' | 'page'>>;

/** Changing any filter starts again from page 1; choosing another province forgets the city. */
export function changeFilters(state: BrowseState, change: FilterChange): BrowseState {
  const provinceChanged = change.province !== undefined && change.province !== state.province;
  return {
    ...state,
    ...change,
    city: provinceChanged ? (change.city ?? '') : (change.city ?? state.city),
    page: 1,
  };
}

/** Clear All: every filter and the page; sort and view are preferences and stay. */
export function clearFilters(state: BrowseState): BrowseState {
  return { ...EMPTY_BROWSE_STATE, sort: state.sort, view: state.view };
}

export function countActiveFilters(state: BrowseState): number {
  return (
    state.practiceAreas.length +
    state.languages.length +
    [state.location, state.province, state.city, state.search].filter(Boolean).length +
    (state.experience > 0 ? 1 : 0) +
    (state.verified ? 1 : 0)
  );
}

/**
 * The API request of a state; the same object is the query key, so it stays minimal. The page size
 * is the API's default (12); the page reads it back from the answer.
 */
export function toLawyerSearchRequest(state: BrowseState): LawyerSearchQuery {
  // The language checkboxes show how many lawyers speak each language under the other filters.
  const request: LawyerSearchQuery = { page: state.page, facets: ['languages'] };
  if (state.practiceAreas.length > 0) request.practiceAreas = state.practiceAreas;
  if (state.languages.length > 0) request.languages = state.languages;
  if (state.location) request.location = state.location;
  if (state.province) request.province = state.province;
  if (state.province && state.city) request.city = state.city;
  if (state.search) request.search = state.search;
  if (state.experience > 0) request.experience = state.experience;
  if (state.verified) request.verified = true;
  if (state.sort !== DEFAULT_LAWYER_SORT) request.sort = state.sort;
  return request;
}
