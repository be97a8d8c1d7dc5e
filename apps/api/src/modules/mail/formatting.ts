import type { Language } from '@cld/contract/languages';

/**
 * Dates and times as each language writes them in an e-mail. English keeps the ISO day the
 * e-mails always had (en-CA's own short form); French writes « 24 novembre 2026 » and « 13 h 30 »,
 * as the Office québécois de la langue française recommends.
 */

const FRENCH_DAY = new Intl.DateTimeFormat('fr-CA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day (the UTC day of a timestamp, as the English e-mails give it). */
export function formatMailDay(value: Date, language: Language): string {
  if (language === 'en') return value.toISOString().slice(0, 10);
  // French writes the first of the month as an ordinal: « 1er décembre 2026 ».
  return FRENCH_DAY.format(value).replace(/^1 /, '1er ');
}

/** A calendar day as the forms send it (`2026-11-24`). */
export function formatCalendarDay(isoDay: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (language === 'en' || !match) return isoDay;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return formatMailDay(new Date(Date.UTC(year, month - 1, day)), language);
}
