import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 15. `account_link_requests`: a third-party sign-in waiting for the owner of the account
 * with the same e-mail to confirm the link from that mailbox (only the token's hash is kept).
 * `idempotency_keys`: the answer given to an inquiry POST under an `Idempotency-Key`, so a retry
 * gets the same answer instead of a second inquiry (kept for a day).
 */
const up = [
  `create table account_link_requests (
     token_hash char(64) primary key,
     user_id integer not null references users (id) on delete cascade,
     provider varchar(20) not null,
     provider_id varchar(255) not null,
     expires_at timestamptz not null,
     created_at timestamptz not null default now()
   )`,
  `create index account_link_requests_user_idx on account_link_requests (user_id)`,
  `create table idempotency_keys (
     key_hash char(64) primary key,
     request_hash char(64) not null,
     status_code smallint,
     response jsonb,
     expires_at timestamptz not null,
     created_at timestamptz not null default now()
   )`,
  `create index idempotency_keys_expires_idx on idempotency_keys (expires_at)`,
];

const down = [`drop table idempotency_keys`, `drop table account_link_requests`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const hardeningMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
