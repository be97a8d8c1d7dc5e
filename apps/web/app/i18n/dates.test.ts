import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatMediumDate } from './dates.ts';

/** Intl's long date in UTC, what formatLongDate is checked against. */
const intlLongDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Every day of four years from 2023, late in the UTC day, where a local-time formatter would slip
 * to the next day.
 */
function* everyDayOfFourYears() {
  const start = Date.UTC(2023, 0, 1);
  for (let day = 0; day < 4 * 366; day++) {
    yield new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
  }
}

describe.each(['en-CA', 'en'])('formatLongDate in %s', (locale) => {
  const intl = intlLongDate(locale);

  it('writes every day of four years exactly as Intl does', () => {
    for (const date of everyDayOfFourYears()) {
      expect(formatLongDate(locale, date)).toBe(intl.format(date));
    }
  });

  it('leaves years Intl writes differently to Intl', () => {
    for (const date of [new Date(Date.UTC(999, 5, 1)), new Date(Date.UTC(10_000, 0, 1))]) {
      expect(formatLongDate(locale, date)).toBe(intl.format(date));
    }
  });
});

describe.each(['fr-CA', 'fr'])('formatLongDate in %s', (locale) => {
  const intl = intlLongDate(locale);

  it('writes every day as Intl does, with non-breaking spaces and « 1er » for the first', () => {
    for (const date of everyDayOfFourYears()) {
      const expected = intl.format(date).replace(/^1 /, '1er ').replaceAll(' ', '\u00a0');
      expect(formatLongDate(locale, date)).toBe(expected);
    }
    expect(formatLongDate(locale, new Date(Date.UTC(2026, 10, 24)))).toBe(
      '24\u00a0novembre\u00a02026',
    );
    expect(formatLongDate(locale, new Date(Date.UTC(2021, 4, 1)))).toBe('1er\u00a0mai\u00a02021');
  });
});

describe('formatDateTime and formatMediumDate', () => {
  it('write the time of day the French way in French', () => {
    const date = new Date(2026, 10, 24, 13, 30);
    expect(formatDateTime('fr-CA', date)).toMatch(/24 nov\. 2026.*13 h 30/u);
    expect(formatDateTime('en-CA', date)).toMatch(/Nov 24, 2026.*1:30/u);
    expect(formatMediumDate('fr-CA', date)).toMatch(/24 nov\. 2026/u);
  });
});
