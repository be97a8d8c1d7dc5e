import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes shaped like the directory's searches (docs/decisions/006-search-performance.md).
 *
 * Every search reads visible lawyers only, so each index is partial on `not is_hidden`, and each
 * b-tree carries the filter columns as INCLUDE payload: a filtered page becomes an index-only walk in
 * sort order that stops after one page, and a total an index-only count, instead of one heap page
 * per lawyer (a row with its bio and search vector fills most of a page).
 *
 * Practice areas are filtered through a bit mask: each area owns one bit, and a lawyer's
 * `practice_area_mask` has the bits of their areas, so "any of these areas" is one integer AND on
 * an index tuple instead of an array overlap, several times cheaper over the tens of thousands of
 * entries a province's total counts.
 */
const FILTER_COLUMNS = 'province, city_id, experience, practice_area_mask, languages';

const up = [
  // 63 bits: a bigint mask without its sign bit. The taxonomy has 18 areas.
  `alter table practice_areas add column bit smallint unique check (bit between 0 and 62)`,
  `update practice_areas p set bit = numbered.bit
     from (select slug, row_number() over (order by slug) - 1 as bit from practice_areas) numbered
     where numbered.slug = p.slug`,
  `alter table practice_areas alter column bit set not null`,
  // An area keeps its bit for life: a new area takes the next free one (a re-seed's upsert of an
  // existing area proposes one too, but the conflict update leaves the stored bit alone).
  `create function practice_areas_assign_bit() returns trigger language plpgsql as $$
   begin
     if new.bit is null then
       select coalesce(max(bit) + 1, 0) into new.bit from practice_areas;
     end if;
     return new;
   end
   $$`,
  `create trigger practice_areas_assign_bit before insert on practice_areas
     for each row execute function practice_areas_assign_bit()`,

  `alter table lawyers add column practice_area_mask bigint not null default 0`,
  `create or replace function lawyers_search_refresh() returns trigger language plpgsql as $$
   declare
     area_names text;
     area_mask bigint;
     place text;
   begin
     if exists (
       select 1 from unnest(new.practice_areas) as s(slug)
       where not exists (select 1 from practice_areas pa where pa.slug = s.slug)
     ) then
       raise exception 'unknown practice area in %', new.practice_areas using errcode = '23503';
     end if;
     select string_agg(pa.name, ' '), coalesce(bit_or(1::bigint << pa.bit), 0)
       into area_names, area_mask
       from practice_areas pa where pa.slug = any (new.practice_areas);
     select c.name || ' ' || p.name into place
       from cities c join provinces p on p.code = c.province where c.id = new.city_id;
     new.practice_area_mask := area_mask;
     new.name_folded := fold_text(new.name);
     new.firm_folded := coalesce(fold_text(new.firm_name), '');
     new.search_vector :=
          setweight(to_tsvector('english', new.name_folded), 'A')
       || setweight(to_tsvector('english', new.firm_folded), 'B')
       || setweight(to_tsvector('english', fold_text(
            coalesce(area_names, '') || ' ' || array_to_string(new.specializations, ' '))), 'B')
       || setweight(to_tsvector('english', fold_text(new.bio)), 'C')
       || setweight(to_tsvector('english', coalesce(fold_text(place), '')), 'D');
     return new;
   end
   $$`,
  // Only the new column changes, which the search trigger does not watch.
  `update lawyers l set practice_area_mask = (
     select coalesce(bit_or(1::bigint << pa.bit), 0) from practice_areas pa
     where pa.slug = any (l.practice_areas))`,

  `drop index lawyers_province_idx`,
  `drop index lawyers_city_id_idx`,
  `drop index lawyers_experience_idx`,
  `drop index lawyers_rating_idx`,
  `drop index lawyers_name_idx`,
  `drop index lawyers_practice_areas_idx`,
  `drop index lawyers_languages_idx`,
  `create index lawyers_visible_rating_idx on lawyers (rating desc, review_count desc, id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_province_rating_idx
     on lawyers (province, rating desc, review_count desc, id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_city_experience_idx
     on lawyers (city_id, experience desc, rating desc, review_count desc, id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_experience_idx
     on lawyers (experience desc, rating desc, review_count desc, id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_name_idx on lawyers (name_folded collate "C", id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  // The narrowest path for totals by place, and for the reference counts by province and city.
  `create index lawyers_visible_place_idx on lawyers (province, city_id)
     include (experience, practice_area_mask) where not is_hidden`,
  `create index lawyers_visible_languages_idx on lawyers using gin (languages) where not is_hidden`,
  // New entries wait in a GIN index's pending list, which every search scans linearly, until it
  // outgrows this limit (4 MB by default: 10-16 ms a search) or a vacuum merges it. PGlite has no
  // autovacuum, so keep the list short there and everywhere.
  ...[
    'lawyers_search_vector_idx',
    'lawyers_name_trgm_idx',
    'lawyers_firm_trgm_idx',
    'lawyers_visible_languages_idx',
  ].map((index) => `alter index ${index} set (gin_pending_list_limit = 256)`),
];

const down = [
  ...['lawyers_search_vector_idx', 'lawyers_name_trgm_idx', 'lawyers_firm_trgm_idx'].map(
    (index) => `alter index ${index} reset (gin_pending_list_limit)`,
  ),
  `drop index lawyers_visible_rating_idx`,
  `drop index lawyers_visible_province_rating_idx`,
  `drop index lawyers_visible_city_experience_idx`,
  `drop index lawyers_visible_experience_idx`,
  `drop index lawyers_visible_name_idx`,
  `drop index lawyers_visible_place_idx`,
  `drop index lawyers_visible_languages_idx`,
  `create index lawyers_practice_areas_idx on lawyers using gin (practice_areas)`,
  `create index lawyers_languages_idx on lawyers using gin (languages)`,
  `create index lawyers_province_idx on lawyers (province)`,
  `create index lawyers_city_id_idx on lawyers (city_id)`,
  `create index lawyers_experience_idx on lawyers (experience desc, id)`,
  `create index lawyers_rating_idx on lawyers (rating desc, review_count desc, id)`,
  `create index lawyers_name_idx on lawyers (name_folded collate "C", id)`,
  // The search trigger as 0001 created it, before the column it writes goes.
  `create or replace function lawyers_search_refresh() returns trigger language plpgsql as $$
   declare
     area_names text;
     place text;
   begin
     if exists (
       select 1 from unnest(new.practice_areas) as s(slug)
       where not exists (select 1 from practice_areas pa where pa.slug = s.slug)
     ) then
       raise exception 'unknown practice area in %', new.practice_areas using errcode = '23503';
     end if;
     select string_agg(pa.name, ' ') into area_names
       from practice_areas pa where pa.slug = any (new.practice_areas);
     select c.name || ' ' || p.name into place
       from cities c join provinces p on p.code = c.province where c.id = new.city_id;
     new.name_folded := fold_text(new.name);
     new.firm_folded := coalesce(fold_text(new.firm_name), '');
     new.search_vector :=
          setweight(to_tsvector('english', new.name_folded), 'A')
       || setweight(to_tsvector('english', new.firm_folded), 'B')
       || setweight(to_tsvector('english', fold_text(
            coalesce(area_names, '') || ' ' || array_to_string(new.specializations, ' '))), 'B')
       || setweight(to_tsvector('english', fold_text(new.bio)), 'C')
       || setweight(to_tsvector('english', coalesce(fold_text(place), '')), 'D');
     return new;
   end
   $$`,
  `alter table lawyers drop column practice_area_mask`,
  `drop trigger practice_areas_assign_bit on practice_areas`,
  `drop function practice_areas_assign_bit()`,
  `alter table practice_areas drop column bit`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const searchIndexesMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
