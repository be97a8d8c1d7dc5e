import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * "Evenings or weekends" (issue 35): a lawyer whose office hours run past 18:00 on some day, or who
 * opens on Saturday or Sunday. Derived by PostgreSQL from `office_hours` in the same statement that
 * saves it (a stored generated column), so the filter is one column's truth and nothing else keeps
 * it. Times are "HH:MM", so comparing them as text orders them.
 */
export const eveningsOrWeekendsMigration: Migration = {
  up: async (db) => {
    await sql`alter table lawyers add column open_evenings_or_weekends boolean not null
      generated always as (
        jsonb_array_length(coalesce(office_hours -> 'sat', '[]'::jsonb)) > 0
        or jsonb_array_length(coalesce(office_hours -> 'sun', '[]'::jsonb)) > 0
        or jsonb_path_exists(office_hours, '$.*[*] ? (@.closes > "18:00")')
      ) stored`.execute(db);
  },
  down: async (db) => {
    await sql`alter table lawyers drop column open_evenings_or_weekends`.execute(db);
  },
};
