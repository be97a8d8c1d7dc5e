import type { Locale } from './locale.ts';

/**
 * Each language's name in itself, as the language switch shows it (a French speaker on an English
 * page reads « Français », not "French"). Outside the catalogue on purpose: a page ships only its
 * own language's catalogue, and these are the few words it shows in the other. The element that
 * shows one carries its `lang`. The language offer's sentences are with the offer
 * (`features/layout/language-offer.tsx`), which only its visitors load.
 */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const satisfies Record<
  Locale,
  string
>;

/** The other language of the site (there are two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
