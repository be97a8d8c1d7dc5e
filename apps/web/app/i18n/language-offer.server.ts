import Negotiator from 'negotiator';
import { readLanguageCookie } from './language-choice.ts';
import { LOCALES, type Locale } from './locale.ts';

/** Whether a browser's `Accept-Language` ranks French above English (`fr-CA`, `fr;q=0.9, en;q=0.8`). */
export function browserPrefersFrench(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...LOCALES,
  ]);
  return best === 'fr';
}

/**
 * The language to offer on a page, or null: the visitor's recorded choice when it is not the page's;
 * with no choice recorded, French on an English page whose visitor's browser prefers it.
 */
export function languageOffer(
  pageLocale: Locale,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale | null {
  const chosen = readLanguageCookie(cookieHeader);
  if (chosen) return chosen === pageLocale ? null : chosen;
  return pageLocale === 'en' && browserPrefersFrench(acceptLanguage) ? 'fr' : null;
}
