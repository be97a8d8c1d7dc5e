import type { LawyerReviews } from '@cld/contract/reviews';
import { MAX_PAGE } from '@cld/reference/paging';
import { ApiError } from '../../lib/api/api-error.ts';

// Apart from review-queries.ts (shared with the review form and the dashboard) so the profile's
// route chunk carries it instead of one more script on its first load.

/** The query string parameter of the profile that picks a page of its reviews. */
export const REVIEWS_PAGE_PARAM = 'reviewsPage';

/**
 * The page of reviews a profile address asks for: a whole number from 1, or the first page when
 * the value is missing or not one (as browse reads its `page`).
 */
export function reviewsPageFrom(params: URLSearchParams): number {
  const parsed = Number.parseInt(params.get(REVIEWS_PAGE_PARAM) ?? '', 10);
  return Number.isNaN(parsed) ? 1 : Math.min(Math.max(parsed, 1), MAX_PAGE);
}

/** The profile's address of a page of its reviews, at the reviews section. */
export const reviewsPageHref = (page: number) =>
  page === 1 ? '?#reviews' : `?${REVIEWS_PAGE_PARAM}=${page}#reviews`;

export const lawyerReviewsKey = (lawyerId: number, page: number) =>
  ['reviews', 'lawyer', lawyerId, page] as const;

/** Where a lawyer's published reviews are read: the contract's `reviews.list` path (tested). */
export const lawyerReviewsPath = (lawyerId: number) => `/api/lawyers/${lawyerId}/reviews`;

/** A page of reviews as the cache holds it: the API's answer, as ts-rest's query functions keep it. */
export interface LawyerReviewsResult {
  status: 200;
  body: LawyerReviews;
}

/**
 * The profile loader's query (through the typed client, on the server): same key and data as the
 * browser's below, so the page renders the reviews in its HTML and the browser does not fetch them.
 */
export function lawyerReviewsQuery(lawyerId: number, page: number) {
  return {
    queryKey: lawyerReviewsKey(lawyerId, page),
    queryData: { params: { id: lawyerId }, query: { page: String(page) } },
  };
}

/**
 * A page of a lawyer's published reviews in the browser (another page, or when the server could
 * not read them). A plain GET rather than the typed client: the client carries the whole contract
 * and zod (about 58 KB gz), and the profile is at its first-load budget (docs/performance.md).
 */
export function lawyerReviewsQueryOptions(lawyerId: number, page: number) {
  return {
    queryKey: lawyerReviewsKey(lawyerId, page),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LawyerReviewsResult> => {
      const response = await fetch(`${lawyerReviewsPath(lawyerId)}?page=${page}`, {
        signal,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (response.status !== 200) {
        throw new ApiError({
          status: response.status,
          apiMessage: undefined,
          issues: {},
          body: null,
        });
      }
      return { status: 200, body: (await response.json()) as LawyerReviews };
    },
  };
}
