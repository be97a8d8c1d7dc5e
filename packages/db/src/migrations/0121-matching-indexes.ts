import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for matching on what people ask (issue 20, docs/decisions/033-distance-and-practice-filters.md):
 *
 * - A distance search names the cities within its radius (`city_id = any(…)`) and, sorted by
 *   distance, walks each city's lawyers best rated first, a page's worth per city. This covering
 *   index gives that walk and the search's total as index-only scans, the practice details included,
 *   so no lawyer's row is read until the page's own twelve.
 * - "Every one of them" on fee offers, funding and meeting modes is `@>` on a small array: a GIN
 *   index finds the lawyers with a rare value (sliding scale, pro bono) across the whole directory
 *   without reading the others; with a place, the b-tree above usually wins. Entries go straight
 *   into the tree (`fastupdate = off`): no pending list for every search to scan (PGlite has no
 *   autovacuum to merge one, see 0002), and a profile's arrays are a few short words to insert.
 */
const DETAIL_COLUMNS = [
  'province',
  'experience',
  'practice_area_mask',
  'languages',
  'is_verified',
  'fee_offers',
  'funding',
  'meeting_modes',
  'step_free_access',
  'accepting_clients',
  'accepting_confirmed_at',
].join(', ');

const up = [
  `create index lawyers_visible_city_rating_idx
     on lawyers (city_id, rating_score desc, review_count desc, id)
     include (${DETAIL_COLUMNS}) where not is_hidden`,
  ...['fee_offers', 'funding', 'meeting_modes'].map(
    (column) => `create index lawyers_visible_${column}_idx on lawyers using gin (${column})
       with (fastupdate = off) where not is_hidden`,
  ),
];

const down = [
  `drop index lawyers_visible_city_rating_idx`,
  ...['fee_offers', 'funding', 'meeting_modes'].map(
    (column) => `drop index lawyers_visible_${column}_idx`,
  ),
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const matchingIndexesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
