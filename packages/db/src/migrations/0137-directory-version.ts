import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Columns no count reads, written by jobs that would otherwise move the version all day: a review's
 * figures (rating, count, score) and the responsiveness the review job refreshes every 30 minutes.
 * Leaving a column out of this list only costs a recount; putting one here that a filter reads would
 * keep a wrong count, so a column is listed only when no filter, total or facet reads it.
 */
export const COLUMNS_NO_COUNT_READS = [
  'rating',
  'review_count',
  'rating_score',
  'reply_median_seconds',
  'reply_within_day_share',
  'reply_sample',
  'responsiveness_at',
] as const;

const unread = `array[${COLUMNS_NO_COUNT_READS.map((column) => `'${column}'`).join(', ')}]::text[]`;

/**
 * The directory's version (issue 35, decision 060): one number that PostgreSQL raises in the same
 * transaction as every statement that adds, removes or changes a lawyer in a way a count can see,
 * so it becomes visible exactly when the change does. The API keeps its counts (totals, facets, the
 * landing pages' figures) under the version they were counted at and counts again once it moves:
 * every figure it shows is the one a `count(*)` would give now, and two pages never state two
 * figures for the same thing.
 *
 * Statement-level triggers: a statement that writes many rows (an import, a seed) raises it once. An
 * update raises it only if some row changed outside `COLUMNS_NO_COUNT_READS` (its old and new rows,
 * compared as JSON without those columns). The row is locked until the writing transaction ends, so
 * writers of `lawyers` take turns at their commit; they are few (a profile saved, a listing
 * verified, an import).
 */
const up = [
  `create table directory_version (
     only_row boolean primary key default true check (only_row),
     version bigint not null
   )`,
  `insert into directory_version (version) values (1)`,
  `create function directory_version_raise() returns trigger language plpgsql as $$
   begin
     update directory_version set version = version + 1;
     return null;
   end $$`,
  `create function directory_version_raise_if_seen() returns trigger language plpgsql as $$
   begin
     if exists (
       select 1 from directory_old o join directory_new n on n.id = o.id
       where to_jsonb(o) - ${unread} is distinct from to_jsonb(n) - ${unread}
     ) then
       update directory_version set version = version + 1;
     end if;
     return null;
   end $$`,
  `create trigger lawyers_directory_version_rows after insert or delete on lawyers
     for each statement execute function directory_version_raise()`,
  `create trigger lawyers_directory_version_truncate after truncate on lawyers
     for each statement execute function directory_version_raise()`,
  `create trigger lawyers_directory_version_update after update on lawyers
     referencing old table as directory_old new table as directory_new
     for each statement execute function directory_version_raise_if_seen()`,
];

const down = [
  `drop trigger if exists lawyers_directory_version_update on lawyers`,
  `drop trigger if exists lawyers_directory_version_truncate on lawyers`,
  `drop trigger if exists lawyers_directory_version_rows on lawyers`,
  `drop function if exists directory_version_raise_if_seen()`,
  `drop function if exists directory_version_raise()`,
  `drop table if exists directory_version`,
];

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const directoryVersionMigration: Migration = {
  up: (db) => run(db, up),
  down: (db) => run(db, down),
};
