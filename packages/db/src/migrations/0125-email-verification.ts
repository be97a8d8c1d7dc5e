import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * E-mail verification and change of e-mail (issue 21, decision 038). `users.is_verified` is the
 * spec's `isVerified` of an account: whether its e-mail address is proven (a lawyer's licence is
 * `lawyers.is_verified`, another thing). Nothing set it before; `email_verified_at` says when, and
 * a check keeps the two equal. Accounts made with Google were proven by Google (the sign-in refuses
 * an address Google did not verify): they count as verified from their creation.
 *
 * A row of `email_tokens` is one mailed link, as `password_reset_tokens` (migration 0123): only
 * the SHA-256 of its token is kept. `email` is the address the link was mailed to and proves: the
 * account's own (verification) or the new one it asked for (change of e-mail).
 */
const up = [
  `alter table users add column email_verified_at timestamptz`,
  `update users set email_verified_at = created_at where provider = 'google' or is_verified`,
  `update users set is_verified = (email_verified_at is not null)`,
  `alter table users add constraint users_email_verified_consistent
     check (is_verified = (email_verified_at is not null))`,
  `create table email_tokens (
     id bigint generated always as identity primary key,
     user_id integer not null references users (id) on delete cascade,
     purpose varchar(10) not null check (purpose in ('verify', 'change')),
     email varchar(255) not null,
     token_hash char(64) not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now(),
     check (expires_at > created_at)
   )`,
  `create index email_tokens_user_idx on email_tokens (user_id)`,
  `create index email_tokens_expires_idx on email_tokens (expires_at)`,
];

const down = [
  `drop table email_tokens`,
  `alter table users drop constraint users_email_verified_consistent`,
  `alter table users drop column email_verified_at`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const emailVerificationMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
