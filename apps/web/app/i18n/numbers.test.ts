import { describe, expect, it } from 'vitest';
import { formatDollars, formatNumber, formatOneDecimal, pluralCategory } from './numbers.ts';

/** Whole numbers around every digit-group boundary, and the edges of the shortcut. */
const INTEGERS = [
  ...Array.from({ length: 2_100 }, (_, i) => i - 50),
  9_999,
  10_000,
  99_999,
  100_000,
  999_999,
  1_000_000,
  8_200,
  12_345_678,
  -1_234_567,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];
const OTHERS = [
  -0,
  0.5,
  4.5,
  1234.56,
  -0.25,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Infinity,
];

describe.each(['en', 'en-CA', 'fr-CA'])('numbers in %s', (locale) => {
  it('writes whole numbers exactly as Intl does', () => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of INTEGERS) expect(formatNumber(locale, value)).toBe(intl.format(value));
  });

  it('leaves every other number to Intl', () => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of OTHERS) expect(formatNumber(locale, value)).toBe(intl.format(value));
  });

  it('picks plural categories exactly as Intl does', () => {
    const intl = new Intl.PluralRules(locale);
    for (const count of [
      ...INTEGERS,
      ...OTHERS,
      1.0,
      1.5,
      2_000_000,
      5_000_000,
      1_500_000,
      -3_000_000,
    ]) {
      expect(pluralCategory(locale, count)).toBe(intl.select(count));
    }
  });

  it('writes one decimal exactly as Intl does', () => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const value of [0, 0.04, 0.05, 1, 12.4, 12.44, 12.45, 99.96, 350.2, 1234.5, 12_345.67]) {
      expect(formatOneDecimal(locale, value)).toBe(intl.format(Math.round(value * 10) / 10));
    }
  });

  it('writes dollars exactly as Intl does', () => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      maximumFractionDigits: 0,
    });
    for (const value of [0, 1, 99.5, 150, 249.49, 250, 1_200, 12_500.5, 1_000_000, -5, 0.4]) {
      expect(formatDollars(locale, value)).toBe(intl.format(value));
    }
  });
});

describe('a locale without shortcuts', () => {
  it('is formatted by Intl', () => {
    expect(formatNumber('fr-CA', 8_200)).toBe(new Intl.NumberFormat('fr-CA').format(8_200));
    expect(formatDollars('fr-CA', 250)).toBe(
      new Intl.NumberFormat('fr-CA', {
        style: 'currency',
        currency: 'CAD',
        maximumFractionDigits: 0,
      }).format(250),
    );
    expect(pluralCategory('fr-CA', 1)).toBe('one');
    expect(pluralCategory('fr-CA', 0)).toBe(new Intl.PluralRules('fr-CA').select(0));
  });
});
