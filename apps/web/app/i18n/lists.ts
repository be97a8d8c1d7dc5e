import { perLocale } from './intl-cache.ts';

/**
 * "A, B and C" and « A, B et C »: a list of names joined as the locale joins one
 * (`Intl.ListFormat`, conjunction). Canadian English and French join alike, with no comma before
 * the last word; that case is written here and checked against Intl by `lists.test.ts`, for the
 * reason of `numbers.ts` (a page's first Intl object costs 30–85 ms, and every lawyer card lists
 * languages). Any other locale asks Intl.
 */
const JOINING_WORD: Record<string, string> = { 'en-CA': 'and', 'fr-CA': 'et' };

const listFormats = new Map<string, Intl.ListFormat>();

export function formatList(locale: string, items: readonly string[]): string {
  const word = JOINING_WORD[locale];
  if (word === undefined) {
    return perLocale(
      listFormats,
      locale,
      () => new Intl.ListFormat(locale, { type: 'conjunction' }),
    ).format(items);
  }
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}
