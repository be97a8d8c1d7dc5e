import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { refreshLawyerRating } from './rating.ts';

/**
 * Published reviews for tests that need a rating, written to the real table (as moderation leaves
 * them) and counted the way the app counts them.
 */
export async function publishReviews({
  db,
  lawyerId,
  ratings,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  ratings: number[];
}): Promise<void> {
  if (!ratings.length) return;
  await db
    .insertInto('reviews')
    .values(
      ratings.map((rating) => ({
        lawyer_id: lawyerId,
        rating,
        text: 'Clear advice, and every call returned the same day.',
        status: 'published' as const,
      })),
    )
    .execute();
  await refreshLawyerRating({ db, lawyerId });
}

/** `count` ratings of `high` and `low` whose mean is `mean` (to one decimal). */
export function ratingsAveraging(mean: number, count: number): number[] {
  const high = Math.ceil(mean);
  const highs = Math.round((mean - (high - 1)) * count);
  return Array.from({ length: count }, (_, i) => (i < highs ? high : high - 1));
}
