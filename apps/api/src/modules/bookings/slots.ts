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

/** A wall-clock time ("HH:MM", "24:00" the next midnight) as minutes after midnight. */
function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/** A wall-clock time of a local day ("HH:MM", "24:00" the next midnight) as an instant. */
function atLocalTime(day: DateTime, time: string): DateTime {
  if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * The midnight after a local day's. On most days it comes 24 hours later, and the day keeps one
 * offset from midnight to midnight (clocks change at most once a day, and never back and forth
 * within one); Luxon finds it otherwise.
 */
function nextMidnight(day: DateTime): { next: DateTime; steady: boolean } {
  const guess = DateTime.fromMillis(day.toMillis() + DAY_MS, { zone: day.zone });
  if (guess.hour === 0 && guess.minute === 0) return { next: guess, steady: true };
  return { next: day.plus({ days: 1 }).startOf('day'), steady: false };
}

/**
 * The lawyer's grid day by day, from the local day before `from`'s (a day's slots start on that
 * day), for as long as it is read: each day's local midnight and its slots in order, none on a day
 * off or a day without hours. Days follow one another, so the slots of all of them are in order too.
 * A wall-clock time that does not exist (the hour skipped in spring) moves forward; one that happens
 * twice (the hour repeated in autumn) is its first.
 *
 * Asking the zone for an offset is most of the cost (Luxon asks `Intl`, about 8 µs a time): a day
 * whose offset holds from midnight to midnight places its times as minutes after its midnight, one
 * question a day; only on the two days a year the clocks change does Luxon place each time.
 */
function* gridDays(
  rules: SlotRules,
  timeZone: string,
  from: Date,
): Generator<{ midnight: number; slots: Interval[] }> {
  const daysOff = new Set(rules.daysOff);
  // Minutes are added as Luxon adds them (as time, not as wall-clock: Luxon's `plus` of minutes
  // is milliseconds), here in plain milliseconds.
  const slotMs = rules.slotMinutes * 60_000;
  const stepMs = (rules.slotMinutes + rules.bufferMinutes) * 60_000;
  let day: DateTime = DateTime.fromJSDate(from, { zone: timeZone })
    .startOf('day')
    .minus({ days: 1 });
  for (;;) {
    const { next, steady } = nextMidnight(day);
    const midnight = day.toMillis();
    const instant = (time: string) =>
      steady ? midnight + minutesOf(time) * 60_000 : atLocalTime(day, time).toMillis();
    const slots: Interval[] = [];
    if (!daysOff.has(day.toISODate() ?? '')) {
      for (const range of rules.weeklyHours[WEEKDAYS[day.weekday - 1]!] ?? []) {
        const end = instant(range.end);
        for (let start = instant(range.start); start + slotMs <= end; start += stepMs) {
          slots.push({ startsAt: new Date(start), endsAt: new Date(start + slotMs) });
        }
      }
    }
    yield { midnight, slots: slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) };
    day = next;
  }
}

/**
 * Every slot of the lawyer's grid starting in [from, to), ignoring notice, horizon and bookings.
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
  const slots: Interval[] = [];
  for (const day of gridDays(rules, timeZone, from)) {
    if (day.midnight >= to.getTime()) break;
    slots.push(...day.slots.filter((slot) => slot.startsAt >= from && slot.startsAt < to));
  }
  return slots;
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

/**
 * The first slot a visitor may book now — `openSlots` over the whole horizon, its first — read
 * day by day from the first start the notice allows, so a card's next bookable time walks only the
 * days up to it.
 */
export function firstOpenSlot({
  rules,
  timeZone,
  now,
  booked,
}: {
  rules: SlotRules;
  timeZone: string;
  now: Date;
  booked: Interval[];
}): Interval | undefined {
  const { earliest, latest } = bookingWindow(rules, now);
  for (const day of gridDays(rules, timeZone, earliest)) {
    if (day.midnight > latest.getTime()) return undefined;
    const open = day.slots.find(
      (slot) =>
        slot.startsAt >= earliest &&
        slot.startsAt <= latest &&
        !booked.some((booking) => overlaps(slot, booking)),
    );
    if (open) return open;
  }
  return undefined;
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
