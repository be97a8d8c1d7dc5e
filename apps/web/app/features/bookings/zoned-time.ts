/**
 * Moments of the booking pages in a time zone, with the browser's own Intl (no library: the slot
 * picker loads with the consultation dialog and must stay small). The API gives every slot as a UTC
 * instant; the visitor sees it in their zone, the lawyer's zone is named beside it.
 */
import { formatTimeOfDay } from '../../i18n/times.ts';
import type { Locale } from '../../i18n/i18n.ts';

/** The visitor's IANA time zone ("America/Vancouver"); UTC when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day ("2026-12-01") and the time of day ("09:30") of `instant` in `timeZone`. */
export function wallClockIn(instant: string, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Open slots (UTC instants) grouped by the visitor's calendar day, both in time order. */
export function groupSlotsByDay(
  slots: readonly string[],
  timeZone: string,
): { day: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const { day } = wallClockIn(slot, timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A slot's time of day in `timeZone`, as the page's language writes it ("9:30 a.m.", « 9 h 30 »). */
export function formatSlotTime(instant: string, timeZone: string, locale: Locale): string {
  return formatTimeOfDay(locale, wallClockIn(instant, timeZone).time);
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2026-12-01") as a button says it: "Tue, Dec 1" / « mar. 1 déc. ». */
export function formatDayButton(day: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

const longDayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in full: "Tuesday, December 1, 2026" / « mardi 1 décembre 2026 ». */
export function formatLongDay(day: string, locale: Locale): string {
  let format = longDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' });
    longDayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/**
 * A moment in full in `timeZone`: "Tuesday, December 1, 2026, 9:30 a.m." / « mardi 1 décembre
 * 2026, 9 h 30 » (the time as `formatTimeOfDay` writes it, the day as Intl does).
 */
export function formatMomentIn(instant: string, timeZone: string, locale: Locale): string {
  const { day, time } = wallClockIn(instant, timeZone);
  return `${formatLongDay(day, locale)}, ${formatTimeOfDay(locale, time)}`;
}

/** A zone's name as a person reads it: "America/St_Johns" → "America/St Johns". */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
