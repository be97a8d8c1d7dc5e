import { languageOf } from '@cld/validation/i18n';
import type { Locale } from '../../i18n/locale.ts';

/**
 * The `Accept-Language` of the site's calls to the API: the page's language (`en-CA`, `fr-CA`),
 * never the browser's, so the API's messages (a refused form's) are in the language of the page
 * that shows them (decision 029).
 */
export function acceptLanguageOf(locale: Locale): string {
  return languageOf(locale) === 'fr' ? 'fr-CA' : 'en-CA';
}

/** In the browser: the document's language (`<html lang>`, which the root sets from the request). */
export function documentAcceptLanguage(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const language = languageOf(document.documentElement.lang);
  return { 'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA' };
}
