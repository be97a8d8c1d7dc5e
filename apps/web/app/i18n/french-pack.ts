import { PROVINCES } from '@cld/reference/provinces';
import { frenchLabels } from '@cld/content/french-labels';
import { slugify } from '@cld/content/text-folding';
import type { FrenchWords } from './french-words.ts';

/** The words of a URL segment that differ between the languages (a province's or area's slug). */
export interface SegmentWords {
  readonly fr: ReadonlyMap<string, string>;
  readonly en: ReadonlyMap<string, string>;
}

function segmentWords(pairs: readonly (readonly [en: string, fr: string])[]): SegmentWords {
  return {
    fr: new Map(pairs.map(([en, fr]) => [en, fr])),
    en: new Map(pairs.map(([en, fr]) => [fr, en])),
  };
}

/**
 * The French tables that code shared by both languages uses, built from the French words
 * (`french-words.ts`): by the server at start, by a French page from its HTML
 * (`routes/french.tsx`).
 */
export function buildFrenchPack(words: FrenchWords) {
  return {
    paths: {
      /** Each page's English pattern and its French one (the aliases only go to French). */
      toFrench: [...words.pages, ...words.aliases].map(([from, to]) => ({ from, to })),
      toEnglish: words.pages.map(([to, from]) => ({ from, to })),
      /** The params whose values are words: a province's slug, a practice area's, a post's. */
      params: {
        province: segmentWords(PROVINCES.map((p) => [slugify(p.name), slugify(p.nameFr)] as const)),
        practiceArea: segmentWords(Object.entries(words.practiceAreaSlugs)),
        slug: segmentWords(Object.entries(words.blogSlugs)),
      } as Readonly<Record<string, SegmentWords>>,
    },
    names: frenchLabels(words),
    months: words.months,
  };
}

export type FrenchPack = ReturnType<typeof buildFrenchPack>;
