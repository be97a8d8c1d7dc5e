import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Bookings cannot be squatted (issue 38 item 5, decision 037). A booking made by someone whose
 * e-mail is not proven is `held` until `hold_expires_at` and becomes `booked` when they confirm it
 * from the e-mailed link. The unique index against double booking now covers held rows too; a hold
 * past its expiry occupies nothing and is deleted by the next booking transaction of its lawyer
 * (under the availability row's lock), before that transaction inserts.
 *
 * `mailbox_key`: the booking e-mail's mailbox as the API's `mailboxLimitKey` counts it, for the
 * limits on one person's open bookings (null on bookings made before: they do not count).
 * `hold_address_hash`: an HMAC of the lawyer and the booking client's address (never the address),
 * kept only while the booking is held, for the limit on one address's holds with a lawyer.
 */
const up = [
  `alter table bookings drop constraint bookings_status_check`,
  `alter table bookings add constraint bookings_status_check
     check (status in ('held', 'booked', 'cancelled'))`,
  `alter table bookings add column hold_expires_at timestamptz`,
  `alter table bookings add column mailbox_key varchar(320)`,
  `alter table bookings add column hold_address_hash char(64)`,
  `alter table bookings add constraint bookings_hold_consistent
     check (status <> 'held' or (hold_expires_at is not null and hold_address_hash is not null))`,
  `drop index bookings_slot_idx`,
  `create unique index bookings_slot_idx on bookings (lawyer_id, starts_at)
     where status in ('held', 'booked')`,
  `create index bookings_open_mailbox_idx on bookings (mailbox_key, starts_at)
     where status in ('held', 'booked')`,
];

const down = [
  `delete from bookings where status = 'held'`,
  `drop index bookings_open_mailbox_idx`,
  `drop index bookings_slot_idx`,
  `create unique index bookings_slot_idx on bookings (lawyer_id, starts_at)
     where status = 'booked'`,
  `alter table bookings drop constraint bookings_hold_consistent`,
  `alter table bookings drop column hold_address_hash`,
  `alter table bookings drop column mailbox_key`,
  `alter table bookings drop column hold_expires_at`,
  `alter table bookings drop constraint bookings_status_check`,
  `alter table bookings add constraint bookings_status_check
     check (status in ('booked', 'cancelled'))`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bookingHoldsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
