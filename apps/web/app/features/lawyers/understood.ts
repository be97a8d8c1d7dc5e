import type { SearchInterpretation, SearchSuggestion } from '@cld/contract/lawyers';

/**
 * What a lawyer search is, as chips: the filters the visitor set and what the API understood in
 * the search text ("divorce lawyer toronto punjabi" → Family Law · Toronto · Punjabi), each
 * removable. Type-only imports: this runs on every browse page and must not pull in zod.
 */

/** The parts of a search that chips show (browse's state has these and more). */
export interface SearchParts {
  search: string;
  practiceAreas: string[];
  province: string;
  city: string;
  languages: string[];
  location: string;
  experience: number;
  verified: boolean;
}

export type ChipKind =
  | 'practiceArea'
  | 'city'
  | 'province'
  | 'language'
  | 'text'
  | 'location'
  | 'experience'
  | 'verified';

export interface SearchChip {
  /** Unique in a list: the kind and the value. */
  key: string;
  kind: ChipKind;
  /** The name shown: "Family Law", "Toronto", "Punjabi", the free text, a number of years. */
  value: string;
  /** Words of the search text it came from (removed with it). */
  words: string[];
  /** Whether an explicit filter set it (removed with it too). */
  explicit: boolean;
}

const DIACRITICS = /\p{Diacritic}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

function fold(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

function pieces(word: string): string[] {
  return fold(word).split(NOT_WORD).filter(Boolean);
}

const sameText = (a: string, b: string) =>
  fold(a).split(/\s+/).filter(Boolean).join(' ') === fold(b).split(/\s+/).filter(Boolean).join(' ');

/**
 * The interpretation when it belongs to this search text; while the next answer loads the page
 * still holds the previous one, whose words would be wrong.
 */
export function currentInterpretation(
  search: string,
  interpretation: SearchInterpretation | null | undefined,
): SearchInterpretation | null {
  if (!interpretation || !search.trim()) return null;
  return sameText(interpretation.query, search) ? interpretation : null;
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

/** The chips of a search: explicit filters first merged with what the text said, then the rest. */
export function searchChips(
  parts: SearchParts,
  interpretation: SearchInterpretation | null,
  provinceName: (code: string) => string,
): SearchChip[] {
  const chips: SearchChip[] = [];
  const add = (chip: Omit<SearchChip, 'key'>) => {
    const key = `${chip.kind}:${fold(chip.value)}`;
    const same = chips.find((existing) => existing.key === key);
    if (same) {
      same.words.push(...chip.words);
      same.explicit ||= chip.explicit;
    } else chips.push({ ...chip, key, words: [...chip.words] });
  };

  for (const name of parts.practiceAreas) {
    add({ kind: 'practiceArea', value: name, words: [], explicit: true });
  }
  for (const area of interpretation?.practiceAreas ?? []) {
    add({ kind: 'practiceArea', value: area.name, words: area.matched, explicit: false });
  }
  if (parts.province && parts.city) {
    add({ kind: 'city', value: parts.city, words: [], explicit: true });
  }
  if (interpretation?.city) {
    const { name, matched } = interpretation.city;
    add({ kind: 'city', value: name, words: matched, explicit: false });
  }
  if (parts.province) {
    add({ kind: 'province', value: provinceName(parts.province), words: [], explicit: true });
  }
  if (interpretation?.province) {
    const { name, matched } = interpretation.province;
    add({ kind: 'province', value: name, words: matched, explicit: false });
  }
  if (parts.location) {
    add({ kind: 'location', value: parts.location, words: [], explicit: true });
  }
  for (const name of parts.languages) {
    add({ kind: 'language', value: name, words: [], explicit: true });
  }
  for (const language of interpretation?.languages ?? []) {
    add({ kind: 'language', value: language.name, words: language.matched, explicit: false });
  }
  const text = interpretation ? (interpretation.freeText ?? '') : parts.search.trim();
  if (text) {
    const words = text.split(/\s+/).filter(Boolean);
    add({ kind: 'text', value: text, words, explicit: false });
  }
  if (parts.experience > 0) {
    add({ kind: 'experience', value: String(parts.experience), words: [], explicit: true });
  }
  if (parts.verified) add({ kind: 'verified', value: '', words: [], explicit: true });
  return chips;
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

/** A suggestion's search as a URL query: lists comma-separated, as browse and the API read them. */
export function suggestionQuery(suggestion: SearchSuggestion): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(suggestion.params)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(name, text);
  }
  return params.toString();
}
