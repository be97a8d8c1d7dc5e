import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Accounts (issue 4): users and sessions exist since 0001; this adds the rate-limit counters, kept
 * in PostgreSQL so that every API replica counts the same attempts (DESIGN §6).
 */
const up = [
  // One row per limit and subject: a window opens at the first hit and lasts its length. Keys
  // are hashed: they stand for e-mail addresses and client IPs.
  `create table rate_limit_counters (
     key char(64) primary key,
     window_start timestamptz not null,
     hits integer not null check (hits > 0),
     expires_at timestamptz not null
   )`,
  `create index rate_limit_counters_expires_idx on rate_limit_counters (expires_at)`,
];

const down = [`drop table rate_limit_counters`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const accountsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
