import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Claims on register listings, and requests to hide one (issue 39). One row per attempt, refused
 * ones included: the administrators' queue shows every attempt (a second claimant, a listing
 * already owned, a wrong licence number) with its answer.
 *
 * - `purpose`: `claim` (the listing becomes the account's profile) or `removal` (hidden for privacy).
 * - `method`: `email-code` (a code mailed to the register's published address; only its SHA-256 is
 *   kept, it works until `code_expires_at` and for `MAX_CODE_ATTEMPTS` tries) or `admin-review`
 *   (an administrator decides from the claimant's explanation). Null on a refused attempt.
 * - At most one open (`pending`) attempt per listing: a unique index, so two claimants racing
 *   cannot both hold one.
 */
const up = [
  `create table listing_claims (
     id integer generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     user_id integer references users (id) on delete set null,
     purpose varchar(10) not null check (purpose in ('claim', 'removal')),
     licence_number varchar(40) not null,
     method varchar(12) check (method in ('email-code', 'admin-review')),
     status varchar(10) not null
       check (status in ('pending', 'approved', 'rejected', 'refused', 'expired')),
     refusal varchar(20)
       check (refusal in ('wrong-licence', 'already-owned', 'already-claimed', 'has-profile')),
     code_hash char(64),
     code_expires_at timestamptz,
     code_attempts smallint not null default 0,
     explanation text check (char_length(explanation) <= 2000),
     locale varchar(2) not null default 'en' check (locale in ('en', 'fr')),
     decided_by integer references users (id) on delete set null,
     decided_at timestamptz,
     decision_note text check (char_length(decision_note) <= 1000),
     created_at timestamptz not null default now(),
     constraint listing_claims_refused_says_why check ((status = 'refused') = (refusal is not null)),
     constraint listing_claims_method_of_open check (status = 'refused' or method is not null),
     constraint listing_claims_code_kept check (method <> 'email-code' or status <> 'pending'
       or (code_hash is not null and code_expires_at is not null))
   )`,
  `create unique index listing_claims_open_idx on listing_claims (lawyer_id) where status = 'pending'`,
  `create index listing_claims_queue_idx on listing_claims (created_at desc, id desc)`,
  `create index listing_claims_user_idx on listing_claims (user_id, created_at desc)`,
];

const down = [`drop table listing_claims`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const listingClaimsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
