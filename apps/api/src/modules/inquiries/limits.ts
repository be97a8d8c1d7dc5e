import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { RateLimit } from '../../http/rate-limit.ts';

/** A rate limit with the message a person reads when they reach it. */
export interface SendingLimit extends RateLimit {
  message: string;
}

/** What a visitor reads when their address or mailbox has sent its share for the hour. */
export const TOO_MANY_MESSAGES = 'You have sent too many messages. Please try again later.';

/** A sending limit counted over one hour, the window every form's limits use. */
export function hourlyLimit(name: string, max: number, message: string): SendingLimit {
  return { name, max, windowSeconds: 3600, message };
}

/** Counts a send and refuses it past the limit: 429 with `Retry-After`. */
export async function enforceSendingLimit({
  db,
  limit,
  subject,
}: {
  db: Kysely<Database>;
  limit: SendingLimit;
  subject: string;
}): Promise<void> {
  const state = await hitRateLimit({ db, limit, subject });
  if (state.hits > limit.max) {
    throw new AppError('too_many_requests', limit.message, {
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
}
