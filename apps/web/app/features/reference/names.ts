import { createContext, use, useContext } from 'react';
import { languageName, practiceAreaName, provinceName } from '@cld/content/labels.en';
import { findPracticeArea, type PracticeArea } from '@cld/content/practice-areas';
import { registerSpecializationsFr, requireFrench, specializationsFr } from '../../i18n/french.ts';
import { useLocale, type Locale } from '../../i18n/i18n.ts';
import { formatList } from '../../i18n/lists.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { loading, pageSeed, type Loading } from '../../i18n/namespace.ts';

/**
 * The names of stored values (English keys) in a page's language (decision 028): a province from
 * its code, a city, a practice area from its English name or slug, a language, a fee structure.
 * English pages write them from the short English lists; French pages from the French tables,
 * which only they load (`i18n/french-pack.ts`).
 */
export interface Names {
  province(code: string): string;
  /** A city as the directory stores it ("Quebec City") by its name in the page's language. */
  city(name: string): string;
  /**
   * A city with its province's code, as a card or a profile gives it: "Laval, QC"; in French the
   * code in brackets after the city's French name, « Laval (QC) », « Québec (QC) ».
   */
  place(city: string, province: string): string;
  practiceArea(value: string): string;
  /** A language as a label names it: "French", « Français ». */
  language(language: string): string;
  /**
   * Languages inside a sentence: « anglais, français et pendjabi » (lower case, « et » before the
   * last); "English, French, Punjabi" in English.
   */
  languageList(languages: readonly string[]): string;
  feeStructure(stored: string): string;
}

const ENGLISH: Names = {
  province: provinceName,
  city: (name) => name,
  place: (city, province) => `${city}, ${province}`,
  practiceArea: practiceAreaName,
  language: languageName,
  languageList: (languages) => languages.map(languageName).join(', '),
  feeStructure: (stored) => stored,
};

type FrenchLabels = ReturnType<typeof requireFrench>['names'];

/** The French names, one object per French tables (stable across renders). */
const frenchNames = new WeakMap<FrenchLabels, Names>();

/** The names in a locale, outside React too (a route's meta, a loader). */
export function namesIn(locale: Locale): Names {
  if (locale !== 'fr') return ENGLISH;
  const labels = requireFrench().names;
  let names = frenchNames.get(labels);
  if (!names) {
    names = {
      ...labels,
      place: (city, province) => `${labels.city(city)} (${province})`,
      languageList: (languages) =>
        formatList(REGIONAL_LOCALES.fr, languages.map(labels.languageInSentence)),
    };
    frenchNames.set(labels, names);
  }
  return names;
}

/** One hook, so every card, filter and profile names stored values the same way. */
export function useNames(): Names {
  return namesIn(useLocale());
}

/** A province's or territory's name in the page's language, from its code. */
export function useProvinceName(): (code: string) => string {
  return useNames().province;
}

/** A practice area from its English name, its slug or, on a French page, its French name. */
export function findPracticeAreaIn(locale: Locale, value: string): PracticeArea | undefined {
  return locale === 'fr' ? requireFrench().names.findPracticeArea(value) : findPracticeArea(value);
}

type Translate = (english: string) => string;

/**
 * The French names of specializations: the server has the table from the start; a French page's
 * seed brings the ones its render named, and the browser loads the table only when a page names
 * one the seed does not have.
 */
let specializationsFrLoad: Loading<Translate> | undefined;

function loadSpecializationsFr(): Promise<Translate> {
  specializationsFrLoad ??= loading(
    import('@cld/content/specializations.fr').then(({ specializationFr }) => {
      registerSpecializationsFr(specializationFr);
      return specializationFr;
    }),
  );
  return specializationsFrLoad;
}

/** The specializations a server render named in French, for the page's seed (entry.server.tsx). */
export const SpecializationsRecorderContext = createContext<Map<string, string> | null>(null);

/** Stored (English) specializations in the page's language. Suspends while French ones load. */
export function useSpecializationNames(specializations: readonly string[]): readonly string[] {
  const locale = useLocale();
  const recorder = useContext(SpecializationsRecorderContext);
  if (locale !== 'fr') return specializations;
  const seeded = pageSeed()?.specializations;
  let translate = specializationsFr();
  if (!translate) {
    translate =
      seeded && specializations.every((item) => Object.hasOwn(seeded, item))
        ? (item) => seeded[item]!
        : use(loadSpecializationsFr());
  }
  const named = specializations.map(translate);
  if (recorder) specializations.forEach((item, index) => recorder.set(item, named[index]!));
  return named;
}
