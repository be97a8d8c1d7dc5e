/**
 * A time of day as office hours store it ("HH:MM", 24-hour, the office's local time), written as the
 * page's language writes it: "9:00 a.m.", "12:30 p.m." in Canadian English; « 9 h », « 13 h 30 » in
 * French (OQLF: no « 00 » minutes, no-break spaces around the « h »). Written directly, like
 * numbers.ts and dates.ts, because a page's first Intl object is expensive; `times.test.ts` checks
 * it against Intl for every minute of the day.
 */

import type { Locale } from './locale.ts';

export function formatTimeOfDay(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (locale === 'fr') return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}
