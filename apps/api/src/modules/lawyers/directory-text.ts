import {
  hasPhrase,
  matchesQuery,
  parseVector,
  rankOr,
  setSimilarity,
  trigramSet,
  trigramsExact,
  trigramsOf,
  wordSimilarityOfIds,
} from './text-match.ts';
import type { DocumentLexemes, ParsedQuery, QueryNode } from './text-match.ts';

/**
 * The visible lawyers' free text in memory (decision 047): each one's search vector (lexemes,
 * their `ts_rank` scores and positions), name and firm, with the lexemes' lists of lawyers and the
 * names' trigrams, so the three branches of a free-text search (queries.ts) are answered here:
 * `search_vector @@ query`, `word <% name_folded` for each name word, and their ranks.
 */
export interface TextRow {
  id: number;
  nameFolded: string;
  firmFolded: string;
  /** `search_vector::text`. */
  vector: string;
}

/**
 * One typed array per lawyer (400,000 small arrays cost more in headers than in data): its `count`
 * lexeme numbers ascending, their scores (`float4` bits), `count + 1` offsets into the positions,
 * and the positions.
 */
interface TextDocument {
  data: Int32Array;
  count: number;
  name: NameEntry;
  firm: string;
  /** A firm memory cannot cut into trigrams exactly (`trigramsExact`). */
  unsureFirm: boolean;
}

const scoreBits = new Int32Array(1);
const scoreFloat = new Float32Array(scoreBits.buffer);

function scoreAt(doc: TextDocument, k: number): number {
  scoreBits[0] = doc.data[doc.count + k]!;
  return scoreFloat[0]!;
}

/** A distinct name, the lawyers bearing it and its trigrams in order (dictionary numbers). */
interface NameEntry {
  index: number;
  text: string;
  /** Usually one. */
  lawyers: number[];
  trigrams: Int32Array;
}

/** `pg_trgm.word_similarity_threshold` (packages/db/src/database.ts). */
export const WORD_SIMILARITY_THRESHOLD = 0.3;
/**
 * A name can reach the threshold only if it shares this share of the word's trigrams (the
 * similarity is at most shared / the word's trigrams); a little under it, so rounding never
 * leaves a name out: each candidate is then checked exactly.
 */
const CANDIDATE_SHARE = WORD_SIMILARITY_THRESHOLD - 0.01;
/** Words whose near names are kept, and the longest kept. */
const MAX_KEPT_WORDS = 5_000;
const MAX_KEPT_WORD = 64;

