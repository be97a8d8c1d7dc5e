import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';

/**
 * The "Top-rated" sort's Bayesian average (docs/decisions/018): every lawyer starts as if they had
 * `weight` reviews of `mean` stars, so one review of 5 (4.17) does not beat forty of 4.8 (4.71).
 * The mean is the prior's guess for a lawyer nobody reviewed yet; the weight says how many real
 * reviews it takes to outweigh it. Migration 0080 writes the mean as the column's default: keep
 * them equal.
 */
export const REVIEW_PRIOR = { mean: 4, weight: 5 } as const;

export function bayesianScore({ sum, count }: { sum: number; count: number }): number {
  return (REVIEW_PRIOR.mean * REVIEW_PRIOR.weight + sum) / (REVIEW_PRIOR.weight + count);
}

/**
 * Recomputes the lawyer's rating, count and sort score from their published reviews. Run in the
 * transaction that changed a review's state, so the figures never disagree with the reviews.
 */
export async function refreshLawyerRating({
  db,
  lawyerId,
}: {
  db: Kysely<Database>;
  lawyerId: number;
}): Promise<void> {
  await sql`
    update lawyers l set
      rating = round(coalesce(r.total::numeric / nullif(r.count, 0), 0), 1),
      review_count = r.count,
      rating_score = round(
        (${REVIEW_PRIOR.mean * REVIEW_PRIOR.weight}::numeric + r.total) / (${REVIEW_PRIOR.weight} + r.count), 3)
    from (
      select count(*)::int as count, coalesce(sum(rating), 0)::int as total
      from reviews where lawyer_id = ${lawyerId} and status = 'published'
    ) r
    where l.id = ${lawyerId}`.execute(db);
}
