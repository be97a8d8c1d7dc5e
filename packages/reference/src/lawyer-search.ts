import { MAX_PAGE } from './paging.ts';

/**
 * The directory search's fixed vocabulary and limits: the contract validates requests with them,
 * the web app keeps its URLs within them (a longer value or an unknown sort would only earn a 400)
 * and the API orders its SQL by them.
 */
export const LAWYER_SORTS = [
  'relevance',
  'rating',
  'responsiveness',
  'experience',
  'name',
] as const;
export type LawyerSort = (typeof LAWYER_SORTS)[number];
export const DEFAULT_LAWYER_SORT: LawyerSort = 'relevance';

/** Extra counts a search may ask for (`facets=languages`). */
export const LAWYER_FACETS = ['languages'] as const;
export type LawyerFacet = (typeof LAWYER_FACETS)[number];

export const LAWYER_SEARCH_LIMITS = {
  /** Lawyers per page when the request does not say. */
  defaultPageSize: 12,
  maxPageSize: 50,
  maxPage: MAX_PAGE,
  /** Characters of the `search` text. */
  searchLength: 200,
  /** Characters of `location`, `city` and each practice area. */
  textLength: 100,
  practiceAreas: 20,
  languages: 10,
  /** Characters of each language. */
  languageLength: 50,
  /** The largest minimum of years of experience a search may ask for. */
  experience: 80,
} as const;

/** How the browse page shows its results; analytics events report the choice. */
export const BROWSE_VIEWS = ['grid', 'list'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];
