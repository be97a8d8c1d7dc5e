import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { MIN_REQUESTS_FOR_RESPONSIVENESS, RESPONSIVENESS_WINDOW_DAYS } from '@cld/contract/reviews';
import type { Responsiveness } from '@cld/contract/reviews';
import type { Database } from '@cld/db/schema';

/**
 * Responsiveness (DESIGN §7.4, docs/decisions/018): over the requests of the last 90 days, the
 * median time to the first answer and the share answered within 24 hours. A request still
 * unanswered counts as never answered once it is a day old; a younger one is not judged yet.
 * Unanswered requests sort last in the median, so a lawyer who answers fewer than half has none.
 */
const DAY_SECONDS = 86_400;

export async function computeResponsiveness({
  db,
  lawyerId,
}: {
  db: Kysely<Database>;
  lawyerId: number;
}): Promise<Responsiveness> {
  const { rows } = await sql<{ count: number; within_day: number; median: number | null }>`
    with requests as (
      select created_at, answered_at from contact_requests
      where lawyer_id = ${lawyerId}
        and created_at >= now() - make_interval(days => ${RESPONSIVENESS_WINDOW_DAYS})
      union all
      select created_at, answered_at from consultation_requests
      where lawyer_id = ${lawyerId}
        and created_at >= now() - make_interval(days => ${RESPONSIVENESS_WINDOW_DAYS})
    ), judged as (
      select case when answered_at is null then 'Infinity'::float8
                  else greatest(extract(epoch from answered_at - created_at)::float8, 0) end as seconds
      from requests
      where answered_at is not null or created_at <= now() - interval '24 hours'
    )
    select count(*)::int as count,
           count(*) filter (where seconds <= ${DAY_SECONDS})::int as within_day,
           percentile_disc(0.5) within group (order by seconds) as median
    from judged`.execute(db);
  const row = rows[0] ?? { count: 0, within_day: 0, median: null };
  const median =
    row.median === null || !Number.isFinite(Number(row.median)) ? null : Number(row.median);
  return {
    medianReplySeconds: median === null ? null : Math.round(median),
    withinDayShare: row.count === 0 ? 0 : Math.round((row.within_day / row.count) * 1000) / 1000,
    requestCount: row.count,
  };
}

/** Stores the lawyer's figures on their row, where cards and the "Fastest to reply" sort read them. */
export async function refreshResponsiveness({
  db,
  lawyerId,
}: {
  db: Kysely<Database>;
  lawyerId: number;
}): Promise<Responsiveness> {
  const figures = await computeResponsiveness({ db, lawyerId });
  const shown = figures.requestCount >= MIN_REQUESTS_FOR_RESPONSIVENESS;
  await db
    .updateTable('lawyers')
    .set({
      reply_median_seconds: shown ? figures.medianReplySeconds : null,
      reply_within_day_share: shown ? figures.withinDayShare : null,
      reply_sample: figures.requestCount,
      responsiveness_at: sql<Date>`now()`,
    })
    .where('id', '=', lawyerId)
    .execute();
  return figures;
}

/**
 * The window slides and requests come of age without anyone acting: this refreshes every lawyer
 * with a request in the window (or figures left from an older one) whose figures are older than
 * `maxAgeMinutes`. Answers how many it refreshed.
 */
export async function refreshStaleResponsiveness({
  db,
  maxAgeMinutes = 30,
  limit = 5000,
}: {
  db: Kysely<Database>;
  maxAgeMinutes?: number;
  limit?: number;
}): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select l.id from lawyers l
    where (l.responsiveness_at is null
           or l.responsiveness_at < now() - make_interval(mins => ${maxAgeMinutes}))
      and (l.reply_sample > 0
           or exists (select 1 from contact_requests r where r.lawyer_id = l.id
                      and r.created_at >= now() - make_interval(days => ${RESPONSIVENESS_WINDOW_DAYS}))
           or exists (select 1 from consultation_requests r where r.lawyer_id = l.id
                      and r.created_at >= now() - make_interval(days => ${RESPONSIVENESS_WINDOW_DAYS})))
    order by l.responsiveness_at nulls first
    limit ${limit}`.execute(db);
  for (const { id } of rows) await refreshResponsiveness({ db, lawyerId: id });
  return rows.length;
}

/** The spec's `responsiveness`: shown from MIN_REQUESTS_FOR_RESPONSIVENESS requests up. */
export function publicResponsiveness(row: {
  reply_median_seconds: number | null;
  reply_within_day_share: number | null;
  reply_sample: number;
}): Responsiveness | null {
  if (row.reply_sample < MIN_REQUESTS_FOR_RESPONSIVENESS || row.reply_within_day_share === null) {
    return null;
  }
  return {
    medianReplySeconds: row.reply_median_seconds,
    withinDayShare: row.reply_within_day_share,
    requestCount: row.reply_sample,
  };
}
