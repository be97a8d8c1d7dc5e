/**
 * A day written out in full ("November 22, 2026"), in UTC so the server and every browser print the
 * same day. English is written directly: the first Intl object of a Chromium page costs 30–85 ms of
 * main thread (see numbers.ts), and browse paid it for the date on its first verified lawyer's card.
 * Other locales use Intl, created on first need. `dates.test.ts` checks the shortcut against Intl.
 */

import { perLocale } from './intl-cache.ts';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const longDates = new Map<string, Intl.DateTimeFormat>();

export function formatLongDate(locale: string, date: Date): string {
  const year = date.getUTCFullYear();
  // Intl writes years before 1000 and after 9999 differently (padding, eras): leave them to it.
  if ((locale === 'en-CA' || locale === 'en') && year >= 1000 && year <= 9999) {
    return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
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
