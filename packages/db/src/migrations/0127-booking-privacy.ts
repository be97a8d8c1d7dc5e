import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Bookings under the privacy duties (decision 010, issue 21): like requests, a booking keeps its
 * record for the lawyer once the person who booked closes their account or its retention period
 * ends, without who booked it. `anonymised_at` says when that happened (once).
 */
const up = [
  `alter table bookings add column anonymised_at timestamptz`,
  `create index bookings_retention_idx on bookings (created_at) where anonymised_at is null`,
];

const down = [
  `drop index bookings_retention_idx`,
  `alter table bookings drop column anonymised_at`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bookingPrivacyMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
