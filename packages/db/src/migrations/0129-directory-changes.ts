import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The directory's change log (issue 16, decision 046). Every API replica keeps the visible
 * directory's filter columns in memory and follows this log to stay in step: each statement that
 * inserts, updates or deletes lawyers records the ids it touched, with its transaction id, in the
 * same transaction. A replica reads, in one statement, the log and that statement's snapshot; next
 * time it reads the rows numbered after the last it saw, and the rows of every transaction that
 * snapshot did not see yet (running, or not started), so a transaction that commits late is never
 * skipped. Rows older than an hour are deleted as replicas read; a replica cut off for longer
 * reloads the whole directory.
 */
const up = [
  `create table directory_changes (
     seq bigserial primary key,
     lawyer_id int not null,
     xid xid8 not null default pg_current_xact_id(),
     changed_at timestamptz not null default clock_timestamp()
   )`,
  `create index directory_changes_xid_idx on directory_changes (xid)`,
  `create index directory_changes_changed_at_idx on directory_changes (changed_at)`,
  `create function directory_changes_record() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       insert into directory_changes (lawyer_id) select distinct id from old_rows;
     else
       insert into directory_changes (lawyer_id) select distinct id from new_rows;
     end if;
     return null;
   end $$`,
  `create trigger lawyers_changes_insert after insert on lawyers
     referencing new table as new_rows for each statement execute function directory_changes_record()`,
  `create trigger lawyers_changes_update after update on lawyers
     referencing new table as new_rows for each statement execute function directory_changes_record()`,
  `create trigger lawyers_changes_delete after delete on lawyers
     referencing old table as old_rows for each statement execute function directory_changes_record()`,
  // A truncate names no rows: lawyer 0 (no lawyer has it) stands for "everyone".
  `create function directory_changes_truncated() returns trigger language plpgsql as $$
   begin
     insert into directory_changes (lawyer_id) values (0);
     return null;
   end $$`,
  `create trigger lawyers_changes_truncate after truncate on lawyers
     for each statement execute function directory_changes_truncated()`,
];

const down = [
  `drop trigger lawyers_changes_truncate on lawyers`,
  `drop function directory_changes_truncated()`,
  `drop trigger lawyers_changes_delete on lawyers`,
  `drop trigger lawyers_changes_update on lawyers`,
  `drop trigger lawyers_changes_insert on lawyers`,
  `drop function directory_changes_record()`,
  `drop table directory_changes`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const directoryChangesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
