/**
 * Numbers, Canadian dollars and plural categories as a locale writes them.
 *
 * Intl is exact but its first use in a page is expensive: the first Intl object a Chromium page
 * creates costs 30–85 ms of main thread (ICU's data is loaded then), and hydration paid it on every
 * public page for a figure like "8,200". The cases the public pages meet (whole numbers, whole
 * dollars, English and French plurals) are written here directly, and Intl is created only, and
 * once, when anything else is asked: a French page paid it too (issue 19), on browse about 100 ms
 * of Lighthouse's blocking time on a slow phone. `numbers.test.ts` checks every shortcut against Intl itself.
 */

import { perLocale } from './intl-cache.ts';

/**
 * Digit-group separators of the locales whose shortcuts are checked against Intl: Canadian French
 * groups with a no-break space (« 1 234 567 »).
 */
const GROUP_SEPARATOR: Record<string, string> = { en: ',', 'en-CA': ',', 'fr-CA': '\u00a0' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dollarFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** 1234567 → "1,234,567"; undefined when the shortcut does not apply. */
function groupedInteger(locale: string, value: number): string | undefined {
  const separator = GROUP_SEPARATOR[locale];
  if (separator === undefined || !Number.isSafeInteger(value) || Object.is(value, -0)) {
    return undefined;
  }
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += separator;
    grouped += digits[i];
  }
  return value < 0 ? `-${grouped}` : grouped;
}

/** A number as the locale writes it: "8,200", "4.5". */
export function formatNumber(locale: string, value: number): string {
  return (
    groupedInteger(locale, value) ??
    perLocale(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
  );
}

/** Decimal separators of the locales whose shortcuts are checked against Intl. */
const DECIMAL_SEPARATOR: Record<string, string> = { en: '.', 'en-CA': '.', 'fr-CA': ',' };

/**
 * A number rounded to one decimal, as the locale writes it: "12.4", "1,234.5", « 12,4 »; a whole
 * number without its ".0" (a distance in km).
 */
export function formatOneDecimal(locale: string, value: number): string {
  const tenths = Math.round(value * 10);
  const separator = DECIMAL_SEPARATOR[locale];
  if (separator !== undefined && Number.isSafeInteger(tenths) && tenths >= 0) {
    const whole = groupedInteger(locale, Math.floor(tenths / 10));
    const tenth = tenths % 10;
    if (whole !== undefined) return tenth === 0 ? whole : `${whole}${separator}${tenth}`;
  }
  return formatNumber(locale, tenths / 10);
}

/** Canadian dollars rounded to the dollar: "$250", "$1,200"; « 250 $ », « 1 200 $ » in French. */
export function formatDollars(locale: string, value: number): string {
  // Only en-CA writes Canadian dollars as a bare "$" (en-US writes "CA$"), and fr-CA after the figure.
  if ((locale === 'en-CA' || locale === 'fr-CA') && Number.isFinite(value) && value >= 0) {
    const whole = groupedInteger(locale, Math.round(value));
    if (whole !== undefined) return locale === 'en-CA' ? `$${whole}` : `${whole}\u00a0$`;
  }
  return perLocale(
    dollarFormats,
    locale,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'CAD',
        maximumFractionDigits: 0,
      }),
  ).format(value);
}

/** The plural category of a count: "one" for 1 in English, "other" for 0, 2, 8,200 … */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  if (locale.startsWith('en') && Number.isSafeInteger(count)) {
    return Math.abs(count) === 1 ? 'one' : 'other';
  }
  // French: 0 and 1 are singular; a whole number of millions is « many » (« 2 millions de »).
  if (locale === 'fr-CA' && Number.isSafeInteger(count)) {
    const whole = Math.abs(count);
    if (whole <= 1) return 'one';
    return whole % 1_000_000 === 0 ? 'many' : 'other';
  }
  return perLocale(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
}
