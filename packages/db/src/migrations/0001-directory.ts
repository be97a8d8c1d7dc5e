import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The whole data model of spec §3 plus sessions. Written as plain SQL that PostgreSQL 15 (CI) and
 * PGlite (PostgreSQL 18) both accept. Statements run one by one: a parameterised query may hold one.
 */
const up = [
  // Extensions live database-wide; `if not exists` keeps a second schema of the same database working.
  `create extension if not exists pg_trgm`,
  `create extension if not exists unaccent`,

  // unaccent() is only STABLE (its dictionary could change), so index expressions cannot use it.
  // A SQL-standard body binds the dictionary when the function is created, independent of search_path.
  `create function fold_text(value text) returns text
     language sql immutable strict parallel safe
     return lower(unaccent('unaccent'::regdictionary, value))`,

  `create table users (
     id integer generated always as identity primary key,
     email varchar(255) not null,
     password_hash text,
     first_name varchar(100) not null,
     last_name varchar(100) not null,
     role varchar(10) not null default 'client' check (role in ('client', 'lawyer', 'admin')),
     is_premium boolean not null default false,
     is_verified boolean not null default false,
     provider varchar(50) not null default 'local',
     provider_id varchar(255),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index users_email_key on users (lower(email))`,
  `create unique index users_provider_key on users (provider, provider_id) where provider_id is not null`,

  `create table sessions (
     id uuid primary key default gen_random_uuid(),
     user_id integer not null references users (id) on delete cascade,
     created_at timestamptz not null default now(),
     last_seen_at timestamptz not null default now(),
     expires_at timestamptz not null,
     revoked_at timestamptz,
     user_agent varchar(500)
   )`,
  `create index sessions_user_id_idx on sessions (user_id)`,

  `create table provinces (
     code varchar(2) primary key check (code ~ '^[A-Z]{2}$'),
     name varchar(100) not null unique,
     name_fr varchar(100) not null
   )`,

  `create table cities (
     id integer generated always as identity primary key,
     name varchar(200) not null,
     name_ascii varchar(200) not null,
     province varchar(2) not null references provinces (code),
     lat double precision not null,
     lng double precision not null,
     population integer check (population >= 0),
     unique (province, name),
     unique (id, province)
   )`,
  `create index cities_name_folded_idx on cities (fold_text(name))`,

  `create table practice_areas (
     slug varchar(64) primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
     name varchar(100) not null unique
   )`,

  `create table lawyers (
     id integer generated always as identity primary key,
     owner_id integer unique references users (id) on delete set null,
     name varchar(200) not null,
     firm_name varchar(200),
     photo varchar(500),
     practice_areas varchar(64)[] not null check (cardinality(practice_areas) between 1 and 10),
     city_id integer not null,
     province varchar(2) not null,
     address varchar(300) not null,
     phone varchar(20) not null,
     email varchar(255) not null,
     website varchar(500),
     linkedin varchar(500),
     experience smallint not null check (experience between 0 and 80),
     hourly_rate integer not null check (hourly_rate >= 0),
     fee_structure varchar(200) not null,
     bio text not null check (char_length(bio) <= 10000),
     specializations text[] not null default '{}',
     languages text[] not null default '{}',
     rating numeric(2, 1) not null default 5.0 check (rating between 0 and 5),
     review_count integer not null default 0 check (review_count >= 0),
     is_verified boolean not null default false,
     is_hidden boolean not null default false,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     name_folded text not null default '',
     firm_folded text not null default '',
     search_vector tsvector not null default ''::tsvector,
     -- The denormalised province (filtered on every search) cannot disagree with the city's.
     foreign key (city_id, province) references cities (id, province)
   )`,

  // A trigger rather than a generated column: the vector needs the practice areas' and the city's
  // names, which live in other tables.
  `create function lawyers_search_refresh() returns trigger language plpgsql as $$
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
  `create trigger lawyers_search_refresh
     before insert or update of name, firm_name, practice_areas, specializations, bio, city_id, province
     on lawyers for each row execute function lawyers_search_refresh()`,

  `create index lawyers_search_vector_idx on lawyers using gin (search_vector)`,
  `create index lawyers_name_trgm_idx on lawyers using gin (name_folded gin_trgm_ops)`,
  `create index lawyers_firm_trgm_idx on lawyers using gin (firm_folded gin_trgm_ops)`,
  `create index lawyers_practice_areas_idx on lawyers using gin (practice_areas)`,
  `create index lawyers_languages_idx on lawyers using gin (languages)`,
  `create index lawyers_province_idx on lawyers (province)`,
  `create index lawyers_city_id_idx on lawyers (city_id)`,
  `create index lawyers_experience_idx on lawyers (experience desc, id)`,
  `create index lawyers_rating_idx on lawyers (rating desc, review_count desc, id)`,
  `create index lawyers_name_idx on lawyers (name_folded collate "C", id)`,

  `create table contact_requests (
     id integer generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     name varchar(255) not null,
     email varchar(255) not null,
     phone varchar(20) not null,
     legal_issue varchar(100) not null,
     message text not null check (char_length(message) <= 5000),
     created_at timestamptz not null default now()
   )`,
  `create index contact_requests_lawyer_idx on contact_requests (lawyer_id, created_at desc)`,

  `create table consultation_requests (
     id integer generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     name varchar(255) not null,
     email varchar(255) not null,
     phone varchar(20) not null,
     preferred_date varchar(10) not null,
     preferred_time varchar(10) not null,
     consultation_type varchar(50) not null,
     legal_issue varchar(100) not null,
     message text not null check (char_length(message) <= 5000),
     created_at timestamptz not null default now()
   )`,
  `create index consultation_requests_lawyer_idx on consultation_requests (lawyer_id, created_at desc)`,

  `create table messages (
     id integer generated always as identity primary key,
     sender_id integer references users (id) on delete set null,
     recipient_id integer not null references users (id) on delete cascade,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     sender_name varchar(255) not null,
     sender_email varchar(255) not null,
     sender_phone varchar(20),
     subject varchar(200) not null,
     message text not null check (char_length(message) <= 5000),
     is_read boolean not null default false,
     replied_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create index messages_recipient_idx on messages (recipient_id, created_at desc)`,

  `create table message_replies (
     id integer generated always as identity primary key,
     message_id integer not null references messages (id) on delete cascade,
     sender_id integer not null references users (id) on delete cascade,
     content text not null check (char_length(content) <= 5000),
     created_at timestamptz not null default now()
   )`,
  `create index message_replies_message_idx on message_replies (message_id, created_at)`,

  `create table site_contact_messages (
     id integer generated always as identity primary key,
     name varchar(255) not null,
     email varchar(255) not null,
     phone varchar(20),
     category varchar(100) not null,
     subject varchar(200) not null,
     message text not null check (char_length(message) <= 5000),
     created_at timestamptz not null default now()
   )`,

  `create table analytics_events (
     id bigint generated always as identity primary key,
     name varchar(100) not null,
     category varchar(50) not null,
     lawyer_id integer references lawyers (id) on delete set null,
     path varchar(500),
     properties jsonb not null default '{}',
     created_at timestamptz not null default now()
   )`,
  `create index analytics_events_name_idx on analytics_events (name, created_at)`,
];

const down = [
  `drop table analytics_events`,
  `drop table site_contact_messages`,
  `drop table message_replies`,
  `drop table messages`,
  `drop table consultation_requests`,
  `drop table contact_requests`,
  `drop table lawyers`,
  `drop function lawyers_search_refresh()`,
  `drop table practice_areas`,
  `drop table cities`,
  `drop table provinces`,
  `drop table sessions`,
  `drop table users`,
  `drop function fold_text(text)`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const directoryMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
