import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Consultation reminders (issue 21, decision 037): each side of a booking gets one e-mail about
 * 24 hours before it starts. `reminder_sent_at` marks the booking reminded, in the transaction that
 * queues the e-mails, so a booking is reminded once whatever the number of workers; a reschedule
 * clears it, and the new time gets its own reminder. The visitor's reminder carries a third link
 * token (only its SHA-256 kept): the confirmation's token cannot be rebuilt from its hash, and
 * replacing it would break the link in the confirmation and the calendar entry. The partial index
 * is the job's queue: booked, not anonymised, not yet reminded, by start.
 */
const up = [
  `alter table bookings add column reminder_sent_at timestamptz`,
  `alter table bookings add column reminder_token_hash char(64) unique`,
  `create index bookings_reminder_due_idx on bookings (starts_at)
     where status = 'booked' and reminder_sent_at is null and anonymised_at is null`,
];

const down = [
  `drop index bookings_reminder_due_idx`,
  `alter table bookings drop column reminder_token_hash`,
  `alter table bookings drop column reminder_sent_at`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bookingRemindersMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
