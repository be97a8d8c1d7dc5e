import { compareCodePoints } from './directory-index.ts';

/**
 * PostgreSQL's free-text arithmetic, to the bit, for the in-memory directory (decision 047): what
 * `ts_rank`, `@@`, pg_trgm's `similarity`, `word_similarity` and `<%` answer, so a page of free
 * text read from memory is the page the SQL of queries.ts reads. text-match.test.ts checks each
 * against the database on the demo directory; where this cannot follow PostgreSQL (a query with
 * `!`, phrases, prefixes or weights, an `&` at the top), `parseQuery` says so and the search is
 * read from SQL.
 *
 * Floats: PostgreSQL ranks in single precision (`float4`, C `float`), so every step that C does in
 * `float` is rounded with `Math.fround`; what C widens to `double` is left in double.
 */

const f = Math.fround;

// ---------------------------------------------------------------------------------------------
// pg_trgm (contrib/pg_trgm/trgm_op.c): trigrams of each word, padded with two spaces before and
// one after; a word is a run of what the C library's `iswalnum` calls letters and digits in the
// database's locale (C.UTF-8 here and in PGlite): every script's letters, decimal digits and letter
// numbers (Ⅳ, 〇), not ½ or ². For symbols, other numbers, combining marks and control or format
// characters beyond ASCII the C library's tables go their own way (🄰 is a letter to it, 😀 is
// not): a text holding one is left to SQL (`trigramsExact`).

const WORD_CHAR = /[\p{L}\p{Nd}\p{Nl}]/u;
const UNSURE_CHAR = /[\p{S}\p{No}\p{M}\p{C}]/u;

/** Whether memory cuts this text into pg_trgm's words exactly as the database does. */
export function trigramsExact(text: string): boolean {
  for (const char of text) {
    // ASCII is the same in every C library: letters and digits are words, the rest is not.
    if (char.codePointAt(0)! > 0x7f && UNSURE_CHAR.test(char)) return false;
  }
  return true;
}

/** The words of a text as pg_trgm cuts them, lower case. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const char of text) {
    if (WORD_CHAR.test(char)) word += char;
    else if (word) {
      words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  return words.map((w) => w.toLowerCase());
}

/** Every trigram of a text in order, repeats kept (`generate_trgm_only`). */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of wordsOf(text)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++)
      trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return trigrams;
}

/** The distinct trigrams of a text (`generate_trgm`). */
export function trigramSet(text: string): Set<string> {
  return new Set(trigramsOf(text));
}

/** `CALCSML`: shared trigrams over the trigrams of either, in `float4`. */
const calcSml = (count: number, len1: number, len2: number) => f(count / (len1 + len2 - count));

/** `similarity(a, b)`, given both texts' distinct trigrams. */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let count = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const trigram of small) if (large.has(trigram)) count++;
  return calcSml(count, a.size, b.size);
}

/** `similarity(a, b)` of pg_trgm. */
export function similarity(a: string, b: string): number {
  return setSimilarity(trigramSet(a), trigramSet(b));
}

/**
 * `word_similarity` over trigrams numbered by a dictionary: `a`'s distinct trigrams (`ulen1`,
 * `inA[t]` set for each of them the dictionary knows) against `b`'s in order. `lastPos` is -1
 * everywhere on entry and left so. The same walk as `wordSimilarity`, without strings or maps:
 * the in-memory name search checks thousands of names with it.
 */
export function wordSimilarityOfIds(
  ulen1: number,
  inA: Uint8Array,
  b: Int32Array,
  lastPos: Int32Array,
): number {
  if (ulen1 === 0) return 0;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < b.length; i++) {
    const label = b[i]!;
    const found = inA[label] === 1;
    if (lower >= 0 || found) {
      if (lastPos[label]! < 0) {
        ulen2++;
        if (found) count++;
      }
      lastPos[label] = i;
    }
    if (!found) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpLabel = b[tmpLower]!;
      if (lastPos[tmpLabel] === tmpLower) {
        tmpUlen2--;
        if (inA[tmpLabel] === 1) tmpCount--;
      }
    }
    if (current > best) best = current;
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpLabel = b[tmpLower]!;
      if (lastPos[tmpLabel] === tmpLower) lastPos[tmpLabel] = -1;
    }
  }
  for (let i = 0; i < b.length; i++) lastPos[b[i]!] = -1;
  return best;
}

