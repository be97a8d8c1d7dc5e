import { DateTime } from 'luxon';
import { WEEKDAYS } from '@cld/reference/practice-details';
import type { Availability } from '@cld/validation/booking';

/**
 * A lawyer's open consultation slots (issue 21 item 1, decision 037), computed in the lawyer's
 * time zone with Luxon (IANA rules from the runtime's ICU data: daylight saving time, Newfoundland's
 * half hour) and returned as UTC instants. The grid of a day: each range of the day's hours from its
 * start, one slot every `slotMinutes + bufferMinutes`, as long as the slot ends within the range.
 */

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export type SlotRules = Pick<
  Availability,
  'weeklyHours' | 'slotMinutes' | 'bufferMinutes' | 'daysOff' | 'horizonDays' | 'minNoticeHours'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The earliest and latest starts a visitor may book now: after the notice, within the horizon. */
export function bookingWindow(rules: SlotRules, now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + rules.minNoticeHours * HOUR_MS),
    latest: new Date(now.getTime() + rules.horizonDays * DAY_MS),
  };
}

/** A wall-clock time of a local day ("HH:MM", "24:00" the next midnight) as an instant. */
function atLocalTime(day: DateTime, time: string): DateTime {
  if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * Every slot of the lawyer's grid starting in [from, to), ignoring notice, horizon and bookings.
 * A day off or a day without hours has none. A wall-clock time that does not exist (the hour skipped
 * in spring) moves forward; one that happens twice (the hour repeated in autumn) is its first.
 */
export function gridSlots({
  rules,
  timeZone,
  from,
  to,
}: {
  rules: SlotRules;
  timeZone: string;
  from: Date;
  to: Date;
}): Interval[] {
  const daysOff = new Set(rules.daysOff);
  const slots: Interval[] = [];
  // Minutes are added as Luxon adds them (as time, not as wall-clock: Luxon's `plus` of minutes
  // is milliseconds), here in plain milliseconds: only a range's two ends ask the zone for an offset.
  const slotMs = rules.slotMinutes * 60_000;
  const stepMs = (rules.slotMinutes + rules.bufferMinutes) * 60_000;
  const fromMs = from.getTime();
  const toMs = to.getTime();
  // A day's slots start on that local day: begin a day early, in case a range runs to midnight.
  let day = DateTime.fromJSDate(from, { zone: timeZone }).startOf('day').minus({ days: 1 });
  const lastDay = DateTime.fromJSDate(to, { zone: timeZone }).startOf('day');
  while (day <= lastDay) {
    const date = day.toISODate() ?? '';
    const weekday = WEEKDAYS[day.weekday - 1]!;
    if (!daysOff.has(date)) {
      for (const range of rules.weeklyHours[weekday] ?? []) {
        const end = atLocalTime(day, range.end).toMillis();
        for (
          let start = atLocalTime(day, range.start).toMillis();
          start + slotMs <= end;
          start += stepMs
        ) {
          if (start >= fromMs && start < toMs) {
            slots.push({ startsAt: new Date(start), endsAt: new Date(start + slotMs) });
          }
        }
      }
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

const overlaps = (a: Interval, b: Interval) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/**
 * The slots a visitor may book in [from, to) now: on the grid, after the notice, within the
 * horizon, and overlapping no booking (bookings made on an earlier grid count too).
 */
export function openSlots({
  rules,
  timeZone,
  from,
  to,
  now,
  booked,
}: {
  rules: SlotRules;
  timeZone: string;
  from: Date;
  to: Date;
  now: Date;
  booked: Interval[];
}): Interval[] {
  const { earliest, latest } = bookingWindow(rules, now);
  const start = new Date(Math.max(from.getTime(), earliest.getTime()));
  const end = new Date(Math.min(to.getTime(), latest.getTime() + 1));
  if (start >= end) return [];
  return gridSlots({ rules, timeZone, from: start, to: end }).filter(
    (slot) => !booked.some((booking) => overlaps(slot, booking)),
  );
}

/** Why a start cannot be booked, or null when it can: `closed` (not an open time) or `taken`. */
export function refusalOf({
  rules,
  timeZone,
  startsAt,
  now,
  booked,
}: {
  rules: SlotRules;
  timeZone: string;
  startsAt: Date;
  now: Date;
  booked: Interval[];
}): { refusal: 'closed' | 'taken' } | { slot: Interval } {
  const { earliest, latest } = bookingWindow(rules, now);
  if (startsAt < earliest || startsAt > latest) return { refusal: 'closed' };
  const slot = gridSlots({
    rules,
    timeZone,
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
  }).find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
  if (!slot) return { refusal: 'closed' };
  if (booked.some((booking) => overlaps(slot, booking))) return { refusal: 'taken' };
  return { slot };
}
