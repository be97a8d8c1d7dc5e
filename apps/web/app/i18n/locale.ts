import { SITE_LOCALES, type SiteLocale } from '@cld/reference/site-locales';

/**
 * The languages of the site. Adding `'fr'` here makes every namespace without its French module a
 * type error (`defineNamespace` in namespace.ts), and every French module must have its English
 * module's shape (issue 19).
 */
export const LOCALES = SITE_LOCALES;

export type Locale = SiteLocale;

export const DEFAULT_LOCALE: Locale = 'en';

/** Canadian conventions for each language: `<html lang>`, `hreflang`, numbers and dates. */
export const REGIONAL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language of a path: French under `/fr`, English elsewhere (the route table, paths.ts). */
export function pathLocale(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') || pathname === '/fr.data'
    ? 'fr'
    : DEFAULT_LOCALE;
}

/** The language of a request's page, from its path (a page's data request too: `/fr/….data`). */
export function requestLocale(request: Request): Locale {
  return pathLocale(new URL(request.url).pathname);
}
