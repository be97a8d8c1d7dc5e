import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Typo-tolerant firm search over distinct firm names (docs/decisions/006-search-performance.md).
 *
 * Many lawyers share a firm (100,000 lawyers, about 36,000 firms, 200 at the largest), so a trigram
 * index over every lawyer's firm returned and rechecked each lawyer's row: "personal injury lawyer"
 * meant 1,400 heap pages and as many similarities. Here the trigram match runs over the distinct
 * names, once per firm, and the firm's lawyers come from an index-only walk of a b-tree keyed by the
 * firm that carries the sort and filter columns.
 *
 * Names are only ever added (by statement-level triggers, one insert per statement): a firm nobody
 * works at any more matches no lawyer, and costs one index entry.
 */
const FIRM_COLUMNS =
  'id, rating, review_count, experience, name_folded, province, city_id, practice_area_mask, languages';

const recordFirms = (transition: string) => `
  insert into lawyer_firm_names (firm_folded)
  select distinct firm_folded from ${transition} where firm_folded <> ''
  on conflict do nothing`;

const up = [
  `create table lawyer_firm_names (firm_folded text primary key)`,
  recordFirms('lawyers'),
  `create index lawyer_firm_names_trgm_idx on lawyer_firm_names
     using gin (firm_folded gin_trgm_ops) with (gin_pending_list_limit = 256)`,
  `create function lawyers_record_firms() returns trigger language plpgsql as $$
   begin
     ${recordFirms('changed')};
     return null;
   end
   $$`,
  // Transition tables cannot be combined with `update of <column>` or with two events.
  `create trigger lawyers_record_firms_inserted after insert on lawyers
     referencing new table as changed for each statement execute function lawyers_record_firms()`,
  `create trigger lawyers_record_firms_updated after update on lawyers
     referencing new table as changed for each statement execute function lawyers_record_firms()`,
  `create index lawyers_visible_firm_idx on lawyers (firm_folded) include (${FIRM_COLUMNS})
     where not is_hidden and firm_folded <> ''`,
  `drop index lawyers_firm_trgm_idx`,
  // The planner estimates a trigram match by computing the similarity to every most common value
  // and histogram entry of the column: with the default 100 buckets, 10 ms of planning per search
  // on PGlite. Ten leave it the default estimate, which picks the same plan (the trigram index).
  `alter table lawyers alter column name_folded set statistics 10`,
  `alter table lawyer_firm_names alter column firm_folded set statistics 10`,
  `analyze lawyer_firm_names`,
];

const down = [
  `alter table lawyers alter column name_folded set statistics -1`,
  `create index lawyers_firm_trgm_idx on lawyers using gin (firm_folded gin_trgm_ops)
     with (gin_pending_list_limit = 256)`,
  `drop index lawyers_visible_firm_idx`,
  `drop trigger lawyers_record_firms_updated on lawyers`,
  `drop trigger lawyers_record_firms_inserted on lawyers`,
  `drop function lawyers_record_firms()`,
  `drop table lawyer_firm_names`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const firmNamesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
