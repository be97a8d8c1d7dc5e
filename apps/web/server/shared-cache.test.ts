import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import {
  type CachedAnswer,
  SharedCache,
  cacheKey,
  isAnonymousGet,
  isShareable,
  splitAt,
} from './shared-cache.ts';

/** A clock the test moves by hand: nothing here waits for real time to pass. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function answer(clock: { now: () => number }, bytes = 10, extra: Partial<CachedAnswer> = {}) {
  return {
    status: 200,
    headers: [],
    body: Buffer.alloc(bytes),
    storedAt: clock.now(),
    encoded: {},
    ...extra,
  } satisfies CachedAnswer;
}

/** A deferred producer: the test decides when its answer is ready. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('SharedCache', () => {
  it('makes one answer for many concurrent misses of one key', async () => {
    const clock = manualClock();
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 1_000_000, now: clock.now });
    const ready = gate<CachedAnswer>();
    let produced = 0;
    const produce = () => {
      produced++;
      return ready.promise;
    };
    const pending = Array.from({ length: 20 }, () => cache.getOrProduce('/', produce));
    ready.open(answer(clock));
    const results = await Promise.all(pending);
    expect(produced).toBe(1);
    expect(new Set(results.map((result) => result.answer)).size).toBe(1);
    expect((await cache.getOrProduce('/', produce)).outcome).toBe('HIT');
    expect(produced).toBe(1);
  });

  it('serves an expired answer at once while one new answer is made in the background', async () => {
    const clock = manualClock();
    const cache = new SharedCache({
      ttlMs: 10_000,
      staleMs: 5_000,
      maxBytes: 1_000_000,
      now: clock.now,
    });
    const first = answer(clock);
    await cache.getOrProduce('/', async () => first);
    clock.advance(10_001);

    const next = gate<CachedAnswer | null>();
    const backgrounds: boolean[] = [];
    const produce = (background: boolean) => {
      backgrounds.push(background);
      return next.promise;
    };
    const stale = await cache.getOrProduce('/', produce);
    const again = await cache.getOrProduce('/', produce);
    expect([stale.outcome, again.outcome]).toEqual(['STALE', 'STALE']);
    expect(stale.answer).toBe(first);
    // One revalidation for both, and nobody waited for it.
    expect(backgrounds).toEqual([true]);

    const second = answer(clock);
    next.open(second);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.getOrProduce('/', produce);
    expect(fresh).toMatchObject({ outcome: 'HIT', answer: second });
  });

  it('drops a stale answer whose revalidation is no longer shareable or fails', async () => {
    const clock = manualClock();
    const cache = new SharedCache({
      ttlMs: 1_000,
      staleMs: 60_000,
      maxBytes: 1_000_000,
      now: clock.now,
    });
    await cache.getOrProduce('/hidden', async () => answer(clock));
    await cache.getOrProduce('/broken', async () => answer(clock));
    clock.advance(1_001);
    await cache.getOrProduce('/hidden', async () => null);
    await cache.getOrProduce('/broken', async () => {
      throw new Error('the API is down');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('/hidden')).toBeUndefined();
    expect(cache.get('/broken')).toBeUndefined();
  });

  it('forgets an answer after its lifetime and stale time, or the shorter lifetime it gives', async () => {
    const clock = manualClock();
    const cache = new SharedCache({
      ttlMs: 10_000,
      staleMs: 5_000,
      maxBytes: 1_000_000,
      now: clock.now,
    });
    await cache.getOrProduce('/', async () => answer(clock));
    await cache.getOrProduce('/api', async () => answer(clock, 10, { ttlMs: 100 }));
    clock.advance(101);
    expect((await cache.getOrProduce('/api', () => gate<null>().promise)).outcome).toBe('STALE');
    clock.advance(15_000);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/api')).toBeUndefined();
  });

  it('keeps an answer another process made, unless it holds a newer one', async () => {
    const clock = manualClock();
    const stored: string[] = [];
    const cache = new SharedCache({
      ttlMs: 10_000,
      maxBytes: 1_000_000,
      now: clock.now,
      onStore: (key) => stored.push(key),
    });
    const older = answer(clock);
    clock.advance(1_000);
    const newer = answer(clock);
    cache.put('/', newer);
    cache.put('/', older);
    expect(cache.get('/')).toBe(newer);
    // Already past its lifetime: not kept.
    clock.advance(20_000);
    cache.put('/old', older);
    expect(cache.get('/old')).toBeUndefined();
    // Only what this process made is handed on.
    await cache.getOrProduce('/mine', async () => answer(clock));
    expect(stored).toEqual(['/mine']);
  });

  it('stays within its size, dropping the least recently used', async () => {
    const clock = manualClock();
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 10_000, now: clock.now });
    for (let index = 0; index < 50; index++) {
      await cache.getOrProduce(`/${index}`, async () => answer(clock, 1000));
    }
    // 1,000-byte bodies count 1,500 with room for their compressed copies: six fit.
    expect(cache.size).toBe(6);
    expect(cache.get('/49')).toBeDefined();
    expect(cache.get('/0')).toBeUndefined();
  });

  it('keeps nothing a producer declines', async () => {
    const cache = new SharedCache({ ttlMs: 10_000, maxBytes: 10_000 });
    const result = await cache.getOrProduce('/me', async () => null);
    expect(result).toEqual({ answer: null, outcome: 'MISS', shared: false });
    expect(cache.size).toBe(0);
  });
});

function request(headers: Record<string, string>, url = '/lawyer/1', method = 'GET'): Request {
  return { method, originalUrl: url, headers } as unknown as Request;
}

describe('cacheKey', () => {
  it('keys on the address, the language chosen, the privacy choices and a French browser', () => {
    const keys = [
      request({}),
      request({}, '/lawyer/2'),
      request({ cookie: 'cld_lang=fr' }),
      request({ cookie: 'cld_consent=v1.a1.d0' }),
      request({ cookie: 'cld_consent=v1.a0.d0' }),
      request({ 'accept-language': 'fr-CA,fr;q=0.9' }),
    ].map(cacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shares one entry among visitors whose other cookies differ', () => {
    const plain = cacheKey(request({ cookie: 'cld_lang=fr; cld_consent=v1.a1.d1' }));
    expect(cacheKey(request({ cookie: 'cld_consent=v1.a1.d1; _ga=GA1.2.3; cld_lang=fr' }))).toBe(
      plain,
    );
    expect(cacheKey(request({ cookie: 'cld_lang=fr; cld_consent=v1.a1.d1; oauth_state=x' }))).toBe(
      plain,
    );
    // A value the page would not read (not a language, not a choice) is no choice at all.
    expect(cacheKey(request({ cookie: 'cld_lang=de; cld_consent=yes' }))).toBe(
      cacheKey(request({})),
    );
    // English or no preference: the same page.
    expect(cacheKey(request({ 'accept-language': 'en-CA,en;q=0.9' }))).toBe(cacheKey(request({})));
  });
});

describe('isAnonymousGet', () => {
  it('is never true of a signed-in visitor, an API client or a write', () => {
    expect(isAnonymousGet(request({ cookie: 'cld_lang=fr' }))).toBe(true);
    expect(isAnonymousGet(request({ cookie: 'cld_lang=fr; session=abc' }))).toBe(false);
    expect(isAnonymousGet(request({ cookie: '__Host-session=abc; cld_lang=fr' }))).toBe(false);
    expect(isAnonymousGet(request({ authorization: 'Bearer abc' }))).toBe(false);
    expect(isAnonymousGet(request({}, '/lawyer/1', 'POST'))).toBe(false);
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

describe('splitAt', () => {
  it('cuts at every occurrence, ends included', () => {
    const parts = splitAt(Buffer.from('NaNbNN'), Buffer.from('N'));
    expect(parts.map(String)).toEqual(['', 'a', 'b', '', '']);
    expect(splitAt(Buffer.from('abc'), Buffer.from('N')).map(String)).toEqual(['abc']);
  });
});
