import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The "accepting new clients" reminders (issue 20, docs/decisions/034): one row per confirmation
 * a reminder went out for, keyed by the lawyer and the `accepting_confirmed_at` it reminded about,
 * so a confirmation gets at most one reminder even with several workers. A new confirmation is a
 * new key; the job deletes the rows of confirmations that are no longer the lawyer's current one.
 */
export const availabilityRemindersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table accepting_reminders (
      lawyer_id integer not null references lawyers (id) on delete cascade,
      confirmed_at timestamptz not null,
      sent_at timestamptz not null default now(),
      primary key (lawyer_id, confirmed_at)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table accepting_reminders`.execute(db);
  },
};
