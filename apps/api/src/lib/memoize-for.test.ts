import { describe, expect, it, vi } from 'vitest';
import { memoizeFor } from './memoize-for.ts';

describe('memoizeFor', () => {
  it('loads each key at most once per time-to-live', async () => {
    const load = vi.fn(async (key: string) => `${key}:${load.mock.calls.length}`);
    const read = memoizeFor({ ttlMs: 1000, load });
    expect(await read('a', 0)).toBe('a:1');
    expect(await read('a', 999)).toBe('a:1');
    expect(await read('b', 999)).toBe('b:2');
    expect(await read('a', 1000)).toBe('a:3');
  });

  it('shares one pending load between concurrent callers', async () => {
    const load = vi.fn(async () => 42);
    const read = memoizeFor({ ttlMs: 1000, load });
    expect(await Promise.all([read('x', 0), read('x', 1)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failure', async () => {
    const load = vi.fn<(key: string) => Promise<number>>();
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    const read = memoizeFor({ ttlMs: 1000, load });
    await expect(read('x', 0)).rejects.toThrow('down');
    expect(await read('x', 1)).toBe(3);
  });
});
