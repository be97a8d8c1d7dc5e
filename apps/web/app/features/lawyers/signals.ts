import { MIN_REVIEWS_FOR_RATING } from '@cld/contract/review-thresholds';

/** Stars and a number only when enough published reviews back them (docs/decisions/018). */
export function showsRating(reviewCount: number): boolean {
  return reviewCount >= MIN_REVIEWS_FOR_RATING;
}

export type ReplyDuration =
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'days'; count: number };

/**
 * A median reply time as people say it, never faster than measured: 40 minutes → "1 hour" would
 * understate, so minutes stay minutes (by five), hours and days round up.
 */
export function replyDuration(seconds: number): ReplyDuration {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return { unit: 'minutes', count: Math.min(55, Math.ceil(minutes / 5) * 5) };
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(hours / 24) };
}