/**
 * `word_similarity(a, b)` of pg_trgm: the best similarity between `a`'s trigrams and a run of
 * `b`'s, found the way `iterate_word_similarity` finds it (not every run is tried, so a plain
 * maximum would sometimes answer more than PostgreSQL does).
 */
export function wordSimilarity(a: string, b: string): number {
  const numbers = new Map<string, number>();
  const number = (trigram: string) => {
    let id = numbers.get(trigram);
    if (id === undefined) numbers.set(trigram, (id = numbers.size));
    return id;
  };
  const inA = new Set(trigramsOf(a).map(number));
  const bIds = Int32Array.from(trigramsOf(b), number);
  const marks = new Uint8Array(numbers.size);
  for (const id of inA) marks[id] = 1;
  return wordSimilarityOfIds(inA.size, marks, bIds, new Int32Array(numbers.size).fill(-1));
}

// ---------------------------------------------------------------------------------------------
// Text search (src/backend/utils/adt/tsrank.c, tsvector.c, tsquery.c).

/** `ts_rank`'s default weights of D, C, B and A, as the `float` array it holds them in. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1 };
/** pi²/6, the limit `calc_rank_or` divides by. */
const PI2_6 = 1.64493406685;

/**
 * A lexeme's part of `calc_rank_or` for one document, before it is divided by pi²/6: from the
 * weights of its positions in order (a lexeme without positions counts once, weight D).
 */
export function lexemeScore(weights: readonly number[]): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < weights.length; j++) {
    const w = WEIGHTS[weights[j]!]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/**
 * A quoted lexeme of a tsvector's or tsquery's text form, from just after its opening quote: `''`
 * is a quote, a backslash escapes the next character. Its value and where the text goes on, or
 * undefined when the quote is never closed.
 */
function readQuoted(text: string, from: number): { value: string; end: number } | undefined {
  let value = '';
  let i = from;
  for (;;) {
    const char = text[i];
    if (char === undefined) return undefined;
    if (char === "'") {
      if (text[i + 1] !== "'") return { value, end: i + 1 };
      value += "'";
      i += 2;
    } else if (char === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else {
      value += char;
      i++;
    }
  }
}

/** A tsvector's lexemes with their scores (`lexemeScore`) and positions, from its text form. */
export function parseVector(text: string): {
  lexemes: string[];
  scores: number[];
  positions: number[][];
} {
  const lexemes: string[] = [];
  const scores: number[] = [];
  const positions: number[][] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`Unexpected tsvector text at ${i}`);
    const quoted = readQuoted(text, i + 1);
    if (!quoted) throw new Error('Unterminated lexeme');
    const lexeme = quoted.value;
    i = quoted.end;
    const weights: number[] = [];
    const at: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let position = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          position = position * 10 + text.charCodeAt(i) - 48;
          i++;
        }
        at.push(position);
        const letter = text[i];
        if (letter === 'A' || letter === 'B' || letter === 'C') {
          weights.push(WEIGHT_OF[letter]!);
          i++;
        } else weights.push(0);
        if (text[i] !== ',') break;
        i++;
      }
    } else weights.push(0);
    lexemes.push(lexeme);
    scores.push(lexemeScore(weights));
    positions.push(at);
  }
  return { lexemes, scores, positions };
}

/**
 * A text-search query of lexemes joined by `&`, `|` and phrases (`<->`, `<N>`: the right lexeme
 * N positions after the end of the left part, as hyphenated names and French elisions give).
 */
export type QueryNode =
  | { op: 'lexeme'; lexeme: string }
  | { op: '&' | '|'; left: QueryNode; right: QueryNode }
  | { op: 'phrase'; distance: number; left: QueryNode; right: QueryNode & { op: 'lexeme' } };

export interface ParsedQuery {
  /** Undefined for the empty query, which matches nothing. */
  root: QueryNode | undefined;
  /**
   * The distinct lexemes in `tsCompareString` order (bytes, shorter first: UTF-8's byte order is
   * code point order), the order ts_rank adds them in.
   */
  items: string[];
}

/**
 * A tsquery from its text form, when memory can answer it exactly: lexemes, `&`, `|` and
 * parentheses, with `|` (or a lone lexeme) at the top, as `websearch_to_tsquery('english', t) ||
 * websearch_to_tsquery('french', t)` gives for what people type. Undefined otherwise (negation,
 * phrases, prefixes, weights, or an `&` at the top, which `ts_rank` ranks another way).
 */
