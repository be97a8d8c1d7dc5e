import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A lawyer's bio in English, French or both (issue 19, DESIGN §7.6). `bio` stays the English bio,
 * now optional, and `bio_fr` is the French one beside it; a profile needs at least one of them.
 * The profile has no firm description, so the bio is the only text the lawyer writes.
 *
 * The French bio feeds the search vector at the bio's weight (C) through the French dictionary
 * (its stemming and stop words), so "successions immobilières" finds "succession immobilière";
 * the search matches its text as English or as French words (apps/api/src/modules/lawyers/queries.ts).
 */
const searchRefresh = (frenchBio: boolean) => `
  create or replace function lawyers_search_refresh() returns trigger language plpgsql as $$
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
      || setweight(to_tsvector('english', ${frenchBio ? `coalesce(fold_text(new.bio), '')` : 'fold_text(new.bio)'}), 'C')${
        frenchBio
          ? `
      || setweight(to_tsvector('french', coalesce(fold_text(new.bio_fr), '')), 'C')`
          : ''
      }
      || setweight(to_tsvector('english', coalesce(fold_text(place), '')), 'D');
    return new;
  end
  $$`;

const searchTrigger = (columns: string) => `
  create trigger lawyers_search_refresh
    before insert or update of ${columns}
    on lawyers for each row execute function lawyers_search_refresh()`;

const WATCHED = 'name, firm_name, practice_areas, specializations, bio, city_id, province';

const up = [
  `alter table lawyers add column bio_fr text check (char_length(bio_fr) <= 10000)`,
  `alter table lawyers alter column bio drop not null`,
  // A blank bio is no bio: at least one language has text (a NULL check would pass, hence coalesce).
  `alter table lawyers add constraint lawyers_bio_present
     check (coalesce(bio, '') <> '' or coalesce(bio_fr, '') <> '')`,
  searchRefresh(true),
  `drop trigger lawyers_search_refresh on lawyers`,
  searchTrigger(`${WATCHED}, bio_fr`),
];

const down = [
  // The English bio becomes required again: a French-only profile keeps its text there.
  `update lawyers set bio = bio_fr where coalesce(bio, '') = ''`,
  `drop trigger lawyers_search_refresh on lawyers`,
  searchTrigger(WATCHED),
  searchRefresh(false),
  `alter table lawyers drop constraint lawyers_bio_present`,
  `alter table lawyers alter column bio set not null`,
  `alter table lawyers drop column bio_fr`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bilingualProfileMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
