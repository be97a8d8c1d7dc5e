import { describe, expect, it } from 'vitest';
import { byRelevance, mayBeFirm, nameWords } from './queries.ts';

describe('nameWords', () => {
  it.each([
    ['philippe babineau', ['philippe', 'babineau']],
    ['shannon de vries', ['shannon', 'vries']],
    ['li wei', []],
    ['par', []],
    ['jonh smiht', ['jonh', 'smiht']],
    ['anne anne marie', ['anne', 'marie']],
    ['élodie côté', ['élodie', 'côté']],
    ['one two three four five six seven eight', []],
    ['maria angeles gonzalez lopez', ['maria', 'angeles', 'gonzalez', 'lopez']],
    ['maria angeles gonzalez lopez garcia', []],
    // No letters, no trigrams: the index could not narrow them (a scan of every name).
    ['!!!...???', []],
    ['😀😀😀😀 ((((', []],
    ["o'brien --->", ["o'brien"]],
    ['.*(a+)+$ smith', ['smith']],
  ])('%s → %j', (search, words) => {
    expect(nameWords(search)).toEqual(words);
  });
});

describe('mayBeFirm', () => {
  it.each([
    ['toronto family law group', true],
    ['smith', false],
    ['!!! ???', false],
    ['😀 😀 😀', false],
    ['a b', true],
    ['mcb law', true],
  ])('%s → %s', (search, expected) => {
    expect(mayBeFirm(search)).toBe(expected);
  });
});

describe('byRelevance', () => {
  it('orders by rank, then rating score, then review count, then id', () => {
    const match = (id: number, rank: number, ratingScore = 0, reviewCount = 0) => ({
      id,
      rank,
      ratingScore,
      reviewCount,
    });
    const sorted = [
      match(5, 0.1),
      match(4, 0.5, 3),
      match(3, 0.5, 4),
      match(2, 0.5, 4, 9),
      match(1, 0.1),
    ].sort(byRelevance);
    expect(sorted.map((m) => m.id)).toEqual([2, 3, 4, 1, 5]);
  });
});
