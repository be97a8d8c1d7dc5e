import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A client's own space (issue 21, decision 039).
 *
 * - `saved_lawyers`: the hearts on cards and profiles, one row per account and lawyer; both sides
 *   cascade, so closing an account or removing a profile leaves nothing behind.
 * - `message_replies.from_client`: a reply is now either the lawyer's (as before) or the answer of
 *   the person who asked, written from their space. `sender_id` stays the account that wrote it.
 * - `sender_user_id` on both kinds of request: the account that was signed in when the request was
 *   sent (null for a visitor). A request also joins the space of the verified account with the same
 *   e-mail, on read; the `lower(email)` indexes serve that match (bookings' too).
 */
const up = [
  `create table saved_lawyers (
     user_id integer not null references users (id) on delete cascade,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     created_at timestamptz not null default now(),
     primary key (user_id, lawyer_id)
   )`,
  `create index saved_lawyers_lawyer_idx on saved_lawyers (lawyer_id)`,
  `alter table message_replies add column from_client boolean not null default false`,
  `alter table contact_requests
     add column sender_user_id integer references users (id) on delete set null`,
  `alter table consultation_requests
     add column sender_user_id integer references users (id) on delete set null`,
  `create index contact_requests_sender_user_idx on contact_requests (sender_user_id)
     where sender_user_id is not null`,
  `create index consultation_requests_sender_user_idx on consultation_requests (sender_user_id)
     where sender_user_id is not null`,
  `create index contact_requests_lower_email_idx on contact_requests (lower(email))`,
  `create index consultation_requests_lower_email_idx on consultation_requests (lower(email))`,
  // Bookings (migration 0124) join a space the same way.
  `create index bookings_lower_email_idx on bookings (lower(email))`,
];

const down = [
  `drop index bookings_lower_email_idx`,
  `drop index consultation_requests_lower_email_idx`,
  `drop index contact_requests_lower_email_idx`,
  `alter table consultation_requests drop column sender_user_id`,
  `alter table contact_requests drop column sender_user_id`,
  `alter table message_replies drop column from_client`,
  `drop table saved_lawyers`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const clientSpaceMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
