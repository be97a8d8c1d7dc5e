import { sql, type Kysely } from 'kysely';
import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsSummary,
  EventBatch,
  LawyerActivity,
} from '@cld/contract/analytics';
import type { Database } from '@cld/db/schema';

/** The spec's groups of events (§7), kept with each row for the operators' reading. */
const CATEGORIES: Record<AnalyticsEventName, string> = {
  page_view: 'navigation',
  lawyer_profile_view: 'engagement',
  search: 'user_interaction',
  contact_request: 'conversion',
  login: 'authentication',
  register: 'authentication',
  logout: 'authentication',
  browse_search: 'browse',
  browse_location_filter: 'browse',
  browse_practice_area_filter: 'browse',
  browse_clear_all: 'browse',
  browse_sort: 'browse',
  browse_view_mode: 'browse',
};

/**
 * A browser that sends Global Privacy Control or Do Not Track has asked not to be tracked: its
 * events are accepted (so it sees no error) and dropped.
 */
export function optsOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-gpc'] === '1' || headers['dnt'] === '1';
}

/** Stores a batch. A lawyer id that names no visible lawyer is kept as no lawyer, never an error. */
export async function recordEvents({ db, batch }: { db: Kysely<Database>; batch: EventBatch }) {
  const lawyerIds = [
    ...new Set(batch.events.flatMap((event) => ('lawyerId' in event ? [event.lawyerId] : []))),
  ];
  const known = new Set(
    lawyerIds.length === 0
      ? []
      : (
          await db
            .selectFrom('lawyers')
            .select('id')
            .where('id', 'in', lawyerIds)
            .where('is_hidden', '=', false)
            .execute()
        ).map((row) => row.id),
  );
  await db
    .insertInto('analytics_events')
    .values(
      batch.events.map((event: AnalyticsEvent) => {
        const { name, ...rest } = event;
        const lawyerId = 'lawyerId' in event && known.has(event.lawyerId) ? event.lawyerId : null;
        // The lawyer has a column of its own; the rest are the event's few properties.
        const properties = Object.fromEntries(
          Object.entries(rest).filter(([key]) => key !== 'lawyerId'),
        );
        return {
          name,
          category: CATEGORIES[name],
          lawyer_id: lawyerId,
          path: batch.path,
          properties: JSON.stringify(properties),
        };
      }),
    )
    .execute();
}

const DAYS_OF_ACTIVITY = 30;

/** The dashboard's figures for the lawyer profile a user owns; zeros before they have one. */
export async function readLawyerActivity({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<LawyerActivity> {
  const since = sql<Date>`now() - ${DAYS_OF_ACTIVITY} * interval '1 day'`;
  const { rows } = await sql<{ views: number; requests: number }>`
    with mine as (select id from lawyers where owner_id = ${userId})
    select
      (select count(*)::int from analytics_events
        where lawyer_id in (select id from mine) and name = 'lawyer_profile_view'
          and created_at > ${since}) as views,
      (select count(*)::int from contact_requests
        where lawyer_id in (select id from mine) and created_at > ${since})
      + (select count(*)::int from consultation_requests
        where lawyer_id in (select id from mine) and created_at > ${since}) as requests
  `.execute(db);
  return { profileViews30Days: rows[0]?.views ?? 0, requests30Days: rows[0]?.requests ?? 0 };
}

const TOP = 10;

/** The operators' summary: every day of the period (zeros included), top searches and profiles. */
export async function summarizeEvents({
  db,
  days,
}: {
  db: Kysely<Database>;
  days: number;
}): Promise<AnalyticsSummary> {
  const since = sql<Date>`(current_date - ${days - 1} * interval '1 day')`;
  const [perDay, searches, profiles] = await Promise.all([
    sql<{ date: string; pageViews: number; events: number }>`
      select to_char(d.day, 'YYYY-MM-DD') as date,
        count(e.id) filter (where e.name = 'page_view')::int as "pageViews",
        count(e.id)::int as events
      from generate_series(${since}, current_date::timestamp, interval '1 day') as d(day)
      left join analytics_events e
        on e.created_at >= d.day and e.created_at < d.day + interval '1 day'
      group by d.day
      order by d.day
    `.execute(db),
    sql<{
      practiceArea: string | null;
      province: string | null;
      city: string | null;
      count: number;
    }>`
      select properties->>'practiceArea' as "practiceArea", properties->>'province' as province,
        properties->>'city' as city, count(*)::int as count
      from analytics_events
      where name = 'search' and created_at >= ${since}
      group by 1, 2, 3
      order by count desc, 1, 2, 3
      limit ${TOP}
    `.execute(db),
    sql<{ lawyerId: number; name: string; views: number }>`
      select l.id as "lawyerId", l.name, count(*)::int as views
      from analytics_events e join lawyers l on l.id = e.lawyer_id
      where e.name = 'lawyer_profile_view' and e.created_at >= ${since}
      group by l.id, l.name
      order by views desc, l.id
      limit ${TOP}
    `.execute(db),
  ]);
  return { days: perDay.rows, topSearches: searches.rows, topProfiles: profiles.rows };
}
