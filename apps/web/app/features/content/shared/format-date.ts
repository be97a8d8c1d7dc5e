import type { IsoDate } from '@cld/content/content-types';
import { formatLongDate } from '../../../i18n/dates.ts';

/**
 * A content date (`2026-11-22`) as "November 22, 2026". Read and written in UTC, so the server
 * and a browser in any time zone print the same day.
 */
export function formatContentDate(date: IsoDate): string {
  return formatLongDate('en-CA', new Date(`${date}T00:00:00Z`));
}
