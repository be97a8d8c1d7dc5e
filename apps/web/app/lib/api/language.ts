import type { Locale } from '../../i18n/locale.ts';

/**
 * `fr`, `fr-CA`… are French. Written here rather than imported from the validation package: this
 * module is on every page's first load (`callApi`), which carries no part of zod or its tables.
 */
const isFrench = (tag: string) => /^fr(?:-|$)/i.test(tag.trim());

/**
 * The `Accept-Language` of the site's calls to the API: the page's language (`en-CA`, `fr-CA`),
 * never the browser's, so the API's messages (a refused form's) are in the language of the page
 * that shows them (decision 029).
 */
export function acceptLanguageOf(locale: Locale): string {
  return isFrench(locale) ? 'fr-CA' : 'en-CA';
}

/** In the browser: the document's language (`<html lang>`, which the root sets from the request). */
export function documentAcceptLanguage(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return { 'accept-language': isFrench(document.documentElement.lang) ? 'fr-CA' : 'en-CA' };
}
