import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Honest signals (issue 17, docs/decisions/018-reviews-and-responsiveness.md): reviews only from
 * people whose request the lawyer answered, the rating computed from published reviews, and
 * responsiveness measured from request and first-answer timestamps.
 *
 * The seeded ratings and review counts were invented by the demo generator: every lawyer starts at
 * 0 reviews. `rating_score` is the Bayesian average the "Top-rated" sort uses (REVIEW_PRIOR in
 * modules/reviews/rating.ts); with no review it is the prior mean.
 */
const SORT_COLUMNS = 'rating_score desc, review_count desc, id';
const FILTER_COLUMNS = 'province, city_id, experience, name_folded, practice_area_mask, languages';
const FIRM_COLUMNS =
  'id, rating_score, review_count, reply_median_seconds, reply_within_day_share, experience, name_folded, province, city_id, practice_area_mask, languages';
const PRIOR_MEAN = 4;

const up = [
  // The first answer, through the site or marked by the lawyer (phone, own e-mail): `replied_at`
  // moves with every reply, this never moves once set.
  ...['contact_requests', 'consultation_requests'].map(
    (table) => `alter table ${table}
       add column answered_at timestamptz,
       add column answered_elsewhere boolean not null default false`,
  ),
  `update contact_requests r set answered_at = coalesce(
     (select min(created_at) from message_replies m where m.contact_request_id = r.id), r.replied_at)
   where r.replied_at is not null`,
  `update consultation_requests r set answered_at = coalesce(
     (select min(created_at) from message_replies m where m.consultation_request_id = r.id), r.replied_at)
   where r.replied_at is not null`,
  // The invitation job's walk: answered requests not yet invited, oldest answer first.
  `create index contact_requests_answered_idx on contact_requests (answered_at)
     where answered_at is not null and anonymised_at is null`,
  `create index consultation_requests_answered_idx on consultation_requests (answered_at)
     where answered_at is not null and anonymised_at is null`,

  `alter table lawyers
     alter column rating set default 0,
     add column rating_score numeric(4, 3) not null default ${PRIOR_MEAN},
     add column reply_median_seconds integer check (reply_median_seconds >= 0),
     add column reply_within_day_share real check (reply_within_day_share between 0 and 1),
     add column reply_sample integer not null default 0 check (reply_sample >= 0),
     add column responsiveness_at timestamptz`,
  `update lawyers set rating = 0, review_count = 0 where rating <> 0 or review_count <> 0`,

  `drop index lawyers_visible_rating_idx`,
  `drop index lawyers_visible_province_rating_idx`,
  `drop index lawyers_visible_city_experience_idx`,
  `drop index lawyers_visible_experience_idx`,
  `drop index lawyers_visible_firm_idx`,
  `create index lawyers_visible_rating_idx on lawyers (${SORT_COLUMNS})
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_province_rating_idx on lawyers (province, ${SORT_COLUMNS})
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_city_experience_idx
     on lawyers (city_id, experience desc, ${SORT_COLUMNS})
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_experience_idx on lawyers (experience desc, ${SORT_COLUMNS})
     include (${FILTER_COLUMNS}) where not is_hidden`,
  // "Fastest to reply": the shortest median first; without one (too few requests, or fewer than
  // half answered) last, those with no figures before those who mostly do not answer.
  `create index lawyers_visible_replies_idx
     on lawyers (reply_median_seconds, reply_within_day_share desc, id)
     include (${FILTER_COLUMNS}) where not is_hidden`,
  `create index lawyers_visible_firm_idx on lawyers (firm_folded) include (${FIRM_COLUMNS})
     where not is_hidden and firm_folded <> ''`,

  `create table review_invitations (
     id bigint generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     contact_request_id integer unique references contact_requests (id) on delete set null,
     consultation_request_id integer unique references consultation_requests (id) on delete set null,
     email varchar(320) not null,
     token_hash char(64) not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  // One invitation per person and lawyer, however many requests they sent.
  `create unique index review_invitations_lawyer_email_idx on review_invitations (lawyer_id, lower(email))`,

  `create table reviews (
     id bigint generated always as identity primary key,
     lawyer_id integer not null references lawyers (id) on delete cascade,
     invitation_id bigint unique references review_invitations (id) on delete set null,
     rating smallint not null check (rating between 1 and 5),
     text text not null check (char_length(text) between 1 and 5000),
     status varchar(10) not null check (status in ('published', 'held', 'hidden')),
     held_reasons text[] not null default '{}',
     hidden_reason varchar(500),
     moderated_by integer references users (id) on delete set null,
     moderated_at timestamptz,
     reply text check (char_length(reply) between 1 and 3000),
     replied_at timestamptz,
     report_count integer not null default 0 check (report_count >= 0),
     is_demo boolean not null default false,
     created_at timestamptz not null default now(),
     check ((status = 'hidden') = (hidden_reason is not null)),
     check ((reply is null) = (replied_at is null))
   )`,
  `create index reviews_lawyer_published_idx on reviews (lawyer_id, created_at desc, id desc)
     where status = 'published'`,
  `create index reviews_moderation_idx on reviews (status, report_count desc, created_at)`,

  `create table review_reports (
     id bigint generated always as identity primary key,
     review_id bigint not null references reviews (id) on delete cascade,
     reason varchar(1000) not null,
     created_at timestamptz not null default now()
   )`,
  `create index review_reports_review_idx on review_reports (review_id, created_at desc)`,
];

const down = [
  `drop table review_reports`,
  `drop table reviews`,
  `drop table review_invitations`,
  `drop index lawyers_visible_replies_idx`,
  `drop index lawyers_visible_firm_idx`,
  `drop index lawyers_visible_rating_idx`,
  `drop index lawyers_visible_province_rating_idx`,
  `drop index lawyers_visible_city_experience_idx`,
  `drop index lawyers_visible_experience_idx`,
  `alter table lawyers
     alter column rating set default 5.0,
     drop column rating_score,
     drop column reply_median_seconds,
     drop column reply_within_day_share,
     drop column reply_sample,
     drop column responsiveness_at`,
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
  `create index lawyers_visible_firm_idx on lawyers (firm_folded)
     include (id, rating, review_count, experience, name_folded, province, city_id, practice_area_mask, languages)
     where not is_hidden and firm_folded <> ''`,
  `drop index contact_requests_answered_idx`,
  `drop index consultation_requests_answered_idx`,
  ...['contact_requests', 'consultation_requests'].map(
    (table) => `alter table ${table} drop column answered_at, drop column answered_elsewhere`,
  ),
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const reviewsMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
