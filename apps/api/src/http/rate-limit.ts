import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { AppError } from '../errors.ts';

/**
 * Counters in PostgreSQL, so every API replica counts the same attempts (DESIGN §6). A window
 * opens at a subject's first attempt and lasts `windowSeconds`; the next attempt after it opens a
 * new one. Times come from the database, the one clock all replicas share.
 */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** One limit applied to one subject (an address, an account, both). */
export interface RateLimitUse {
  db: Kysely<Database>;
  limit: RateLimit;
  subject: string;
}

export interface RateLimitState {
  hits: number;
  retryAfterSeconds: number;
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** The subject is an e-mail address or an IP: only its hash is stored. */
function counterKey(limit: RateLimit, subject: string): string {
  return createHash('sha256').update(`${limit.name}\n${subject}`).digest('hex');
}

const secondsUntil = (column: string) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${sql.ref(column)} - now()))))::int`;

/** Counts one attempt and answers how many the current window holds. */
export async function hitRateLimit({ db, limit, subject }: RateLimitUse): Promise<RateLimitState> {
  const window = sql<Date>`now() + ${limit.windowSeconds} * interval '1 second'`;
  const expired = sql<boolean>`rate_limit_counters.expires_at <= now()`;
  const { hits, retryAfterSeconds } = await db
    .insertInto('rate_limit_counters')
    .values({
      key: counterKey(limit, subject),
      window_start: sql<Date>`now()`,
      hits: 1,
      expires_at: window,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
        window_start: sql<Date>`case when ${expired} then now() else rate_limit_counters.window_start end`,
        expires_at: sql<Date>`case when ${expired} then ${window} else rate_limit_counters.expires_at end`,
      }),
    )
    .returning(['hits', secondsUntil('expires_at').as('retryAfterSeconds')])
    .executeTakeFirstOrThrow();
  // A new window is a rare enough moment to sweep the counters nobody will read again.
  if (hits === 1) {
    await db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
  }
  return { hits, retryAfterSeconds };
}

/** How many attempts the current window holds, without counting one. */
export async function peekRateLimit({ db, limit, subject }: RateLimitUse): Promise<RateLimitState> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', secondsUntil('expires_at').as('retryAfterSeconds')])
    .where('key', '=', counterKey(limit, subject))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ?? { hits: 0, retryAfterSeconds: limit.windowSeconds };
}

export async function clearRateLimit({ db, limit, subject }: RateLimitUse): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('key', '=', counterKey(limit, subject))
    .execute();
}

export function tooManyAttempts(state: RateLimitState): AppError {
  return new AppError('too_many_requests', TOO_MANY_ATTEMPTS_MESSAGE, {
    retryAfterSeconds: state.retryAfterSeconds,
  });
}

/** Counts an attempt and refuses it with a 429 once the window is full. */
export async function enforceRateLimit(options: RateLimitUse): Promise<void> {
  const state = await hitRateLimit(options);
  if (state.hits > options.limit.max) throw tooManyAttempts(state);
}
