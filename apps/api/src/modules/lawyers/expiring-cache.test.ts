import { describe, expect, it } from 'vitest';
import { createExpiringCache } from './expiring-cache.ts';

describe('createExpiringCache', () => {
  it('answers a value until its time-to-live has passed', () => {
    const cache = createExpiringCache<number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('missing', 0)).toBeUndefined();
  });

  it('drops the least recently read entry beyond its size', () => {
    const cache = createExpiringCache<string>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 'C', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A');
    expect(cache.get('c', 3)).toBe('C');
  });

  it('restarts the time-to-live when a key is set again', () => {
    const cache = createExpiringCache<number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, 0);
    cache.set('a', 2, 900);
    expect(cache.get('a', 1500)).toBe(2);
  });
});
