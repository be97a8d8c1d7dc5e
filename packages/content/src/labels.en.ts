import { PROVINCES } from '@cld/reference/provinces';
import { findPracticeArea, type PracticeArea } from './practice-areas.ts';

/**
 * The English names of values stored in English (decision 028): what an English page needs of
 * `labels.ts`, without the French tables (`french-labels.ts`), which only French pages load.
 */
const provinces = new Map<string, (typeof PROVINCES)[number]>(PROVINCES.map((p) => [p.code, p]));

/** A province or territory from its code ("on" and " ON " too). */
export function findProvince(code: string): (typeof PROVINCES)[number] | undefined {
  return provinces.get(code.trim().toUpperCase());
}

/** A province's or territory's English name from its code; an unknown code as given. */
export function provinceName(code: string): string {
  return findProvince(code)?.name ?? code;
}

/** A practice area's English name from its English name or slug; an unknown value as given. */
export function practiceAreaName(value: string): string {
  return findPracticeArea(value)?.name ?? value;
}

/**
 * A language as a profile lists it: profiles store one spelling per language ("French",
 * `canonicalLanguage` in the API), so English shows it as stored.
 */
export function languageName(language: string): string {
  return language;
}

export type { PracticeArea };
