import type { MyReviews, ReviewLink } from '@cld/contract/reviews';

const loadApi = () => import('../../lib/api/client.ts').then((module) => module.tsr);

export const MY_REVIEWS_KEY = ['dashboard', 'reviews'] as const;

export function myReviewsQueryOptions() {
  return {
    queryKey: MY_REVIEWS_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyReviews> => {
      const api = await loadApi();
      const result = await api.reviews.mine.query({ fetchOptions: { signal } });
      if (result.status !== 200) throw result;
      return result.body;
    },
  };
}

/** What the link in the e-mail still allows: answered with the status when it allows nothing. */
export type LinkState =
  { state: 'valid'; link: ReviewLink } | { state: 'invalid' | 'used' | 'expired' | 'failed' };

export async function checkReviewLink(lawyerId: number, token: string): Promise<LinkState> {
  const api = await loadApi();
  const result = await api.reviews.checkLink.mutate({ params: { id: lawyerId }, body: { token } });
  if (result.status === 200) return { state: 'valid', link: result.body };
  return { state: linkFailure(result.status) };
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
  const api = await loadApi();
  const result = await api.reviews.create.mutate({ params: { id: lawyerId }, body });
  if (result.status !== 201) throw result;
  return result.body;
}

export async function reportReview(id: string, reason: string): Promise<void> {
  const api = await loadApi();
  const result = await api.reviews.report.mutate({ params: { id: Number(id) }, body: { reason } });
  if (result.status !== 201) throw result;
}
