/**
 * The languages of the site. Adding `'fr'` here makes every namespace without its French module a
 * type error (`defineNamespace` in namespace.ts), and every French module must have its English
 * module's shape (issue 19).
 */
export const LOCALES = ['en'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Canadian conventions for each language (en-CA, and fr-CA to come). */
export const REGIONAL_LOCALES: Record<Locale, string> = { en: 'en-CA' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language of a request's page. English for every page today; issue 19 reads it from the path
 * (`/fr/…`).
 */
export function requestLocale(_request: Request): Locale {
  return DEFAULT_LOCALE;
}
