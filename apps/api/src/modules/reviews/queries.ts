import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewsTable, ReviewStatus } from '@cld/db/schema';
import { pageWithTotal } from '../../db/page-with-total.ts';

export type ReviewRow = Selectable<ReviewsTable>;
export type ModeratedReviewRow = ReviewRow & {
  lawyer_name: string;
  reports: { reason: string; created_at: Date }[];
};

/** The five newest reports of a review, as JSON on its row. */
const latestReports = sql<{ reason: string; created_at: Date }[]>`coalesce((
  select json_agg(json_build_object('reason', p.reason, 'created_at', p.created_at)
                  order by p.created_at desc)
  from (select reason, created_at from review_reports
        where review_id = r.id order by created_at desc limit 5) p
), '[]'::json)`;

function moderatedRows(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
    .selectAll('r')
    .select(['l.name as lawyer_name', latestReports.as('reports')]);
}

/** A page of a visible lawyer's published reviews, newest first, and how many there are in all
 * (visibility in the `where`). */
export async function findPublishedReviews({
  db,
  lawyerId,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  page: number;
  pageSize: number;
}): Promise<{ rows: ReviewRow[]; total: number }> {
  const published = db
    .selectFrom('reviews')
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', 'published')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lawyers as l')
          .select('l.id')
          .whereRef('l.id', '=', 'reviews.lawyer_id')
          .where('l.is_hidden', '=', false),
      ),
    );
  return pageWithTotal({
    rows: published.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    count: published,
    page,
    pageSize,
  });
}

export async function findVisibleLawyer({ db, id }: { db: Kysely<Database>; id: number }) {
  return db
    .selectFrom('lawyers')
    .select(['id', 'name', 'rating', 'review_count'])
    .where('id', '=', id)
    .where('is_hidden', '=', false)
    .executeTakeFirst();
}

export async function findLawyerOfOwner({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}) {
  return db
    .selectFrom('lawyers')
    .select(['id', 'name'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function findReviewsOfLawyer({
  db,
  lawyerId,
}: {
  db: Kysely<Database>;
  lawyerId: number;
}): Promise<ModeratedReviewRow[]> {
  return moderatedRows(db)
    .where('r.lawyer_id', '=', lawyerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
}

export async function findModeratedReview({
  db,
  id,
  lawyerId,
}: {
  db: Kysely<Database>;
  id: string;
  /** Only that lawyer's review (ownership in the `where`). */
  lawyerId?: number;
}): Promise<ModeratedReviewRow | undefined> {
  let query = moderatedRows(db).where('r.id', '=', id);
  if (lawyerId !== undefined) query = query.where('r.lawyer_id', '=', lawyerId);
  return query.executeTakeFirst();
}

export async function findModerationQueue({
  db,
  status,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  status: ReviewStatus | 'reported';
  page: number;
  pageSize: number;
}): Promise<{ rows: ModeratedReviewRow[]; total: number }> {
  const base = db.selectFrom('reviews as r');
  const matching =
    status === 'reported'
      ? base.where('r.report_count', '>', 0).where('r.status', '=', 'published')
      : base.where('r.status', '=', status);
  let rows = moderatedRows(db);
  rows =
    status === 'reported'
      ? rows.where('r.report_count', '>', 0).where('r.status', '=', 'published')
      : rows.where('r.status', '=', status);
  return pageWithTotal({
    rows: rows
      .orderBy('r.report_count', 'desc')
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc'),
    count: matching,
    page,
    pageSize,
  });
}
