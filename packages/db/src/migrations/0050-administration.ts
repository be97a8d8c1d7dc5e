import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The law society of each province's lawyers: where already-verified profiles were checked. */
const BAR_OF_PROVINCE: Record<string, string> = {
  ON: 'law-society-of-ontario',
  QC: 'barreau-du-quebec',
  BC: 'law-society-of-british-columbia',
  AB: 'law-society-of-alberta',
  MB: 'the-law-society-of-manitoba',
  SK: 'law-society-of-saskatchewan',
  NS: 'nova-scotia-barristers-society',
  NB: 'law-society-of-new-brunswick',
  NL: 'law-society-of-newfoundland-and-labrador',
  PE: 'law-society-of-prince-edward-island',
  NT: 'law-society-of-the-northwest-territories',
  YT: 'law-society-of-yukon',
  NU: 'law-society-of-nunavut',
};

const regulatorOfProvince = `case province ${Object.entries(BAR_OF_PROVINCE)
  .map(([code, slug]) => `when '${code}' then '${slug}'`)
  .join(' ')} end`;

/**
 * Administration and trust (issue 8): the verification record of each profile, why a profile is
 * hidden, the audit trail, the register of confidentiality incidents, and the marks the retention
 * job leaves on what it anonymised.
 */
const up = [
  `alter table lawyers
     add column verification_status varchar(10) not null default 'unverified'
       check (verification_status in ('unverified', 'pending', 'verified', 'rejected')),
     add column licence_number varchar(40),
     add column regulator varchar(60),
     add column licence_class varchar(60),
     add column verification_notes text,
     add column rejection_reason text,
     add column verification_requested_at timestamptz,
     add column verified_at timestamptz,
     add column verified_by integer references users (id) on delete set null,
     add column hidden_reason text`,
  // Profiles verified before this record existed were checked with their province's bar.
  `update lawyers
      set verification_status = 'verified', verified_at = updated_at,
          regulator = ${regulatorOfProvince}
    where is_verified`,
  // The public flag and the record can never disagree; a verified profile names its regulator.
  `alter table lawyers
     add constraint lawyers_verification_consistent
       check (is_verified = (verification_status = 'verified')),
     add constraint lawyers_verified_has_regulator
       check (verification_status <> 'verified' or (regulator is not null and verified_at is not null))`,
  `create index lawyers_verification_queue_idx on lawyers (verification_requested_at, id)
     where verification_status = 'pending'`,

  `create table audit_log (
     id bigint generated always as identity primary key,
     actor_id integer references users (id) on delete set null,
     actor_email varchar(254),
     action varchar(40) not null,
     target_type varchar(30),
     target_id varchar(50),
     details jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create index audit_log_created_idx on audit_log (created_at desc, id desc)`,
  `create index audit_log_target_idx on audit_log (target_type, target_id, created_at desc)`,

  `create table privacy_incidents (
     id integer generated always as identity primary key,
     title varchar(200) not null,
     description text not null,
     occurred_on date not null,
     discovered_on date not null,
     affected text not null,
     affected_count integer check (affected_count >= 0),
     personal_information text not null,
     risk_of_significant_harm boolean not null,
     reported_to_regulator boolean not null,
     reported_on date,
     individuals_notified boolean not null,
     measures text,
     recorded_by integer references users (id) on delete set null,
     recorded_by_email varchar(254),
     keep_until date not null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index privacy_incidents_keep_until_idx on privacy_incidents (keep_until)`,

  `alter table site_contact_messages
     add column handled_at timestamptz,
     add column anonymised_at timestamptz`,
  `alter table contact_requests add column anonymised_at timestamptz`,
  `alter table consultation_requests add column anonymised_at timestamptz`,
  `alter table messages add column anonymised_at timestamptz`,
  `create index contact_requests_created_idx on contact_requests (created_at) where anonymised_at is null`,
  `create index consultation_requests_created_idx on consultation_requests (created_at) where anonymised_at is null`,
  `create index messages_created_idx on messages (created_at) where anonymised_at is null`,
];

const down = [
  `drop index messages_created_idx`,
  `drop index consultation_requests_created_idx`,
  `drop index contact_requests_created_idx`,
  `alter table messages drop column anonymised_at`,
  `alter table consultation_requests drop column anonymised_at`,
  `alter table contact_requests drop column anonymised_at`,
  `alter table site_contact_messages drop column anonymised_at, drop column handled_at`,
  `drop table privacy_incidents`,
  `drop table audit_log`,
  `drop index lawyers_verification_queue_idx`,
  `alter table lawyers
     drop constraint lawyers_verified_has_regulator,
     drop constraint lawyers_verification_consistent,
     drop column hidden_reason,
     drop column verified_by,
     drop column verified_at,
     drop column verification_requested_at,
     drop column rejection_reason,
     drop column verification_notes,
     drop column licence_class,
     drop column regulator,
     drop column licence_number,
     drop column verification_status`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const administrationMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
