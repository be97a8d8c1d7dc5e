import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The `state` of each third-party sign-in started (issue 38): the callback takes its row away in
 * the statement that checks it, so a state works once, and only until `expires_at`. Only the
 * SHA-256 of the state is kept, as for the mailed links.
 */
const up = [
  `create table oauth_states (
     state_hash char(64) primary key,
     expires_at timestamptz not null,
     created_at timestamptz not null default now()
   )`,
  `create index oauth_states_expires_idx on oauth_states (expires_at)`,
];

const down = [`drop table oauth_states`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const oauthStatesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
