import type { IsoDate } from '@cld/content/content-types';
import { formatLongDate } from '../../../i18n/dates.ts';
import { useLocale } from '../../../i18n/i18n.ts';

/**
 * A content date (`2026-11-22`) as "November 22, 2026", or « 22 novembre 2026 » for `locale`
 * `'fr'`. Read and written in UTC, so the server and a browser in any time zone print the same day.
 */
export function formatContentDate(date: IsoDate, locale: string = 'en'): string {
  return formatLongDate(locale === 'fr' ? 'fr-CA' : 'en-CA', new Date(`${date}T00:00:00Z`));
}

/** `formatContentDate` in the page's language. */
export function useContentDate(): (date: IsoDate) => string {
  const locale = useLocale();
  return (date) => formatContentDate(date, locale);
}
