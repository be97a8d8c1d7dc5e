import { use } from 'react';
import {
  feeStructureIn,
  languageNameIn,
  practiceAreaNameIn,
  provinceNameIn,
} from '@cld/content/labels';
import { findPracticeArea, type PracticeArea } from '@cld/content/practice-areas';
import { useLocale } from '../../i18n/i18n.ts';
import { loading } from '../../i18n/namespace.ts';

/**
 * The names of stored values (English keys) in the page's language (decision 028): a province
 * from its code, a practice area from its English name or slug, a language. One hook, so every
 * card, filter and profile names them the same way.
 */
export function useNames() {
  const locale = useLocale();
  return {
    province: (code: string) => provinceNameIn(locale, code),
    practiceArea: (name: string) => practiceAreaNameIn(locale, name),
    language: (language: string) => languageNameIn(locale, language),
    feeStructure: (stored: string) => feeStructureIn(locale, stored),
  };
}

/** A province's or territory's name in the page's language, from its code. */
export function useProvinceName(): (code: string) => string {
  return useNames().province;
}

const asStored = (specialization: string) => specialization;
type FrenchNames = [
  specialization: (english: string) => string,
  practiceArea: (value: string) => PracticeArea | undefined,
];
let frenchNames: Promise<FrenchNames> | undefined;

/**
 * The French names of specializations and practice areas (their summaries too): a chunk a French
 * page loads on first use, once. A test of a French page awaits it before rendering.
 */
export function loadFrenchNames(): Promise<FrenchNames> {
  // Marked as React marks the promises it has seen: once loaded, `use` reads it without suspending.
  frenchNames ??= loading(
    Promise.all([
      import('@cld/content/specializations.fr').then((module) => module.specializationFr),
      import('@cld/content/practice-areas.fr').then(({ PRACTICE_AREAS_FR }) => (value: string) => {
        const area = findPracticeArea(value);
        return area && PRACTICE_AREAS_FR.find((french) => french.slug === area.slug);
      }),
    ]),
  );
  return frenchNames;
}

/**
 * A stored (English) specialization in the page's language. The French labels load with the
 * French page only (a chunk of their own): an English page ships none of them.
 */
export function useSpecializationName(): (specialization: string) => string {
  if (useLocale() !== 'fr') return asStored;
  return use(loadFrenchNames())[0];
}

/**
 * A practice area (name and summary) in the page's language, from its stored English name or its
 * slug. The French summaries load with the French page only.
 */
export function usePracticeArea(): (value: string) => PracticeArea | undefined {
  if (useLocale() !== 'fr') return findPracticeArea;
  return use(loadFrenchNames())[1];
}
