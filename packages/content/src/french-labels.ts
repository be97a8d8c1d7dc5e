import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { PROVINCES } from '@cld/reference/provinces';
import type { FeeStructure } from './fee-structures.ts';
import { findProvince } from './labels.en.ts';
import { findPracticeArea, type PracticeArea } from './practice-areas.ts';
import { foldText } from './text-folding.ts';

/**
 * The French names of values stored in English (decision 028), from their tables
 * (`PRACTICE_AREA_NAMES_FR`, `LANGUAGE_NAMES_FR`, `FEE_STRUCTURE_LABELS_FR`, `CITY_NAMES_FR`): given rather than
 * imported, so that a French page can bring the tables as data with its HTML (the web app's
 * `i18n/french-words.ts`) and an English page never loads them. `labels.ts` binds the tables.
 */
export interface FrenchLabelTables {
  readonly practiceAreaNames: Readonly<Record<PracticeAreaSlug, string>>;
  /** By the English name as the directory writes it ("French"). */
  readonly languageNames: Readonly<Record<string, string>>;
  readonly feeStructureLabels: Readonly<Record<FeeStructure, string>>;
  /** By the data set's name ("Quebec City"): only the cities whose French name differs. */
  readonly cityNames: Readonly<Record<string, string>>;
}

export function frenchLabels({
  practiceAreaNames,
  languageNames,
  feeStructureLabels,
  cityNames,
}: FrenchLabelTables) {
  const areasByFrenchName = new Map(
    Object.entries(practiceAreaNames).map(([slug, name]) => [foldText(name), slug]),
  );
  const provincesByEnglishName = new Map(PROVINCES.map((p) => [p.name.toLowerCase(), p]));
  const languagesByEnglishName = new Map(
    Object.entries(languageNames).map(([english, french]) => [english.toLowerCase(), french]),
  );

  /** A practice area from its English name, its slug or its French name (any case or accents). */
  const findPracticeAreaAnyLanguage = (value: string): PracticeArea | undefined =>
    findPracticeArea(value) ??
    findPracticeArea(areasByFrenchName.get(foldText(value.trim())) ?? '');

  return {
    /**
     * « Colombie-Britannique » from `BC`, or from "British Columbia" (the API's labels name a
     * province in English); an unknown value as given.
     */
    province: (code: string): string =>
      (findProvince(code) ?? provincesByEnglishName.get(code.trim().toLowerCase()))?.nameFr ?? code,
    findPracticeArea: findPracticeAreaAnyLanguage,
    /** « Droit de la famille » from "Family Law", `family-law` or itself; unknown as given. */
    practiceArea: (value: string): string => {
      const area = findPracticeAreaAnyLanguage(value);
      return area ? practiceAreaNames[area.slug] : value;
    },
    /** « Français » from "French" (any case); a language the table does not know as given. */
    language: (language: string): string =>
      languagesByEnglishName.get(language.toLowerCase()) ?? language,
    /**
     * « français » from "French": inside a sentence French writes a language's name in lower case
     * (« Parle anglais et français »). A language the table does not know as given: its English
     * name keeps its capital.
     */
    languageInSentence: (language: string): string => {
      const french = languagesByEnglishName.get(language.toLowerCase());
      return french ? french.charAt(0).toLocaleLowerCase('fr-CA') + french.slice(1) : language;
    },
    /** « Québec » from "Quebec City"; a city with the same name in both languages as given. */
    city: (name: string): string => cityNames[name] ?? name,
    /** « À l’heure, Provision » from "Hourly, Retainer"; a value it cannot read as stored. */
    feeStructure: (stored: string): string => {
      // `parseFeeStructure`'s reading over the table's own keys (in FEE_STRUCTURES' order, a
      // test): a French page then needs no other module for it (first-load budget, issue 20).
      const parts = stored.split(',').map((part) => part.trim().toLowerCase());
      const structures = (Object.keys(feeStructureLabels) as FeeStructure[]).filter((structure) =>
        parts.includes(structure.toLowerCase()),
      );
      return structures.length > 0
        ? structures.map((structure) => feeStructureLabels[structure]).join(', ')
        : stored;
    },
  };
}

export type FrenchLabels = ReturnType<typeof frenchLabels>;
