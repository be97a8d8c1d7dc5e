import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for reading first-party events: a lawyer's profile views of the last 30 days (the
 * dashboard), and the operators' summary by day. (Requests per lawyer and day already have theirs.)
 */
const up = [
  `create index analytics_events_lawyer_idx on analytics_events (lawyer_id, name, created_at)
     where lawyer_id is not null`,
  `create index analytics_events_created_idx on analytics_events (created_at)`,
];

const down = [`drop index analytics_events_created_idx`, `drop index analytics_events_lawyer_idx`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const analyticsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
