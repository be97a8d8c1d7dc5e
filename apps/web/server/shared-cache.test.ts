import { describe, expect, it } from 'vitest';
import { type CachedAnswer, SharedCache, isShareable } from './shared-cache.ts';

function answer(bytes = 10): CachedAnswer {
  return { status: 200, headers: [], body: Buffer.alloc(bytes), storedAt: Date.now(), encoded: {} };
}

describe('SharedCache', () => {
  it('makes one answer for many concurrent misses of one key', async () => {
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    let produced = 0;
    const produce = async () => {
      produced++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer();
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => cache.getOrProduce('/', produce)),
    );
    expect(produced).toBe(1);
    expect(new Set(results.map((result) => result.answer)).size).toBe(1);
    expect((await cache.getOrProduce('/', produce)).hit).toBe(true);
    expect(produced).toBe(1);
  });

  it('forgets an answer after its lifetime, or the shorter one the answer gives', async () => {
    const cache = new SharedCache({ ttlMs: 150, maxBytes: 1_000_000 });
    await cache.getOrProduce('/', async () => answer());
    await cache.getOrProduce('/api', async () => ({ ...answer(), ttlMs: 10 }));
    expect(cache.get('/')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/api')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.get('/')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used', async () => {
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 10_000 });
    for (let index = 0; index < 50; index++) {
      await cache.getOrProduce(`/${index}`, async () => answer(1000));
    }
    // 1,000-byte bodies count 1,500 with room for their compressed copies: six fit.
    expect(cache.size).toBe(6);
    expect(cache.get('/49')).toBeDefined();
    expect(cache.get('/0')).toBeUndefined();
  });

  it('keeps nothing a producer declines', async () => {
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 10_000 });
    const result = await cache.getOrProduce('/me', async () => null);
    expect(result).toEqual({ answer: null, hit: false, shared: false });
    expect(cache.size).toBe(0);
  });
});

describe('isShareable', () => {
  it('shares a plain 200 and a public one', () => {
    expect(isShareable(200, new Headers())).toBe(true);
    expect(isShareable(200, new Headers({ 'Cache-Control': 'public, max-age=300' }))).toBe(true);
  });

  it('never shares what sets a cookie, is private or uncacheable, or is not a 200', () => {
    expect(isShareable(200, new Headers({ 'Set-Cookie': 'a=b' }))).toBe(false);
    expect(isShareable(200, new Headers({ 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isShareable(200, new Headers({ 'Cache-Control': 'no-cache' }))).toBe(false);
    expect(isShareable(404, new Headers())).toBe(false);
    expect(isShareable(302, new Headers())).toBe(false);
  });
});
