import type { IsoDate } from '@cld/content/content-types';

// Created on first use: a page's first Intl object costs tens of milliseconds (i18n/numbers.ts).
let longDate: Intl.DateTimeFormat | undefined;

/**
 * A content date (`2026-11-22`) as "November 22, 2026". Read and written in UTC, so the server
 * and a browser in any time zone print the same day.
 */
export function formatContentDate(date: IsoDate): string {
  longDate ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return longDate.format(new Date(`${date}T00:00:00Z`));
}
