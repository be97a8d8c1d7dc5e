import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Consultation booking (issue 21 item 1, decision 037).
 *
 * `booking_availability`: one row per lawyer who has set up booking, their hours in their own time
 * zone (the zone follows the province, `@cld/reference/time-zones`). `weekly_hours` is
 * `{"mon": [{"start": "09:00", "end": "12:00"}, …], …}`; `days_off` ISO dates.
 *
 * `bookings`: one row per booked slot. No double booking, whatever the concurrency: a unique index
 * on (lawyer, start) over the booked rows, so of two transactions inserting the same slot one
 * fails (slots lie on the lawyer's grid, so the same slot is the same start). The API also locks the
 * lawyer's availability row while it books, which keeps slots of a changed grid from overlapping.
 * The e-mailed links' tokens are kept as SHA-256 only.
 *
 * `mail_outbox.ics`: an e-mail's calendar attachment (an invitation or its cancellation).
 */
const MODES = `('in-person', 'video', 'phone')`;

const up = [
  `create table booking_availability (
     lawyer_id integer primary key references lawyers (id) on delete cascade,
     enabled boolean not null default true,
     weekly_hours jsonb not null check (jsonb_typeof(weekly_hours) = 'object'),
     slot_minutes integer not null check (slot_minutes between 10 and 240),
     buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 120),
     days_off text[] not null default '{}' check (cardinality(days_off) <= 366),
     meeting_modes text[] not null
       check (cardinality(meeting_modes) >= 1
         and meeting_modes <@ array['in-person', 'video', 'phone']::text[]),
     horizon_days integer not null check (horizon_days between 1 and 180),
     min_notice_hours integer not null check (min_notice_hours between 0 and 336),
     updated_at timestamptz not null default now()
   )`,
  `create table bookings (
     id integer generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     user_id integer references users (id) on delete set null,
     starts_at timestamptz not null,
     ends_at timestamptz not null,
     meeting_mode varchar(20) not null check (meeting_mode in ${MODES}),
     name varchar(255) not null,
     email varchar(320) not null,
     phone varchar(40),
     message text check (char_length(message) <= 5000),
     locale varchar(2) not null default 'en' check (locale in ('en', 'fr')),
     visitor_time_zone varchar(64),
     status varchar(10) not null default 'booked' check (status in ('booked', 'cancelled')),
     sequence integer not null default 0 check (sequence >= 0),
     visitor_token_hash char(64) not null unique,
     lawyer_token_hash char(64) not null unique,
     cancelled_at timestamptz,
     cancelled_by varchar(10) check (cancelled_by in ('visitor', 'lawyer')),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     check (ends_at > starts_at),
     check ((status = 'cancelled') = (cancelled_at is not null))
   )`,
  `create unique index bookings_slot_idx on bookings (lawyer_id, starts_at)
     where status = 'booked'`,
  `create index bookings_lawyer_time_idx on bookings (lawyer_id, starts_at)`,
  `create index bookings_user_idx on bookings (user_id) where user_id is not null`,
  `create index bookings_email_idx on bookings (email)`,
  `alter table mail_outbox add column ics text check (char_length(ics) <= 20000)`,
];

const down = [
  `alter table mail_outbox drop column ics`,
  `drop table bookings`,
  `drop table booking_availability`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bookingsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
