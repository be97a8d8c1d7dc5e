import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { directoryChangesMigration } from './0129-directory-changes.ts';

/**
 * PostgreSQL is the one search engine (issue 35, decision 049): no API replica keeps a copy of the
 * directory any more, so the change log that kept those copies in step, and the triggers that wrote
 * it on every statement on `lawyers`, go. Down brings them back as migration 0129 made them.
 */
const up = [
  `drop trigger if exists lawyers_changes_truncate on lawyers`,
  `drop trigger if exists lawyers_changes_delete on lawyers`,
  `drop trigger if exists lawyers_changes_update on lawyers`,
  `drop trigger if exists lawyers_changes_insert on lawyers`,
  `drop function if exists directory_changes_truncated()`,
  `drop function if exists directory_changes_record()`,
  `drop table if exists directory_changes`,
];

export const oneSearchEngineMigration: Migration = {
  up: async (db: Kysely<unknown>) => {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  down: (db) => directoryChangesMigration.up(db),
};
