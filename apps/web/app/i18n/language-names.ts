import type { Locale } from './locale.ts';

/**
 * What the language switch and the language offer say, each text in its own language (a French
 * speaker on an English page reads « Français », not "French"). Outside the catalogue on purpose: a
 * page ships only its own language's catalogue, and these are the few words it shows in the other.
 * Each element that shows one carries its `lang`.
 */
export const LANGUAGE_WORDS = {
  en: {
    name: 'English',
    offer: 'This page is also available in English.',
    go: 'View it in English',
    stay: 'Continue in English',
  },
  fr: {
    name: 'Français',
    offer: 'Cette page est aussi offerte en français.',
    go: 'La voir en français',
    stay: 'Continuer en français',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The other language of the site (there are two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
