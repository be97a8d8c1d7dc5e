import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Inquiries (issue 5): the lawyer's inbox state on both kinds of request, replies, and the mail
 * outbox. The request tables and `message_replies` exist since 0001.
 */
const up = [
  // Spec §4: requests carry isRead (false until read) and repliedAt (set when replied).
  `alter table contact_requests
     add column is_read boolean not null default false,
     add column replied_at timestamptz`,
  `alter table consultation_requests
     add column is_read boolean not null default false,
     add column replied_at timestamptz`,

  // A reply answers exactly one thing: a stored message (spec §3) or one of the two requests.
  `alter table message_replies
     alter column message_id drop not null,
     add column contact_request_id integer references contact_requests (id) on delete cascade,
     add column consultation_request_id integer references consultation_requests (id) on delete cascade,
     add constraint message_replies_one_parent
       check (num_nonnulls(message_id, contact_request_id, consultation_request_id) = 1)`,
  `create index message_replies_contact_idx on message_replies (contact_request_id)
     where contact_request_id is not null`,
  `create index message_replies_consultation_idx on message_replies (consultation_request_id)
     where consultation_request_id is not null`,

  // Written in the same transaction as the request it announces; a worker delivers it later.
  // For a row being sent, next_attempt_at is the end of the sender's lease.
  `create table mail_outbox (
     id bigint generated always as identity primary key,
     kind varchar(50) not null,
     to_address varchar(320) not null,
     reply_to varchar(320),
     subject varchar(300) not null,
     text text not null check (char_length(text) <= 20000),
     status varchar(10) not null default 'pending'
       check (status in ('pending', 'sending', 'sent', 'failed', 'held')),
     attempts integer not null default 0 check (attempts >= 0),
     next_attempt_at timestamptz not null default now(),
     last_error varchar(1000),
     sent_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create index mail_outbox_due_idx on mail_outbox (next_attempt_at)
     where status in ('pending', 'sending')`,
  `create index mail_outbox_status_idx on mail_outbox (status, created_at desc)`,
];

const down = [
  `drop table mail_outbox`,
  `delete from message_replies where message_id is null`,
  `alter table message_replies
     drop constraint message_replies_one_parent,
     drop column consultation_request_id,
     drop column contact_request_id,
     alter column message_id set not null`,
  `alter table consultation_requests drop column replied_at, drop column is_read`,
  `alter table contact_requests drop column replied_at, drop column is_read`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const inquiriesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
