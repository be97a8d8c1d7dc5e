/**
 * The directory search's fixed vocabulary and limits: the contract validates requests with them,
 * the web app keeps its URLs within them (a longer value or an unknown sort would only earn a 400)
 * and the API orders its SQL by them. The highest page is `@cld/reference/paging`'s `MAX_PAGE`.
 */
export const LAWYER_SORTS = [
  'relevance',
  'rating',
  'responsiveness',
  'experience',
  'name',
  /** Nearest first: needs a centre (`near`, or `lat` and `lng`). */
  'distance',
] as const;
export type LawyerSort = (typeof LAWYER_SORTS)[number];
export const DEFAULT_LAWYER_SORT: LawyerSort = 'relevance';

// The limits are single numbers, not an object, so the bundler writes them into the code that uses
// them instead of shipping them on every page.

/** Lawyers per page when the request does not say, and the most a request may ask for. */
export const DEFAULT_LAWYER_PAGE_SIZE = 12;
export const MAX_LAWYER_PAGE_SIZE = 50;
/** How many lawyers the compare view sets side by side (issue 37). */
export const MAX_COMPARED_LAWYERS = 3;
/** Characters of the `search` text. */
export const MAX_SEARCH_LENGTH = 200;
/** Characters of `location`, `city` and each practice area. */
export const MAX_FILTER_LENGTH = 100;
/** How many practice areas and languages a search may name, and characters of each language. */
export const MAX_PRACTICE_AREA_FILTERS = 20;
export const MAX_LANGUAGE_FILTERS = 10;
export const MAX_LANGUAGE_LENGTH = 50;
/** The largest minimum of years of experience a search may ask for. */
export const MAX_EXPERIENCE_FILTER = 80;

/** How the browse page shows its results; analytics events report the choice. */
export const BROWSE_VIEWS = ['grid', 'list'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];
