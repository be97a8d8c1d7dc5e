import { canonicalLanguage } from '@cld/reference/languages';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import { CITY_NAMES_FR } from './city-names.fr.ts';
import { FEE_STRUCTURE_LABELS_FR } from './fee-structures.fr.ts';
import { findPracticeArea } from './practice-areas.ts';
import { provinceName } from './labels.en.ts';
import { frenchLabels } from './french-labels.ts';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';

/**
 * The names a page shows for values stored in English (decision 028, "keys stay English"): a
 * practice area, a province or territory, a city, a language, in either language. A value this does not
 * know is shown as stored. For the servers: the browser's pages use `labels.en.ts` and, on French
 * pages only, `french-labels.ts` with the tables their HTML brings.
 */
export type LabelLocale = 'en' | 'fr';

const french = frenchLabels({
  practiceAreaNames: PRACTICE_AREA_NAMES_FR,
  languageNames: LANGUAGE_NAMES_FR,
  feeStructureLabels: FEE_STRUCTURE_LABELS_FR,
  cityNames: CITY_NAMES_FR,
});

/** A province's or territory's name from its code: « Colombie-Britannique » in French. */
export function provinceNameIn(locale: LabelLocale, code: string): string {
  return locale === 'fr' ? french.province(code) : provinceName(code);
}

/** A city's name from the data set's: « Québec » for "Quebec City" in French. */
export function cityNameIn(locale: LabelLocale, city: string): string {
  return locale === 'fr' ? french.city(city) : city;
}

/**
 * A practice area's name from its English name (as the API and profiles store it), its slug or its
 * French name: « Droit de la famille » in French, "Family Law" in English.
 */
export function practiceAreaNameIn(locale: LabelLocale, value: string): string {
  if (locale === 'fr') return french.practiceArea(value);
  return (findPracticeArea(value) ?? french.findPracticeArea(value))?.name ?? value;
}

/** A language a profile lists ("French", any case) in the page's language: « Français ». */
export function languageNameIn(locale: LabelLocale, language: string): string {
  return locale === 'fr' ? french.language(language) : canonicalLanguage(language);
}

/**
 * A profile's fee structure ("Hourly, Retainer", or one of its values) in the page's language:
 * « À l’heure, Provision ». English shows it as stored.
 */
export function feeStructureIn(locale: LabelLocale, stored: string): string {
  return locale === 'fr' ? french.feeStructure(stored) : stored;
}
