import type { LawyerSearchQuery } from '@cld/contract/lawyers';
import type { ProvinceCode } from '@cld/reference/provinces';
import { SEARCH_FILTERS, type FlagFilterParam } from '@cld/reference/search-filters';
import { CACHE_TIMES } from '../../lib/query/cache-times.ts';

// One search request type from the page to the SQL (decision 027): the contract's
// `LawyerSearchQuery` (type-only here, so no zod reaches the page's scripts). A page's state is
// derived from it, and the request a page sends is it.

/**
 * A search's filters as a page holds them (browse's state, /search's chips): the contract's fields,
 * every one present, '' / [] / 0 / false when not set.
 */
export type SearchParts = Required<
  Pick<
    LawyerSearchQuery,
    'search' | 'practiceAreas' | 'city' | 'languages' | 'location' | 'experience' | 'verified'
  >
> & {
  /** '' when no province is chosen. */
  province: ProvinceCode | '';
};

/** The yes/no filters of a request as the query string carries them: `true` is "true", else absent. */
function flagsOf(request: LawyerSearchQuery): Record<FlagFilterParam, 'true' | undefined> {
  return Object.fromEntries(
    SEARCH_FILTERS.flatMap((filter) =>
      filter.kind === 'flag' ? [[filter.param, request[filter.param] ? 'true' : undefined]] : [],
    ),
  ) as Record<FlagFilterParam, 'true' | undefined>;
}

/** The query a page sends: only what is set; numbers become text as the query string carries them. */
export function lawyerSearchQuery(request: LawyerSearchQuery) {
  return {
    queryKey: ['lawyers', 'search', request] as const,
    queryData: {
      query: {
        ...request,
        experience: request.experience === undefined ? undefined : String(request.experience),
        verified: request.verified ? ('true' as const) : undefined,
        lat: request.lat === undefined ? undefined : String(request.lat),
        lng: request.lng === undefined ? undefined : String(request.lng),
        radius: request.radius === undefined ? undefined : String(request.radius),
        ...flagsOf(request),
        page: request.page === undefined ? undefined : String(request.page),
        pageSize: request.pageSize === undefined ? undefined : String(request.pageSize),
      },
    },
    ...CACHE_TIMES.lawyers,
  };
}

// The spec gives no cache time for one lawyer; it is list data seen up close, so it shares the list's.
export function lawyerQuery(id: string) {
  return {
    queryKey: ['lawyers', 'detail', id] as const,
    queryData: { params: { id } },
    ...CACHE_TIMES.lawyers,
  };
}
