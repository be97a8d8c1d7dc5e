import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Listings taken from a regulator's public register (issue 39, DESIGN §8.6). The operators' CLI
 * imports a register into rows of `lawyers` that nobody owns yet; each keeps where it came from:
 * the regulator and licence number (the existing `regulator` and `licence_number` columns, unique
 * per regulator among register listings), the status the register gave and the register's date.
 *
 * - `register_status`: the register's word for the person, normalised. Anything but `practising`
 *   hides the listing (never deletes it); the import sets `is_hidden` and `hidden_reason`.
 * - `register_email`: the address the register publishes, kept only to send a claim code to; never
 *   shown (the public `email` stays empty until the lawyer claims the listing).
 * - `claimed_at`: when a proven claim made the listing its lawyer's profile (`owner_id` set).
 *
 * A register holds no bio, no fees, no hours and no meeting modes: for register listings the bio
 * and the meeting modes may be absent and the practice areas empty, so nothing has to be invented
 * to store the row. The values are written out here, not imported (a migration states its day).
 */
const MEETING_MODES = `array['in-person', 'video', 'phone']::text[]`;

const up = [
  `alter table lawyers
     add column register_status varchar(20)
       check (register_status in ('practising', 'non-practising', 'suspended', 'revoked', 'deceased')),
     add column register_date date,
     add column register_email varchar(254),
     add column claimed_at timestamptz,
     add constraint lawyers_register_dated check ((register_status is null) = (register_date is null)),
     add constraint lawyers_register_identified
       check (register_status is null or (regulator is not null and licence_number is not null)),
     add constraint lawyers_claim_owned check (claimed_at is null or owner_id is not null)`,
  `create unique index lawyers_register_entry_idx on lawyers (regulator, licence_number)
     where register_status is not null`,
  `alter table lawyers drop constraint lawyers_bio_present`,
  `alter table lawyers add constraint lawyers_bio_present
     check (register_status is not null or coalesce(bio, '') <> '' or coalesce(bio_fr, '') <> '')`,
  `alter table lawyers drop constraint lawyers_practice_areas_check`,
  `alter table lawyers add constraint lawyers_practice_areas_check
     check (cardinality(practice_areas) <= 10
       and (register_status is not null or cardinality(practice_areas) >= 1))`,
  `alter table lawyers drop constraint lawyers_meeting_modes_check`,
  `alter table lawyers add constraint lawyers_meeting_modes_check
     check (meeting_modes <@ ${MEETING_MODES}
       and (register_status is not null or cardinality(meeting_modes) > 0))`,
];

const down = [
  `delete from lawyers where register_status is not null and owner_id is null`,
  `alter table lawyers drop constraint lawyers_meeting_modes_check`,
  `alter table lawyers add constraint lawyers_meeting_modes_check
     check (meeting_modes <@ ${MEETING_MODES} and cardinality(meeting_modes) > 0)`,
  `alter table lawyers drop constraint lawyers_practice_areas_check`,
  `alter table lawyers add constraint lawyers_practice_areas_check
     check (cardinality(practice_areas) between 1 and 10)`,
  `alter table lawyers drop constraint lawyers_bio_present`,
  `alter table lawyers add constraint lawyers_bio_present
     check (coalesce(bio, '') <> '' or coalesce(bio_fr, '') <> '')`,
  `drop index lawyers_register_entry_idx`,
  `alter table lawyers
     drop constraint lawyers_claim_owned,
     drop constraint lawyers_register_identified,
     drop constraint lawyers_register_dated,
     drop column claimed_at,
     drop column register_email,
     drop column register_date,
     drop column register_status`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const registerListingsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
