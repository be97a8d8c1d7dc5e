import { peekRateLimit, tooManyAttempts } from '../../http/rate-limit.ts';
import type { RateLimitUse } from '../../http/rate-limit.ts';

/**
 * Refuses (429 with `Retry-After`) once the limit is used up for the subject, without counting this
 * attempt: a limit on failures (a wrong password) counts only the attempts that fail.
 */
export async function refuseWhenSpent({ db, limit, subject }: RateLimitUse): Promise<void> {
  const failures = await peekRateLimit({ db, limit, subject });
  if (failures.hits >= limit.max) throw tooManyAttempts(failures);
}
