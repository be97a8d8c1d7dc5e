import { LANGUAGES, type Language } from '@cld/reference/languages';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { PRACTICE_AREAS } from '../practice-areas.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from '../provinces.ts';
import { SEARCH_FILTERS, type SearchFilterParam } from '@cld/reference/search-filters';
import {
  CAPITALS_ONLY_ABBREVIATIONS,
  CITY_ALIASES,
  CITY_NAMES_NOT_PLACES,
  FILLER_WORDS,
  FILLER_WORDS_WITH_TYPOS,
  LANGUAGE_VOCABULARY,
  PRACTICE_AREA_VOCABULARY,
  PROVINCE_ABBREVIATIONS,
} from '../search-vocabulary.ts';
import { allowedTypos, boundedEditDistance } from './edit-distance.ts';

/**
 * Reads a search box's text as a person meant it (DESIGN §7.2, issue 16): practice areas from the
 * problems and terms of `search-vocabulary.ts`, a city and a province, languages, filler, and the
 * rest as free text. Pure and synchronous, without server-only imports: the API parses every
 * `search=` with it and the web can run the same parser for its chips. The cities are passed in
 * (the API has the reference data set, the web its own list).
 */

/** A city the parser may recognise. */
export interface ParserCity {
  name: string;
  province: ProvinceCode;
  /** Larger cities win a name shared by several; small ones match only as typed (no typo). */
  population?: number;
}

/** The words of the query (as typed, one string per run of adjacent words) behind a part. */
type Matched = { matched: string[] };

export interface ParsedQuery {
  /** The text as received, trimmed. */
  query: string;
  practiceAreas: ({ slug: PracticeAreaSlug; name: string } & Matched)[];
  city: ({ name: string; province: ProvinceCode } & Matched) | null;
  province: ({ code: ProvinceCode; name: string } & Matched) | null;
  languages: ({ name: Language } & Matched)[];
  /**
   * Practice details the words name (`@cld/reference/search-filters`): "free consultation" is
   * `offers=free-consultation`, « en soirée » `eveningsWeekends=true` (value `true` for a yes/no).
   */
  details: ({ param: SearchFilterParam; value: string | true } & Matched)[];
  /** The words left over, as typed; null when none. */
  freeText: string | null;
  /** Filler words dropped, as typed. */
  ignored: string[];
}

type Target =
  | { kind: 'area'; slug: PracticeAreaSlug }
  | { kind: 'language'; language: Language }
  | { kind: 'detail'; param: SearchFilterParam; value: string | true }
  | { kind: 'province'; code: ProvinceCode }
  | { kind: 'city'; name: string; province: ProvinceCode; population: number }
  | { kind: 'filler' };

/** A target only read from a word typed in capitals ("ON" for Ontario; "on" is an English word). */
type Reading = Target & { capitalsOnly?: boolean };

interface Phrase {
  words: string[];
  targets: Reading[];
  /** Matched with typos (off for small places, whose names collide with everyday words). */
  fuzzy: boolean;
  /** The words as they must be typed, accents included (any case), when accents decide. */
  typed?: string[];
}

interface Token {
  /** As typed. */
  text: string;
  /** Folded: lower case, no accents, no apostrophes. */
  word: string;
  start: number;
  end: number;
}

/** Longest query handled: the API accepts 200 characters, so at most ~100 words. */
const MAX_TOKENS = 100;

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '');

/** "st" and "ste" as people type them, "saint" and "sainte" as the reference data spells them. */
const WORD_FORMS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
]);

