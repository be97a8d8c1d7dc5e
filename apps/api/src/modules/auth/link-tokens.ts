import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@cld/db/schema';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The tokens of mailed links (decisions 036 and 038): 32 random bytes in the link, only their
 * SHA-256 stored, so a leaked table opens no account.
 */

/** The stored form of a link's token: what a used link is looked up by. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token (for the mail) and its hash (for the row). */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** The account's links of one kind still outstanding stop working (single use, and superseded). */
export async function spendOutstandingLinks({
  db,
  table,
  userId,
}: {
  db: Kysely<Database>;
  table: 'email_tokens' | 'password_reset_tokens';
  userId: number;
}): Promise<void> {
  await db
    .updateTable(table)
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
