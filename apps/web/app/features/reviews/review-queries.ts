import type { MyReviews, ReviewLink } from '@cld/contract/reviews';

import { ApiError, callApi } from '../../lib/api/api.ts';

export const MY_REVIEWS_KEY = ['dashboard', 'reviews'] as const;

export function myReviewsQueryOptions() {
  return {
    queryKey: MY_REVIEWS_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyReviews> =>
      (await callApi((api) => api.reviews.mine, { fetchOptions: { signal } })).body,
  };
}

/**
 * What the link in the e-mail still allows: answered with the status when it allows nothing, and
 * with the API's reason when the review would not come from someone else (403, decision 018).
 */
export type LinkState =
  | { state: 'valid'; link: ReviewLink }
  | { state: 'invalid' | 'used' | 'expired' | 'failed' }
  | { state: 'refused'; message: string | undefined };

export async function checkReviewLink(lawyerId: number, token: string): Promise<LinkState> {
  try {
    const args = { params: { id: lawyerId }, body: { token } };
    return { state: 'valid', link: (await callApi((api) => api.reviews.checkLink, args)).body };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { state: 'refused', message: error.apiMessage };
    }
    if (error instanceof ApiError) return { state: linkFailure(error.status) };
    throw error;
  }
}

export function linkFailure(status: number): 'invalid' | 'used' | 'expired' | 'failed' {
  if (status === 404 || status === 400) return 'invalid';
  if (status === 409) return 'used';
  if (status === 410) return 'expired';
  return 'failed';
}

export async function submitReview(
  lawyerId: number,
  body: { token: string; rating: number; text: string },
): Promise<{ id: string; status: 'published' | 'held' }> {
  return (await callApi((api) => api.reviews.create, { params: { id: lawyerId }, body })).body;
}

export async function reportReview(id: string, reason: string): Promise<void> {
  await callApi((api) => api.reviews.report, { params: { id: Number(id) }, body: { reason } });
}
