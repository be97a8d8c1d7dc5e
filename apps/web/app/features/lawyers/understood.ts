import type { SearchInterpretation } from '@cld/contract/lawyers';
import { filterValueLabel, searchFilter } from '@cld/reference/search-filters';
import type { SearchParts } from './queries.ts';

/**
 * What a lawyer search is, as chips: the filters the visitor set and what the API understood in
 * the search text ("divorce lawyer toronto punjabi" → Family Law · Toronto · Punjabi), each
 * removable. Type-only imports: this runs on every browse page and must not pull in zod.
 */

export type ChipKind =
  | 'practiceArea'
  | 'city'
  | 'province'
  | 'language'
  | 'text'
  | 'location'
  | 'experience'
  | 'verified'
  /** A browse filter on what lawyers state (issue 20): `value` is its label, browse removes it. */
  | 'detail';

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

export function fold(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
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
    // Named from its code, as the explicit filter is: the API's English name is no French page's.
    const { code, matched } = interpretation.province;
    add({ kind: 'province', value: provinceName(code), words: matched, explicit: false });
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

/**
 * The practice details the search text named ("free consultation", « en soirée ») as chips with
 * their words, labelled in `language`; browse merges each with its ticked box (matching-chips.ts).
 */
export function understoodDetailChips(
  interpretation: SearchInterpretation | null,
  language: 'en' | 'fr',
): SearchChip[] {
  return (interpretation?.details ?? []).map((detail) => {
    const filter = searchFilter(detail.param);
    const value = filter.kind === 'flag' ? true : detail.value;
    return {
      key: `detail:${filter.param}:${String(value)}`,
      kind: 'detail',
      value: filterValueLabel(filter, value, language),
      words: [...detail.matched],
      explicit: false,
    };
  });
}

/** The practice areas a search is for, explicit or understood: cards name the one each lawyer has. */
export function searchedAreasOf(chips: readonly SearchChip[]): string[] {
  return chips.filter((chip) => chip.kind === 'practiceArea').map((chip) => chip.value);
}
