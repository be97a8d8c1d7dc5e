import type { LawyerSearchQuery } from '@cld/contract/lawyers';
import { CACHE_TIMES } from '../../lib/query/cache-times.ts';

/** The query the browse page sends: only what is set, numbers as the query string carries them. */
export interface LawyerSearchRequest {
  practiceAreas?: string[];
  languages?: string[];
  location?: string;
  city?: string;
  province?: string;
  search?: string;
  experience?: number;
  verified?: boolean;
  page?: number;
  pageSize?: number;
  sort?: NonNullable<LawyerSearchQuery['sort']>;
  /** `['languages']`: the answer also counts the lawyers speaking each language (browse's filter). */
  facets?: NonNullable<LawyerSearchQuery['facets']>;
}

export function lawyerSearchQuery(request: LawyerSearchRequest) {
  return {
    queryKey: ['lawyers', 'search', request] as const,
    queryData: {
      query: {
        ...request,
        experience: request.experience === undefined ? undefined : String(request.experience),
        verified: request.verified ? ('true' as const) : undefined,
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
