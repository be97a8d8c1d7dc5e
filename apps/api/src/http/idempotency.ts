import { canonicalJson } from '@cld/contract/canonical-json';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { AppError } from '../errors.ts';

/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first request that has not finished in this time died with its process: its key is free again. */
const ABANDONED_AFTER_SECONDS = 60;

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with a different request. Use a new key.';
export const KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being handled. Please retry shortly.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Answer {
  status: number;
  body: unknown;
}

/** Stores the answer in the caller's transaction, so the write and its answer commit together. */
export type RememberAnswer = (trx: Kysely<Database>, answer: Answer) => Promise<void>;

/**
 * Runs `handle` at most once per `(scope, key)` (issue 15, decision 014a). Without a key it just
 * runs. With one, the first request claims the key, and `handle` stores its answer through
 * `remember` inside its own transaction; a retry with the same body gets that answer back
 * (`replayed`), one with another body a 422, one while the first is still running a 409.
 */
export async function idempotent({
  db,
  scope,
  key,
  body,
  handle,
}: {
  db: Kysely<Database>;
  scope: string;
  key: string | undefined;
  body: unknown;
  handle: (remember: RememberAnswer | undefined) => Promise<Answer>;
}): Promise<Answer & { replayed: boolean }> {
  if (key === undefined) return { ...(await handle(undefined)), replayed: false };
  const keyHash = sha256(`${scope}\n${key}`);
  const requestHash = sha256(canonicalJson(body));

  // Expired answers go (an index keeps this cheap); a first attempt that died half-way frees its key.
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb.and([
          eb('key_hash', '=', keyHash),
          eb('status_code', 'is', null),
          eb(
            'created_at',
            '<',
            sql<Date>`now() - ${ABANDONED_AFTER_SECONDS} * interval '1 second'`,
          ),
        ]),
      ]),
    )
    .execute();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      key_hash: keyHash,
      request_hash: requestHash,
      status_code: null,
      response: null,
      expires_at: sql<Date>`now() + ${IDEMPOTENCY_TTL_HOURS} * interval '1 hour'`,
    })
    .onConflict((oc) => oc.column('key_hash').doNothing())
    .returning('key_hash')
    .executeTakeFirst();

  if (!claimed) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response'])
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    if (row && row.request_hash !== requestHash) {
      throw new AppError('unprocessable', KEY_REUSED_MESSAGE, {
        issues: [{ path: ['idempotency-key'], message: KEY_REUSED_MESSAGE }],
      });
    }
    if (!row || row.status_code === null) {
      throw new AppError('conflict', KEY_IN_PROGRESS_MESSAGE, { retryAfterSeconds: 1 });
    }
    return { status: row.status_code, body: row.response, replayed: true };
  }

  const remember: RememberAnswer = async (trx, answer) => {
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
      .where('key_hash', '=', keyHash)
      .execute();
  };
  try {
    const answer = await handle(remember);
    // Answers that wrote nothing (a bot's) are remembered here.
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
      .where('key_hash', '=', keyHash)
      .where('status_code', 'is', null)
      .execute();
    return { ...answer, replayed: false };
  } catch (error) {
    // A refusal (400, 404, 429) or a failure stores nothing: the same key may try again.
    await db
      .deleteFrom('idempotency_keys')
      .where('key_hash', '=', keyHash)
      .where('status_code', 'is', null)
      .execute()
      .catch(() => {});
    throw error;
  }
}
