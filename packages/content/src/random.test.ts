import { describe, expect, it } from 'vitest';
import { createRandom, createWeightedPicker } from './random.ts';

const draw = (seed: number, n = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(42)).toEqual(draw(42));
  });

  it('differs between seeds, including seeds that differ only above 2^32', () => {
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(5)).not.toEqual(draw(5 + 2 ** 32));
  });

  it('draws another sequence from the same seed in another stream, stream 0 unchanged', () => {
    const stream = (s: number) => {
      const random = createRandom(42, s);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(stream(0)).toEqual(draw(42));
    expect(stream(1)).not.toEqual(draw(42));
    expect(stream(1)).toEqual(stream(1));
  });

  it('keeps floats in [0, 1) and integers within their inclusive bounds', () => {
    const random = createRandom(7);
    const ints = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      ints.add(random.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items and never more than exist', () => {
    const random = createRandom(3);
    const taken = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(taken).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('refuses seeds that are not safe integers', () => {
    expect(() => createRandom(1.5)).toThrow(RangeError);
    expect(() => createRandom(Number.NaN)).toThrow(RangeError);
  });
});

describe('createWeightedPicker', () => {
  it('draws in proportion to the weights and never a zero weight', () => {
    const pick = createWeightedPicker([
      ['rare', 1],
      ['never', 0],
      ['common', 9],
    ] as const);
    const random = createRandom(11);
    const counts = { rare: 0, never: 0, common: 0 };
    for (let i = 0; i < 10_000; i++) counts[pick(random)]++;
    expect(counts.never).toBe(0);
    expect(counts.rare / 10_000).toBeGreaterThan(0.08);
    expect(counts.rare / 10_000).toBeLessThan(0.12);
  });

  it('refuses a list without a positive weight', () => {
    expect(() => createWeightedPicker([['x', 0]])).toThrow(RangeError);
  });
});
