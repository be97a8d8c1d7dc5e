import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { PROVINCE_TIME_ZONES } from '@cld/reference/time-zones';

/**
 * The "can meet within N hours" filter's SQL (`@cld/reference/search-filters`, test `open-slot`,
 * decision 053): the open slots of bookable lawyers, as PostgreSQL can filter and count them with
 * the rest of a search. The rules are those of `modules/bookings/slots.ts` (gridSlots, openSlots),
 * which the profile's slot picker and the cards' next slot use: each local day's ranges of the
 * lawyer's weekly hours in their office's zone, a slot every `slot + buffer` minutes that ends
 * within its range, none on a day off, after the notice, within the horizon, overlapping no
 * booking or unexpired hold. `open-slots.test.ts` checks both give the same slots, DST days
 * included.
 */

/** The office's zone of a province code, from `@cld/reference/time-zones` (Toronto's otherwise). */
function zoneOf(province: RawBuilder<unknown>): RawBuilder<string> {
  const cases = Object.entries(PROVINCE_TIME_ZONES).map(
    ([code, zone]) => sql`when ${sql.lit(code)} then ${sql.lit(zone)}`,
  );
  return sql<string>`case ${province} ${sql.join(cases, sql` `)} else 'America/Toronto' end`;
}

/**
 * A local wall-clock time of `zone` as an instant, as Luxon reads it: a time skipped in spring
 * moves forward (PostgreSQL's own reading), a time that happens twice in autumn is its first (one
 * hour earlier than PostgreSQL's, when that earlier instant shows the same wall-clock time).
 */
function localInstant(local: RawBuilder<unknown>, zone: RawBuilder<unknown>) {
  return sql`(case
    when ((${local}) at time zone ${zone} - interval '1 hour') at time zone ${zone} = (${local})
    then (${local}) at time zone ${zone} - interval '1 hour'
    else (${local}) at time zone ${zone} end)`;
}

/**
 * `(lawyer_id, starts_at, ends_at)` of every open slot starting in [from, to) at `now`, in time
 * order within each day. `lawyers`: the lawyers' ids (tests), or the outer query's lawyer
 * (`l.id`, for the filter: then PostgreSQL finds the availability by its key, and `exists` stops
 * at the first open slot instead of computing every bookable lawyer's grid).
 */
export function openSlotRows({
  from,
  to,
  now,
  lawyers,
}: {
  from: RawBuilder<unknown>;
  to: RawBuilder<unknown>;
  now: RawBuilder<unknown>;
  lawyers: readonly number[] | 'outer';
}): RawBuilder<{ lawyer_id: number; starts_at: Date; ends_at: Date }> {
  const zone = sql`z.zone`;
  const day = sql`d.day`;
  const slot = sql`make_interval(mins => a.slot_minutes)`;
  // The availability and province are a subquery fenced with `offset 0` (decision 064): planned
  // alone, they are found by their keys. Planned with the series below, which the planner sizes at
  // a thousand rows each, the filter's `exists` expected its first row at once and read both tables
  // whole for every lawyer searched (past the API's 10 s timeout at 100,000 lawyers).
  return sql`(
    select a.lawyer_id, s.starts_at, s.starts_at + ${slot} as ends_at
    from (
      select a.*, o.province from booking_availability a
      join lawyers o on o.id = a.lawyer_id
      where a.enabled
        and ${lawyers === 'outer' ? sql`a.lawyer_id = l.id` : sql`a.lawyer_id = any(${[...lawyers]}::int[])`}
      offset 0
    ) a
    cross join lateral (select ${zoneOf(sql`a.province`)} as zone) z
    cross join lateral generate_series(
      (((${from})::timestamptz at time zone ${zone})::date - 1)::timestamp,
      (((${to})::timestamptz at time zone ${zone})::date)::timestamp,
      interval '1 day') as d(day)
    cross join lateral jsonb_array_elements(
      coalesce(a.weekly_hours -> to_char(${day}, 'dy'), '[]'::jsonb)) as r(hours)
    cross join lateral (select
      ${localInstant(sql`${day} + (r.hours ->> 'start')::time`, zone)} as opens,
      ${localInstant(sql`${day} + (r.hours ->> 'end')::time`, zone)} as closes) h
    cross join lateral generate_series(h.opens, h.closes - ${slot},
      make_interval(mins => a.slot_minutes + a.buffer_minutes)) as s(starts_at)
    where not (to_char(${day}, 'YYYY-MM-DD') = any(a.days_off))
      and s.starts_at >= greatest((${from})::timestamptz,
        (${now})::timestamptz + make_interval(hours => a.min_notice_hours))
      and s.starts_at < (${to})::timestamptz
      and s.starts_at <= (${now})::timestamptz + a.horizon_days * interval '24 hours'
      and not exists (
        select 1 from bookings b
        where b.lawyer_id = a.lawyer_id
          and (b.status = 'booked' or (b.status = 'held' and b.hold_expires_at > (${now})::timestamptz))
          and b.starts_at < s.starts_at + ${slot}
          and b.ends_at > s.starts_at)
  )`;
}

/** The lawyer `l` has an open slot starting within `hours` of the statement's `now()`. */
export function hasOpenSlotWithin(hours: number): RawBuilder<boolean> {
  const now = sql`now()`;
  const rows = openSlotRows({
    from: now,
    to: sql`now() + make_interval(hours => ${hours})`,
    now,
    lawyers: 'outer',
  });
  return sql<boolean>`exists (select 1 from ${rows} as open_slot)`;
}
