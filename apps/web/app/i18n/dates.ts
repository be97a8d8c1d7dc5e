/**
 * A day written out in full ("November 22, 2026"), in UTC so the server and every browser print the
 * same day. English is written directly: the first Intl object of a Chromium page costs 30–85 ms of
 * main thread (see numbers.ts), and browse paid it for the date on its first verified lawyer's card.
 * Other locales use Intl, created on first need. `dates.test.ts` checks the shortcut against Intl.
 */

import { EN_MONTHS } from '@cld/reference/calendar-names';
import { requireFrench } from './french.ts';
import { perLocale } from './intl-cache.ts';

const longDates = new Map<string, Intl.DateTimeFormat>();

export function formatLongDate(locale: string, date: Date): string {
  const year = date.getUTCFullYear();
  // Intl writes years before 1000 and after 9999 differently (padding, eras): leave them to it.
  if ((locale === 'en-CA' || locale === 'en') && year >= 1000 && year <= 9999) {
    return `${EN_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
  }
  // French as Quebec writes it (OQLF): « 24 novembre 2026 », the first of the month « 1er mai ».
  if ((locale === 'fr-CA' || locale === 'fr') && year >= 1000 && year <= 9999) {
    const day = date.getUTCDate();
    return `${day === 1 ? '1er' : day}\u00a0${requireFrench().months[date.getUTCMonth()]}\u00a0${year}`;
  }
  const format = perLocale(
    longDates,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return format.format(date);
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment with its date and time of day, in the visitor's time zone: "Nov 24, 2026, 1:30 p.m." in
 * English, « 24 nov. 2026, 13 h 30 » in French.
 */
export function formatDateTime(locale: string, date: Date): string {
  return perLocale(
    dateTimes,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

const mediumDates = new Map<string, Intl.DateTimeFormat>();

/** A day, short: "Nov 24, 2026" / « 24 nov. 2026 ». */
export function formatMediumDate(locale: string, date: Date): string {
  return perLocale(
    mediumDates,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  ).format(date);
}
