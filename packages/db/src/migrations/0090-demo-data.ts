import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Demo honesty (issue 17, decision 019): a lawyer row knows it is fictional demo data, so every
 * public page can say so while any is left, and the notice goes once the demo is removed.
 */
const up = [
  `alter table lawyers add column is_demo boolean not null default false`,
  `create index lawyers_demo_idx on lawyers (id) where is_demo`,
  // A directory seeded before this column: the generator's lawyers are the ones at reserved
  // example domains with 555-01xx phone numbers.
  `update lawyers set is_demo = true
    where email ~ '@example\\.(ca|com|org)$' and phone ~ '55501[0-9]{2}$'`,
  // Their "verification" was written at seed time with no licence number and no administrator:
  // nobody checked it, so it is withdrawn (the demo seed now verifies through the workflow).
  `update lawyers
      set is_verified = false, verification_status = 'unverified', regulator = null,
          verified_at = null
    where is_demo and verification_status = 'verified' and verified_by is null
      and licence_number is null`,
];

const down = [`drop index lawyers_demo_idx`, `alter table lawyers drop column is_demo`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const demoDataMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
