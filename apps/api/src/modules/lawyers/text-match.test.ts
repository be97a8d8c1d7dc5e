import { describe, expect, it } from 'vitest';
import {
  lexemeScore,
  matchesQuery,
  parseQuery,
  parseVector,
  rankOr,
  similarity,
  trigramsExact,
  trigramsOf,
  wordSimilarity,
  wordSimilarityOfIds,
} from './text-match.ts';

// The database's own answers for these (PostgreSQL 15, pg_trgm 1.6) are checked against the
// demo directory in directory-sync.test.ts; these pin the rules themselves.
describe('pg_trgm in memory', () => {
  it('cuts words into padded trigrams, letters and digits only', () => {
    expect(trigramsOf('Ab-c')).toEqual(['  a', ' ab', 'ab ', '  c', ' c ']);
    expect(trigramsOf('!!! ...')).toEqual([]);
  });

  it('cuts what every C library cuts alike, and says when it cannot', () => {
    // Checked against PostgreSQL 15 in C.UTF-8: show_trgm('Ⅳ'), ('ª'), ('٣') have trigrams,
    // ('½'), ('²') have none.
    expect(trigramsOf('Ⅳ ª ٣ ½ ²')).toEqual(['  ⅳ', ' ⅳ ', '  ª', ' ª ', '  ٣', ' ٣ ']);
    for (const text of ["st-pierre & o'brien (law) $5", 'сергей 王律师', 'd’un « avocat »']) {
      expect(trigramsExact(text), text).toBe(true);
    }
    for (const text of ['½', 'tremblay 😀', 'quill ☂', 'a\u0301', 'x\u200dy']) {
      expect(trigramsExact(text), text).toBe(false);
    }
  });

  it('answers what the pg_trgm documentation shows', () => {
    // similarity('word', 'two words') = 0.36363637; word_similarity = 0.8.
    expect(similarity('word', 'two words')).toBe(Math.fround(4 / 11));
    expect(wordSimilarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(similarity('', 'anything')).toBe(0);
  });

  it('computes word_similarity on numbered trigrams as on text', () => {
    const pairs = [
      ['jasleen', 'jasmine chahal'],
      ['court', 'cole cooper'],
      ['philippe babineau', 'philippe babineau-roy'],
      ['small', 'marshall hall'],
      ['anne marie', 'annemarie tremblay'],
    ] as const;
    for (const [a, b] of pairs) {
      const ids = new Map<string, number>();
      const id = (trigram: string) => {
        if (!ids.has(trigram)) ids.set(trigram, ids.size);
        return ids.get(trigram)!;
      };
      const bIds = Int32Array.from(trigramsOf(b), id);
      const aSet = new Set(trigramsOf(a));
      const inA = new Uint8Array(64);
      for (const trigram of aSet) inA[id(trigram)] = 1;
      const lastPos = new Int32Array(64).fill(-1);
      expect(wordSimilarityOfIds(aSet.size, inA, bIds, lastPos), `${a} / ${b}`).toBe(
        wordSimilarity(a, b),
      );
      expect([...lastPos].every((at) => at === -1)).toBe(true);
    }
  });
});

describe('text search in memory', () => {
  it('reads a tsvector: lexemes, quotes, positions and weights', () => {
    const { lexemes, positions, scores } = parseVector("'it''s':1A,5 'tax':3B 'x\\\\y' 'law':2C");
    expect(lexemes).toEqual(["it's", 'tax', 'x\\y', 'law']);
    expect(positions).toEqual([[1, 5], [3], [], [2]]);
    expect(scores[2]).toBe(lexemeScore([0]));
  });

  it('reads the queries memory can rank, and leaves the others to SQL', () => {
    const query = parseQuery("'famili' & 'law' | 'droit' & 'famill'");
    expect(query?.items).toEqual(['droit', 'famili', 'famill', 'law']);
    expect(parseQuery("'normand' & 'st-pierr' <-> 'st' <-> 'pierr' | 'normand'")?.root?.op).toBe(
      '|',
    );
    expect(parseQuery('')).toEqual({ root: undefined, items: [] });
    for (const unsupported of [
      "!'tax'",
      "'tax':*",
      "'tax':AB",
      "'a' & 'b'",
      "('a' | 'b') <-> 'c'",
    ]) {
      expect(parseQuery(unsupported), unsupported).toBeUndefined();
    }
  });

  it('matches phrases by position, and ranks the lexemes found', () => {
    const query = parseQuery("'st' <-> 'pierr' | 'zzz'")!;
    const doc = (at: Record<string, number[]>) => ({
      has: (lexeme: string) => lexeme in at,
      positions: (lexeme: string) => at[lexeme] ?? [],
    });
    expect(matchesQuery(query.root, doc({ st: [3], pierr: [4] }))).toBe(true);
    expect(matchesQuery(query.root, doc({ st: [3], pierr: [5] }))).toBe(false);
    expect(matchesQuery(query.root, doc({ zzz: [9] }))).toBe(true);
    // One lexeme of three found, weight A once: (1 + 1 - 1) / (pi²/6) / 3.
    expect(rankOr(query.items, (lexeme) => (lexeme === 'st' ? lexemeScore([3]) : undefined))).toBe(
      Math.fround(Math.fround(1 / 1.64493406685) / 3),
    );
  });
});
