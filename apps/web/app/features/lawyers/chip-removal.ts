import type { SearchInterpretation } from '@cld/contract/lawyers';
import type { SearchParts } from './queries.ts';
import { fold, type SearchChip } from './understood.ts';

/** Removing a chip: loaded on the first removal, it is not needed to show the page. */

const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** A word's letters and digits, folded: "d'Immigration" → ["d", "immigration"]. */
function pieces(word: string): string[] {
  return fold(word).split(NOT_WORD).filter(Boolean);
}

/**
 * The search text without the given words (compared without accents or case, each removed once);
 * "Saint-Jean-sur-Richelieu" goes when all its parts were matched, "d'immigration" when its word was.
 * When only filler is left ("lawyer in"), nothing is.
 */
export function withoutWords(
  text: string,
  words: readonly string[],
  filler: readonly string[] = [],
): string {
  const left = new Map<string, number>();
  for (const piece of words.flatMap(pieces)) left.set(piece, (left.get(piece) ?? 0) + 1);
  const kept = text
    .split(/\s+/)
    .filter(Boolean)
    .filter((token) => {
      const parts = pieces(token);
      const matched = parts.filter((part) => (left.get(part) ?? 0) > 0);
      // A token goes when its words were matched; leftovers may only be elisions (l', d', s).
      const goes =
        matched.length > 0 && parts.every((part) => matched.includes(part) || part.length <= 2);
      if (goes) for (const part of matched) left.set(part, left.get(part)! - 1);
      return !goes;
    });
  const fillerWords = new Set(filler.flatMap(pieces));
  const meaningful = kept.some((token) => pieces(token).some((part) => !fillerWords.has(part)));
  return meaningful ? kept.join(' ') : '';
}

/** The search without a chip: its words out of the text, and its explicit filter off. */
export function withoutChip<T extends SearchParts>(
  parts: T,
  chip: SearchChip,
  interpretation: SearchInterpretation | null,
): T {
  // Without an interpretation the text chip is the whole text.
  const search =
    chip.kind === 'text' && !interpretation
      ? ''
      : withoutWords(parts.search, chip.words, interpretation?.ignored);
  const next: T = { ...parts, search };
  if (!chip.explicit) return next;
  switch (chip.kind) {
    case 'practiceArea':
      return { ...next, practiceAreas: parts.practiceAreas.filter((name) => name !== chip.value) };
    case 'language':
      return { ...next, languages: parts.languages.filter((name) => name !== chip.value) };
    case 'city':
      return { ...next, city: '' };
    // A city is only chosen within its province: both go.
    case 'province':
      return { ...next, province: '', city: '' };
    case 'location':
      return { ...next, location: '' };
    case 'experience':
      return { ...next, experience: 0 };
    case 'verified':
      return { ...next, verified: false };
    default:
      return next;
  }
}
