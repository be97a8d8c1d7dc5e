import { isLocale, type Locale } from './locale.ts';

/**
 * The visitor's choice of language (issue 19): `/` never redirects by language, but a visitor whose
 * choice (this cookie) or, on a first visit, whose browser (`Accept-Language`) prefers the other
 * language than the page's is offered the same page in it. A preference, not tracking: set only by
 * the visitor's own click, read only by this site.
 */
export const LANGUAGE_COOKIE = 'cld_lang';

/** A year: the choice of a language does not go stale the way consent does. */
export const LANGUAGE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : null;
}

export function languageCookie(locale: Locale, secure: boolean): string {
  return [
    `${LANGUAGE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${LANGUAGE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
