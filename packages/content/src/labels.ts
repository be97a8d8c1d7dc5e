import { canonicalLanguage, type Language } from '@cld/reference/languages';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-areas';
import { PROVINCES } from '@cld/reference/provinces';
import { parseFeeStructure } from './fee-structures.ts';
import { FEE_STRUCTURE_LABELS_FR } from './fee-structures.fr.ts';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';
import { findPracticeArea } from './practice-areas.ts';
import { foldText } from './text-folding.ts';

/**
 * The names a page shows for values stored in English (decision 028, "keys stay English"): a
 * practice area, a province or territory, a language. Short reference lists in both languages, so
 * any page may ship them; a value this does not know is shown as stored.
 */
export type LabelLocale = 'en' | 'fr';

const provinces = new Map<string, (typeof PROVINCES)[number]>(PROVINCES.map((p) => [p.code, p]));

/** A province's or territory's name from its code: « Colombie-Britannique » in French. */
export function provinceNameIn(locale: LabelLocale, code: string): string {
  const province = provinces.get(code.trim().toUpperCase());
  if (!province) return code;
  return locale === 'fr' ? province.nameFr : province.name;
}

const frenchAreas = new Map(
  Object.entries(PRACTICE_AREA_NAMES_FR).map(([slug, name]) => [foldText(name), slug]),
);

/**
 * A practice area's name from its English name (as the API and profiles store it), its slug or its
 * French name: « Droit de la famille » in French, "Family Law" in English.
 */
export function practiceAreaNameIn(locale: LabelLocale, value: string): string {
  const area =
    findPracticeArea(value) ?? findPracticeArea(frenchAreas.get(foldText(value.trim())) ?? '');
  if (!area) return value;
  return locale === 'fr' ? PRACTICE_AREA_NAMES_FR[area.slug] : area.name;
}

/** A language a profile lists ("French", any case) in the page's language: « Français ». */
export function languageNameIn(locale: LabelLocale, language: string): string {
  const canonical = canonicalLanguage(language);
  if (locale === 'en') return canonical;
  return Object.hasOwn(LANGUAGE_NAMES_FR, canonical)
    ? LANGUAGE_NAMES_FR[canonical as Language]
    : language;
}

/**
 * A profile's fee structure ("Hourly, Retainer", or one of its values) in the page's language:
 * « À l’heure, Provision ». English shows it as stored.
 */
export function feeStructureIn(locale: LabelLocale, stored: string): string {
  if (locale === 'en') return stored;
  const structures = parseFeeStructure(stored);
  return structures.length > 0
    ? structures.map((structure) => FEE_STRUCTURE_LABELS_FR[structure]).join(', ')
    : stored;
}