export function parseQuery(text: string): ParsedQuery | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  let unsupported = false;
  const operand = (): QueryNode | undefined => {
    skip();
    if (text[i] === '(') {
      i++;
      const node = or();
      skip();
      if (text[i] !== ')') return undefined;
      i++;
      return node;
    }
    if (text[i] !== "'") {
      unsupported = true;
      return undefined;
    }
    const quoted = readQuoted(text, i + 1);
    if (!quoted) return undefined;
    const lexeme = quoted.value;
    i = quoted.end;
    if (text[i] === ':') {
      unsupported = true;
      return undefined;
    }
    return { op: 'lexeme', lexeme };
  };
  /** Phrases bind tighter than `&`; only chains ending on a lexeme are read (what websearch gives). */
  const phrase = (): QueryNode | undefined => {
    let left = operand();
    for (;;) {
      skip();
      if (!left || text[i] !== '<') return left;
      const match = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!match) return undefined;
      i += match[0].length;
      const right = operand();
      if (!right || right.op !== 'lexeme' || (left.op !== 'lexeme' && left.op !== 'phrase')) {
        unsupported = true;
        return undefined;
      }
      left = { op: 'phrase', distance: match[1] === '-' ? 1 : Number(match[1]), left, right };
    }
  };
  const and = (): QueryNode | undefined => {
    let left = phrase();
    for (;;) {
      skip();
      if (!left || text[i] !== '&') return left;
      i++;
      const right = phrase();
      if (!right) return undefined;
      left = { op: '&', left, right };
    }
  };
  const or = (): QueryNode | undefined => {
    let left = and();
    for (;;) {
      skip();
      if (!left || text[i] !== '|') return left;
      i++;
      const right = and();
      if (!right) return undefined;
      left = { op: '|', left, right };
    }
  };
  if (text.trim() === '') return { root: undefined, items: [] };
  const root = or();
  skip();
  // `ts_rank` ranks a query with `&` or a phrase at the top by `calc_rank_and`: not followed here.
  if (unsupported || !root || i !== text.length || (root.op !== '|' && root.op !== 'lexeme')) {
    return undefined;
  }
  const items = new Set<string>();
  const collect = (node: QueryNode) => {
    if (node.op === 'lexeme') items.add(node.lexeme);
    else {
      collect(node.left);
      collect(node.right);
    }
  };
  collect(root);
  return { root, items: [...items].sort(compareCodePoints) };
}

/**
 * `ts_rank` of a document for a query ranked by `calc_rank_or`: each distinct lexeme found adds
 * its score over pi²/6 (rounded to `float` at each step, in the query's lexeme order), and the sum
 * is divided by the number of distinct lexemes.
 */
export function rankOr(items: readonly string[], scoreOf: (lexeme: string) => number | undefined) {
  let res = 0;
  for (const item of items) {
    const score = scoreOf(item);
    if (score !== undefined) res = f(res + score / PI2_6);
  }
  return items.length > 0 ? f(res / items.length) : 0;
}

/** What `@@` needs of one document: whether it holds a lexeme, and at which positions. */
export interface DocumentLexemes {
  has(lexeme: string): boolean;
  positions(lexeme: string): readonly number[];
}

/** The end positions of a phrase's matches (of a lexeme: its positions). */
function endPositions(node: QueryNode, doc: DocumentLexemes): readonly number[] {
  if (node.op === 'lexeme') return doc.positions(node.lexeme);
  if (node.op !== 'phrase') throw new Error('Only lexemes and phrases have positions');
  const left = new Set(endPositions(node.left, doc));
  if (left.size === 0) return [];
  return doc.positions(node.right.lexeme).filter((at) => left.has(at - node.distance));
}

/** `vector @@ query` for a parsed query. */
export function matchesQuery(node: QueryNode | undefined, doc: DocumentLexemes): boolean {
  if (!node) return false;
  switch (node.op) {
    case 'lexeme':
      return doc.has(node.lexeme);
    case '&':
      return matchesQuery(node.left, doc) && matchesQuery(node.right, doc);
    case '|':
      return matchesQuery(node.left, doc) || matchesQuery(node.right, doc);
    case 'phrase':
      return endPositions(node, doc).length > 0;
  }
}

/** Whether a query has a phrase (its matches then need the positions). */
export function hasPhrase(node: QueryNode | undefined): boolean {
  if (!node || node.op === 'lexeme') return false;
  return node.op === 'phrase' || hasPhrase(node.left) || hasPhrase(node.right);
}

/** `float4 + float4`, as `real` arithmetic in SQL adds. */
export const addReal = (a: number, b: number) => f(a + b);
