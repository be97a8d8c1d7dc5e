import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';

describe.each(['en-CA', 'en'])('formatLongDate in %s', (locale) => {
  const intl = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  it('writes every day of four years exactly as Intl does', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 4 * 366; day++) {
      // Late in the UTC day too, where a local-time formatter would slip to the next day.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
      expect(formatLongDate(locale, date)).toBe(intl.format(date));
    }
  });

  it('leaves years Intl writes differently to Intl', () => {
    for (const date of [new Date(Date.UTC(999, 5, 1)), new Date(Date.UTC(10_000, 0, 1))]) {
      expect(formatLongDate(locale, date)).toBe(intl.format(date));
    }
  });
});

describe('formatLongDate in another locale', () => {
  it('is written by Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 22));
    expect(formatLongDate('fr-CA', date)).toBe(
      new Intl.DateTimeFormat('fr-CA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date),
    );
  });
});
