/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32). Demo data must be
 * reproducible from a seed alone, so nothing here may read the clock or `Math.random`.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * `stream` draws another sequence from the same seed (the demo's French bios), leaving stream 0's
 * sequence, and so every directory generated before it existed, unchanged.
 */
export function createRandom(seed: number, stream = 0): Random {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
  // Mix both halves of the seed so seeds that differ only above 2^32 still differ.
  const low = splitmix32(seed >>> 0);
  const high = splitmix32(Math.floor(seed / 2 ** 32) >>> 0);
  let a = low() ^ high();
  let b = low();
  let c = high();
  let d = (1 + stream) | 0;

  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const index = Math.floor(next() * pool.length);
      taken.push(pool[index] as T);
      pool.splice(index, 1);
    }
    return taken;
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

/** Draws items in proportion to their weights in O(log n) per draw. */
export function createWeightedPicker<T>(
  entries: readonly (readonly [T, number])[],
): (random: Random) => T {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (!(weight > 0)) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  if (items.length === 0) throw new RangeError('a weighted picker needs a positive weight');
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