const ELISION = /^(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/iu;

/** Words with their places in the text; French elisions ("l'avocat", "d'immigration") split off. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*\.?/gu)) {
    let raw = match[0];
    let start = match.index;
    // "B.C." and "P.E.I." are one word; a final dot after a longer word ends a sentence.
    if (raw.endsWith('.') && !/^(\p{L}\.)+$/u.test(raw)) raw = raw.slice(0, -1);
    const elision = ELISION.exec(raw);
    if (elision) {
      tokens.push(token(elision[0], start));
      start += elision[0].length;
      raw = raw.slice(elision[0].length);
    }
    for (const part of raw.split(/(?<=\p{L}{2,})\.(?=\p{L}{2,})/u)) {
      tokens.push(token(part, start));
      start += part.length + 1;
    }
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens.slice(0, MAX_TOKENS);
}

function token(text: string, start: number): Token {
  const folded = fold(text).replace(/\./g, '');
  return { text, word: WORD_FORMS.get(folded) ?? folded, start, end: start + text.length };
}

/** A word as typed, in one case and one Unicode form, accents kept. */
const typedForm = (text: string) => text.normalize('NFC').toLowerCase().replace(/’/g, "'");

/** A vocabulary entry's words, folded and split like a query's. */
const wordsOf = (phrase: string) => tokenize(phrase.replace(/-/g, ' ')).map((t) => t.word);

const PRIORITY: Record<Target['kind'], number> = {
  area: 0,
  detail: 1,
  language: 2,
  province: 3,
  city: 4,
  filler: 5,
};

export interface QueryParser {
  parse: (text: string) => ParsedQuery;
}

export function createQueryParser({
  cities,
  names = [],
}: {
  cities: readonly ParserCity[];
  /**
   * Given names and surnames: typed exactly, such a word is a person's name, never a typo of a
   * vocabulary word or a place ("Babineau" is not a misspelt "Gatineau").
   */
  names?: readonly string[];
}): QueryParser {
  const nameWords = new Set(names.flatMap((name) => wordsOf(name)));
  const phrases = new Map<string, Phrase>();
  const add = (
    text: string,
    target: Target,
    options: { fuzzy?: boolean; accents?: boolean } = {},
  ) => {
    const words = wordsOf(text);
    if (words.length === 0) return;
    if (options.accents) {
      // Kept apart from the accent-free phrase of the same words, which reads otherwise.
      const typed = tokenize(text).map((t) => typedForm(t.text));
      phrases.set(`typed:${typed.join(' ')}`, { words, targets: [target], fuzzy: false, typed });
      return;
    }
    const key = words.join(' ');
    const capitalsOnly =
      target.kind === 'province' && words.length === 1 && CAPITALS_ONLY_ABBREVIATIONS.includes(key);
    const reading: Reading = capitalsOnly ? { ...target, capitalsOnly } : target;
    const existing = phrases.get(key);
    if (existing) {
      const same = existing.targets.some((t) => JSON.stringify(t) === JSON.stringify(reading));
      if (!same) existing.targets.push(reading);
      existing.fuzzy &&= options.fuzzy ?? true;
      return;
    }
    phrases.set(key, { words, targets: [reading], fuzzy: options.fuzzy ?? true });
  };

  for (const { area, en, fr } of PRACTICE_AREA_VOCABULARY) {
    for (const term of [...en, ...fr]) add(term, { kind: 'area', slug: area });
  }
  for (const area of PRACTICE_AREAS) {
    add(area.name.replace('&', 'and'), { kind: 'area', slug: area.slug });
  }
  // Typos only in longer phrases: "video" or "soir" with a typo is too often another word.
  for (const filter of SEARCH_FILTERS) {
    const readings =
      filter.kind === 'flag'
        ? [{ value: true as const, words: filter.words }]
        : filter.options.map((o) => ({ value: o.value, words: o.words }));
    for (const { value, words } of readings) {
      for (const phrase of [...words.en, ...words.fr]) {
        add(phrase, { kind: 'detail', param: filter.param, value }, { fuzzy: phrase.length >= 8 });
      }
    }
  }
  for (const { language, terms } of LANGUAGE_VOCABULARY) {
    for (const term of terms) add(term, { kind: 'language', language });
  }
  for (const language of LANGUAGES) add(language, { kind: 'language', language });
  for (const province of PROVINCES) {
    const target: Target = { kind: 'province', code: province.code };
    for (const name of [province.name, province.nameFr, province.code]) {
      add(name, target, { fuzzy: name.length >= 5 });
    }
    for (const abbreviation of PROVINCE_ABBREVIATIONS[province.code]) {
      add(abbreviation, target, { fuzzy: false });
    }
  }
  const notPlaces = new Set(CITY_NAMES_NOT_PLACES);
  const population = new Map<string, number>();
  for (const city of cities) {
    const key = `${city.province}:${city.name}`;
    population.set(key, Math.max(population.get(key) ?? 0, city.population ?? 0));
    if (notPlaces.has(wordsOf(city.name).join(' '))) continue;
    add(
      city.name,
      {
        kind: 'city',
        name: city.name,
        province: city.province,
        population: city.population ?? 0,
      },
      // Typos only for towns people search by name; thousands of villages would catch typos of
      // ordinary words.
      { fuzzy: (city.population ?? 0) >= 10_000 },
    );
  }
  for (const alias of CITY_ALIASES) {
    const pop = population.get(`${alias.province}:${alias.city}`);
    if (pop === undefined) continue;
    add(
      alias.alias,
      { kind: 'city', name: alias.city, province: alias.province, population: pop },
      { accents: alias.accents },
    );
  }
  for (const word of [...FILLER_WORDS.en, ...FILLER_WORDS.fr]) {
    add(word, { kind: 'filler' }, { fuzzy: FILLER_WORDS_WITH_TYPOS.includes(word) });
  }
  for (const phrase of phrases.values()) {
    phrase.targets.sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind]);
  }

  /** Phrases by first word, and the first words that accept a typo, for the fuzzy look-up. */
  const byFirstWord = new Map<string, Phrase[]>();
  for (const phrase of phrases.values()) {
    const first = phrase.words[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase]);
  }
  const fuzzyFirstWords = new Map<number, string[]>();
  for (const [word, list] of byFirstWord) {
    if (word.length < 4 || !list.some((p) => p.fuzzy)) continue;
    fuzzyFirstWords.set(word.length, [...(fuzzyFirstWords.get(word.length) ?? []), word]);
  }

  /** Typos between a query word and a vocabulary word, or undefined when too far. */
  function typos(queryWord: string, word: string, fuzzy: boolean): number | undefined {
    if (queryWord === word) return 0;
    if (!fuzzy || /\d/.test(queryWord) || nameWords.has(queryWord)) return undefined;
    const max = Math.min(allowedTypos(queryWord), allowedTypos(word) || 1);
    if (max === 0 || word.length < 4) return undefined;
    // A typo seldom touches both of the first two letters; checking that first skips most of the
    // vocabulary without computing a distance.
    const [a0, a1] = [queryWord[0], queryWord[1]];
    if (a0 !== word[0] && a1 !== word[1] && !(a0 === word[1] && a1 === word[0])) return undefined;
    const distance = boundedEditDistance(queryWord, word, max);
    return distance <= max ? distance : undefined;
  }

  interface Match {
    targets: Target[];
    length: number;
    typos: number;
  }

  function matchAt(tokens: Token[], i: number): Match | undefined {
    const first = tokens[i]!;
    let best: Match | undefined;
    const capitals = /^\p{Lu}{2,}$/u.test(first.text);
    const consider = (phrase: Phrase, firstTypos: number) => {
      const targets = phrase.targets.filter((t) => capitals || !t.capitalsOnly);
      if (targets.length === 0) return;
      if (i + phrase.words.length > tokens.length) return;
      if (phrase.typed?.some((word, k) => typedForm(tokens[i + k]!.text) !== word)) return;
      let total = firstTypos;
      for (let k = 1; k < phrase.words.length; k++) {
        const t = typos(tokens[i + k]!.word, phrase.words[k]!, phrase.fuzzy);
        if (t === undefined) return;
        total += t;
      }
      const better =
        !best ||
        phrase.words.length > best.length ||
        (phrase.words.length === best.length && total < best.typos);
      if (better) best = { targets, length: phrase.words.length, typos: total };
    };
    for (const phrase of byFirstWord.get(first.word) ?? []) consider(phrase, 0);
    // A typo is looked for only when the word as typed starts nothing longer than itself.
    const allowed = allowedTypos(first.word);
    if ((!best || best.typos > 0) && allowed > 0) {
      const length = first.word.length;
      const nearby: string[] = [];
      for (let l = length - allowed; l <= length + allowed; l++) {
        nearby.push(...(fuzzyFirstWords.get(l) ?? []));
      }
      for (const word of nearby) {
        if (word === first.word) continue;
        const t = typos(first.word, word, true);
        if (t === undefined) continue;
        for (const phrase of byFirstWord.get(word)!) if (phrase.fuzzy) consider(phrase, t);
      }
    }
    return best;
  }

  function parse(text: string): ParsedQuery {
    const query = text.trim();
    const tokens = tokenize(query);
    const span = (from: number, to: number) =>
      query.slice(tokens[from]!.start, tokens[to - 1]!.end);

    const areas = new Map<PracticeAreaSlug, string[]>();
    const languages = new Map<Language, string[]>();
    const details = new Map<string, ParsedQuery['details'][number]>();
    const provinceMentions: { code: ProvinceCode; matched: string }[] = [];
    const cityMentions: { targets: Extract<Target, { kind: 'city' }>[]; matched: string }[] = [];
    const free: string[] = [];
    const ignored: string[] = [];

    for (let i = 0; i < tokens.length;) {
      const match = matchAt(tokens, i);
      if (!match) {
        free.push(tokens[i]!.text);
        i++;
        continue;
      }
      const matched = span(i, i + match.length);
      const target = match.targets[0]!;
      switch (target.kind) {
        case 'area':
          for (const t of match.targets) {
            if (t.kind === 'area') areas.set(t.slug, [...(areas.get(t.slug) ?? []), matched]);
          }
          break;
        case 'language':
          languages.set(target.language, [...(languages.get(target.language) ?? []), matched]);
          break;
        case 'detail': {
          const key = `${target.param}=${String(target.value)}`;
          const known = details.get(key);
          if (known) known.matched.push(matched);
          else details.set(key, { param: target.param, value: target.value, matched: [matched] });
          break;
        }
        case 'province': {
          provinceMentions.push({ code: target.code, matched });
          break;
        }
        case 'city':
          cityMentions.push({
            targets: match.targets.filter((t) => t.kind === 'city'),
            matched,
          });
          break;
        case 'filler':
          // A filler word with a typo is dropped only when nothing else reads it.
          ignored.push(matched);
          break;
      }
      i += match.length;
    }

    const province = provinceMentions[0] ?? null;
    let city: ParsedQuery['city'] = null;
    const [cityMention, ...otherCities] = cityMentions;
    if (cityMention) {
      const inProvince = cityMention.targets.filter((t) => t.province === province?.code);
      const chosen = (inProvince.length ? inProvince : cityMention.targets).reduce((a, b) =>
        b.population > a.population ? b : a,
      );
      city = { name: chosen.name, province: chosen.province, matched: [cityMention.matched] };
    }
    // One place at a time: a second city or province is left to the person to choose.
    ignored.push(...otherCities.map((c) => c.matched));
    ignored.push(...provinceMentions.slice(1).map((p) => p.matched));
    const provinceName = (code: ProvinceCode) => PROVINCES.find((p) => p.code === code)!.name;

    return {
      query,
      practiceAreas: [...areas].map(([slug, matched]) => ({
        slug,
        name: PRACTICE_AREAS.find((a) => a.slug === slug)!.name,
        matched,
      })),
      city,
      province: province
        ? { code: province.code, name: provinceName(province.code), matched: [province.matched] }
        : null,
      languages: [...languages].map(([name, matched]) => ({ name, matched })),
      details: [...details.values()],
      freeText: free.length ? free.join(' ') : null,
      ignored,
    };
  }

  return { parse };
}