function lowerBound(list: ArrayLike<number>, value: number, from = 0, to = list.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorted ids in both lists. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out: number[] = [];
  if (small.length * 8 < large.length) {
    let from = 0;
    for (const id of small) {
      from = lowerBound(large, id, from);
      if (large[from] === id) out.push(id);
    }
    return out;
  }
  let i = 0;
  let j = 0;
  while (i < small.length && j < large.length) {
    const x = small[i]!;
    const y = large[j]!;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

/** Sorted ids in either list. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x < y)) {
      out.push(x!);
      i++;
    } else if (x === undefined || y < x) {
      out.push(y);
      j++;
    } else {
      out.push(x);
      i++;
      j++;
    }
  }
  return out;
}

export function createTextIndex() {
  const lexiconIds = new Map<string, number>();
  /** Each lexeme's lawyers, ascending ids. */
  const postings: number[][] = [];
  const documents = new Map<number, TextDocument>();
  const names = new Map<string, NameEntry>();
  const nameEntries: NameEntry[] = [];
  /** The names' trigrams, numbered; each one's names (entry indexes, ascending). */
  const trigramIds = new Map<string, number>();
  const trigramNames: number[][] = [];
  const firmTrigrams = new Map<string, Set<string>>();
  /** Names memory cannot cut into trigrams exactly: while there is one, names are SQL's. */
  let unsureNames = 0;
  /** Work arrays of the name search, by trigram number and by name (grown as they grow). */
  let inWord = new Uint8Array(1024);
  let lastPos = new Int32Array(1024).fill(-1);
  let counts = new Int32Array(1024);
  /** Each word's near names among the first `upTo` (`nearWord`), least recently used first. */
  const nearByWord = new Map<string, { upTo: number; entries: number[] }>();

  function trigramId(trigram: string): number {
    let id = trigramIds.get(trigram);
    if (id === undefined) {
      id = trigramNames.length;
      trigramIds.set(trigram, id);
      trigramNames.push([]);
    }
    return id;
  }

  function lexemeId(lexeme: string): number {
    let id = lexiconIds.get(lexeme);
    if (id === undefined) {
      id = postings.length;
      lexiconIds.set(lexeme, id);
      postings.push([]);
    }
    return id;
  }

  function nameEntry(text: string): NameEntry {
    let entry = names.get(text);
    if (!entry) {
      const trigrams = Int32Array.from(trigramsOf(text), trigramId);
      entry = { index: nameEntries.length, text, lawyers: [], trigrams };
      if (!trigramsExact(text)) unsureNames++;
      names.set(text, entry);
      nameEntries.push(entry);
      for (const id of new Set(trigrams)) trigramNames[id]!.push(entry.index);
    }
    return entry;
  }

  function documentOf(row: TextRow): TextDocument {
    const parsed = parseVector(row.vector);
    const order = parsed.lexemes
      .map((lexeme, i) => ({ id: lexemeId(lexeme), i }))
      .sort((a, b) => a.id - b.id);
    const count = order.length;
    let total = 0;
    for (const { i } of order) total += parsed.positions[i]!.length;
    const data = new Int32Array(3 * count + 1 + total);
    const base = 3 * count + 1;
    let at = 0;
    order.forEach(({ id, i }, k) => {
      data[k] = id;
      scoreFloat[0] = parsed.scores[i]!;
      data[count + k] = scoreBits[0]!;
      data[2 * count + k] = at;
      for (const position of parsed.positions[i]!) data[base + at++] = position;
    });
    data[3 * count] = at;
    return {
      data,
      count,
      name: nameEntry(row.nameFolded),
      firm: row.firmFolded,
      unsureFirm: !trigramsExact(row.firmFolded),
    };
  }

  /** Where a lexeme is in a lawyer's vector, or -1. */
  function find(doc: TextDocument, lexeme: number): number {
    const at = lowerBound(doc.data, lexeme, 0, doc.count);
    return at < doc.count && doc.data[at] === lexeme ? at : -1;
  }

  function removeFromPostings(id: number, doc: TextDocument): void {
    for (let k = 0; k < doc.count; k++) {
      const list = postings[doc.data[k]!]!;
      const at = lowerBound(list, id);
      if (list[at] === id) list.splice(at, 1);
    }
    const bearers = doc.name.lawyers;
    const at = bearers.indexOf(id);
    if (at >= 0) bearers.splice(at, 1);
  }

  function remove(id: number): void {
    const doc = documents.get(id);
    if (!doc) return;
    removeFromPostings(id, doc);
    documents.delete(id);
  }

  function put(row: TextRow): void {
    remove(row.id);
    const doc = documentOf(row);
    documents.set(row.id, doc);
    for (let k = 0; k < doc.count; k++) {
      const list = postings[doc.data[k]!]!;
      list.splice(lowerBound(list, row.id), 0, row.id);
    }
    doc.name.lawyers.push(row.id);
  }

  /** Adds a lawyer with an id above every id held (a load in id order). */
  function append(row: TextRow): void {
    const doc = documentOf(row);
    documents.set(row.id, doc);
    for (let k = 0; k < doc.count; k++) postings[doc.data[k]!]!.push(row.id);
    doc.name.lawyers.push(row.id);
  }

  function replaceAll(rows: readonly TextRow[]): void {
    lexiconIds.clear();
    postings.length = 0;
    documents.clear();
    names.clear();
    nameEntries.length = 0;
    trigramIds.clear();
    trigramNames.length = 0;
    firmTrigrams.clear();
    nearByWord.clear();
    unsureNames = 0;
    for (const row of [...rows].sort((a, b) => a.id - b.id)) append(row);
  }

  /** The lawyers who may match (a phrase read as `&`), ascending ids. */
  function candidates(node: QueryNode): readonly number[] {
    switch (node.op) {
      case 'lexeme': {
        const id = lexiconIds.get(node.lexeme);
        return id === undefined ? [] : postings[id]!;
      }
      case '|':
        return union(candidates(node.left), candidates(node.right));
      case '&':
      case 'phrase':
        return intersect(candidates(node.left), candidates(node.right));
    }
  }

  /** The lawyers whose vector matches the query (`search_vector @@ query`), ascending ids. */
  function textMatches(query: ParsedQuery): readonly number[] {
    if (!query.root) return [];
    const found = candidates(query.root);
    if (!hasPhrase(query.root)) return found;
    const bound = bind(query);
    return found.filter((id) => bound.matches(id));
  }

  /** Marks a text's distinct trigrams in `inWord`; returns how many it has and those marked. */
  function markTrigrams(text: string): { ulen1: number; marked: number[] } {
    if (inWord.length < trigramNames.length) {
      inWord = new Uint8Array(trigramNames.length * 2);
      lastPos = new Int32Array(trigramNames.length * 2).fill(-1);
    }
    const trigrams = trigramSet(text);
    const marked: number[] = [];
    for (const trigram of trigrams) {
      const id = trigramIds.get(trigram);
      if (id !== undefined) {
        inWord[id] = 1;
        marked.push(id);
      }
    }
    return { ulen1: trigrams.size, marked };
  }

  function unmark(marked: readonly number[]): void {
    for (const id of marked) inWord[id] = 0;
  }

  /**
   * The names near a word (`word <% name`), by entry index ascending, among every name known: a
   * name sharing fewer than a share of the word's trigrams is never near, the others are checked
   * exactly. Kept per word (`nearByWord`) and extended to names added since, so a word searched
   * again costs nothing: names are many (90,000 distinct at 100,000 lawyers) and a common word is
   * near thousands of them ("court" reaches every Cole and Cooper at pg_trgm's 0.3).
   */
  function nearWord(word: string): readonly number[] {
    const known = nearByWord.get(word);
    if (known?.upTo === nameEntries.length) {
      nearByWord.delete(word);
      nearByWord.set(word, known);
      return known.entries;
    }
    const { ulen1, marked } = markTrigrams(word);
    const near = (index: number) =>
      wordSimilarityOfIds(ulen1, inWord, nameEntries[index]!.trigrams, lastPos) >=
      WORD_SIMILARITY_THRESHOLD;
    let entries: number[];
    if (known) {
      entries = [...known.entries];
      for (let index = known.upTo; index < nameEntries.length; index++) {
        if (near(index)) entries.push(index);
      }
    } else {
      if (counts.length < nameEntries.length) counts = new Int32Array(nameEntries.length * 2);
      const touched: number[] = [];
      for (const id of marked) {
        for (const index of trigramNames[id]!) if (counts[index]!++ === 0) touched.push(index);
      }
      const needed = ulen1 * CANDIDATE_SHARE;
      entries = [];
      for (const index of touched) {
        if (counts[index]! >= needed && near(index)) entries.push(index);
        counts[index] = 0;
      }
      entries.sort((a, b) => a - b);
    }
    unmark(marked);
    nearByWord.delete(word);
    if (word.length <= MAX_KEPT_WORD) {
      if (nearByWord.size >= MAX_KEPT_WORDS) nearByWord.delete(nearByWord.keys().next().value!);
      nearByWord.set(word, { upTo: nameEntries.length, entries });
    }
    return entries;
  }

  /** The names near every word (`word <% name_folded` for each), entry indexes ascending. */
  function nearNames(words: readonly string[]): readonly number[] {
    let entries: readonly number[] | undefined;
    for (const word of words) {
      const near = nearWord(word);
      entries = entries ? intersect(entries, near) : near;
      if (entries.length === 0) return [];
    }
    return entries ?? [];
  }

  /** The lawyers whose name is near every word, any order. */
  function nameMatches(words: readonly string[]): number[] {
    return nearNames(words).flatMap((index) => [...nameEntries[index]!.lawyers]);
  }

  /** Whether a lawyer's name is among `names` (entry indexes ascending). */
  function nameIn(id: number, names: readonly number[]): boolean {
    const entry = documents.get(id)?.name.index;
    if (entry === undefined) return false;
    return names[lowerBound(names, entry)] === entry;
  }

  /** About how many lawyers a query's lists hold (what walking them would cost). */
  function estimate(node: QueryNode | undefined): number {
    if (!node) return 0;
    switch (node.op) {
      case 'lexeme': {
        const id = lexiconIds.get(node.lexeme);
        return id === undefined ? 0 : postings[id]!.length;
      }
      case '|':
        return estimate(node.left) + estimate(node.right);
      case '&':
      case 'phrase':
        return Math.min(estimate(node.left), estimate(node.right));
    }
  }

  /**
   * A query bound to this index's lexeme numbers, to test and rank lawyer after lawyer without
   * looking its lexemes up again: `matches(id)` is `search_vector @@ query`, `rank(id)` is
   * `ts_rank(search_vector, query)`.
   */
  function bind(query: ParsedQuery): { matches(id: number): boolean; rank(id: number): number } {
    const idOf = new Map(query.items.map((lexeme) => [lexeme, lexiconIds.get(lexeme) ?? -1]));
    let doc: TextDocument | undefined;
    const at = (lexeme: string) => {
      const id = idOf.get(lexeme) ?? -1;
      return id < 0 || !doc ? -1 : find(doc, id);
    };
    const view: DocumentLexemes = {
      has: (lexeme) => at(lexeme) >= 0,
      positions: (lexeme) => {
        const k = at(lexeme);
        if (k < 0 || !doc) return [];
        const { data, count } = doc;
        const base = 3 * count + 1;
        return [...data.subarray(base + data[2 * count + k]!, base + data[2 * count + k + 1]!)];
      },
    };
    const scoreOf = (lexeme: string) => {
      const k = at(lexeme);
      return k < 0 ? undefined : scoreAt(doc!, k);
    };
    return {
      matches(id) {
        doc = documents.get(id);
        return doc !== undefined && matchesQuery(query.root, view);
      },
      rank(id) {
        doc = documents.get(id);
        return doc && query.root ? rankOr(query.items, scoreOf) : 0;
      },
    };
  }

  /** `similarity(search, firm_folded)` of a lawyer; the search's trigrams given. */
  function firmSimilarity(id: number, searchTrigrams: ReadonlySet<string>): number {
    const firm = documents.get(id)?.firm ?? '';
    let trigrams = firmTrigrams.get(firm);
    if (!trigrams) {
      if (firmTrigrams.size >= 200_000) firmTrigrams.clear();
      firmTrigrams.set(firm, (trigrams = trigramSet(firm)));
    }
    return setSimilarity(searchTrigrams, trigrams);
  }

  /** `word_similarity(search, name_folded)` of lawyers, by id (0 for one not held). */
  function nameSimilarities(ids: Iterable<number>, search: string): Map<number, number> {
    const { ulen1, marked } = markTrigrams(search);
    const similarities = new Map<number, number>();
    for (const id of ids) {
      const name = documents.get(id)?.name;
      similarities.set(id, name ? wordSimilarityOfIds(ulen1, inWord, name.trigrams, lastPos) : 0);
    }
    unmark(marked);
    return similarities;
  }

  return {
    put,
    remove,
    append,
    replaceAll,
    textMatches,
    nameMatches,
    nearNames,
    nameIn,
    estimate,
    bind,
    /** Whether every name held is cut into trigrams exactly (else the name branch is SQL's). */
    get namesExact() {
      return unsureNames === 0;
    },
    /** Whether a lawyer's firm is cut into trigrams exactly (else its similarity is SQL's). */
    firmExact: (id: number) => documents.get(id)?.unsureFirm !== true,
    /** Whether a visible lawyer's `name_folded` is exactly this. */
    hasName: (folded: string) => (names.get(folded)?.lawyers.length ?? 0) > 0,
    firmSimilarity,
    nameSimilarities,
    has: (id: number) => documents.has(id),
    get size() {
      return documents.size;
    },
  };
}

export type TextIndex = ReturnType<typeof createTextIndex>;
