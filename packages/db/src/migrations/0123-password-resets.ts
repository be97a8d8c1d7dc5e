import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Password reset by e-mail (issue 21, decision 036). A row is one mailed link: only the SHA-256 of
 * its token is kept, so a copy of the table opens no account. A link works once (`used_at`) and for
 * 30 minutes (`expires_at`, set by the API). The client address that asked is not kept, not even
 * hashed: the rate limits count it in `rate_limit_counters`, which already hash their subjects.
 */
const up = [
  `create table password_reset_tokens (
     id bigint generated always as identity primary key,
     user_id integer not null references users (id) on delete cascade,
     token_hash char(64) not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now(),
     check (expires_at > created_at)
   )`,
  `create index password_reset_tokens_user_idx on password_reset_tokens (user_id)`,
  `create index password_reset_tokens_expires_idx on password_reset_tokens (expires_at)`,
];

const down = [`drop table password_reset_tokens`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const passwordResetsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
