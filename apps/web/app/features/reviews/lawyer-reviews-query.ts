import type { LawyerReviews } from '@cld/contract/reviews';

// Apart from review-queries.ts (shared with the review form and the dashboard) so the profile's
// route chunk carries it instead of one more script on its first load.

export const lawyerReviewsKey = (lawyerId: number) => ['reviews', 'lawyer', lawyerId] as const;

/** Where a lawyer's published reviews are read: the contract's `reviews.list` path (tested). */
export const lawyerReviewsPath = (lawyerId: number) => `/api/lawyers/${lawyerId}/reviews`;

/**
 * A lawyer's published reviews, loaded in the browser under the profile. A plain GET rather than
 * the typed client: the client carries the whole contract and zod (about 58 KB gz), and this query
 * runs on every cold visit to a profile, so it would put the profile over its first-load budget
 * (docs/performance.md). The answer's shape is still the contract's type.
 */
export function lawyerReviewsQueryOptions(lawyerId: number) {
  return {
    queryKey: lawyerReviewsKey(lawyerId),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LawyerReviews> => {
      const response = await fetch(lawyerReviewsPath(lawyerId), {
        signal,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (response.status !== 200) throw { status: response.status, body: null };
      return (await response.json()) as LawyerReviews;
    },
  };
}
