import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What people ask before they call a lawyer (issue 20): what it costs, which funding the lawyer
 * takes, how and when they meet, whether they take new clients, and a photo. Every value is the
 * lawyer's own statement (the profile says so), with fixed vocabularies checked here as in the
 * contract (`@cld/reference/practice-details`). The values are written out here, not imported: a
 * migration states the schema of its day, whatever the vocabulary becomes later.
 *
 * - `location_text`: the "Location" the lawyer typed, kept as typed (the city and province stay the
 *   columns the search uses). Null on rows from before: pages show "City, PR" for them.
 * - `fee_offers`: the filterable offers; `free-consultation` is there exactly when a length is,
 *   and `flat-fees` exactly when the price list has a service (checked), so a filter never
 *   disagrees with the profile.
 * - `accepting_clients` with the date it was last confirmed: the pages show it for 90 days after.
 * - `office_hours`: the week as `{"mon":[{"opens":"09:00","closes":"18:00"}],…}`; the spec's hours
 *   are the default of a new profile and of every existing one.
 * - `lawyer_photos`: the re-encoded photo (WebP), one per lawyer, addressed by a version so it can
 *   be cached for a year; `lawyers.photo` is its public path.
 */
const FEE_OFFERS = [
  'free-consultation',
  'flat-fees',
  'limited-scope',
  'sliding-scale',
  'payment-plans',
];
const FUNDING_OPTIONS = ['legal-aid', 'pro-bono', 'contingency'];
const MEETING_MODES = ['in-person', 'video', 'phone'];
const weekday = [{ opens: '09:00', closes: '18:00' }];
const DEFAULT_OFFICE_HOURS = {
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekday,
  sat: [{ opens: '09:00', closes: '17:00' }],
  sun: [],
};

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;

const up = [
  `alter table lawyers add column location_text text check (char_length(location_text) <= 200)`,
  `alter table lawyers add column free_consultation_minutes smallint
     check (free_consultation_minutes between 10 and 240)`,
  `alter table lawyers add column flat_fees jsonb not null default '[]'
     check (jsonb_typeof(flat_fees) = 'array' and jsonb_array_length(flat_fees) <= 12)`,
  `alter table lawyers add column fee_offers text[] not null default '{}'
     check (fee_offers <@ ${list(FEE_OFFERS)})`,
  `alter table lawyers add constraint lawyers_fee_offers_follow_details check (
     ('free-consultation' = any (fee_offers)) = (free_consultation_minutes is not null)
     and ('flat-fees' = any (fee_offers)) = (jsonb_array_length(flat_fees) > 0))`,
  `alter table lawyers add column funding text[] not null default '{}'
     check (funding <@ ${list(FUNDING_OPTIONS)})`,
  `alter table lawyers add column meeting_modes text[] not null default '{in-person}'
     check (meeting_modes <@ ${list(MEETING_MODES)} and cardinality(meeting_modes) > 0)`,
  `alter table lawyers add column step_free_access boolean`,
  `alter table lawyers add column office_hours jsonb not null
     default '${JSON.stringify(DEFAULT_OFFICE_HOURS)}'::jsonb
     check (jsonb_typeof(office_hours) = 'object')`,
  `alter table lawyers add column accepting_clients boolean`,
  `alter table lawyers add column accepting_confirmed_at timestamptz`,
  `alter table lawyers add constraint lawyers_accepting_confirmed
     check ((accepting_clients is null) = (accepting_confirmed_at is null))`,
  `create table lawyer_photos (
     lawyer_id integer primary key references lawyers (id) on delete cascade,
     version text not null check (version ~ '^[0-9a-f]{16}$'),
     content_type text not null check (content_type in ('image/webp')),
     image bytea not null check (octet_length(image) <= 1048576),
     width integer not null check (width between 1 and 2000),
     height integer not null check (height between 1 and 2000),
     created_at timestamptz not null default now()
   )`,
];

const down = [
  `drop table lawyer_photos`,
  `alter table lawyers drop constraint lawyers_accepting_confirmed`,
  `alter table lawyers drop constraint lawyers_fee_offers_follow_details`,
  ...[
    'accepting_confirmed_at',
    'accepting_clients',
    'office_hours',
    'step_free_access',
    'meeting_modes',
    'funding',
    'fee_offers',
    'flat_fees',
    'free_consultation_minutes',
    'location_text',
  ].map((column) => `alter table lawyers drop column ${column}`),
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const practiceDetailsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
