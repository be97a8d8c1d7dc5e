import { describe, expect, it } from 'vitest';
import { compareCodePoints, maskBits, maskHalves } from './directory-index.ts';

describe('the in-memory directory’s orders and masks', () => {
  it('orders names as collate "C" does: by code point, not by UTF-16 unit', () => {
    expect(compareCodePoints('abbott', 'abel')).toBeLessThan(0);
    expect(compareCodePoints('abel', 'abbott')).toBeGreaterThan(0);
    expect(compareCodePoints('li', 'li wei')).toBeLessThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
    // U+FFFD before U+1F600, though its UTF-16 unit (0xFFFD) is above the surrogate 0xD83D.
    expect(compareCodePoints('\uFFFD', '😀')).toBeLessThan(0);
    expect('\uFFFD' < '😀').toBe(false);
    expect(compareCodePoints('😀', '\uFFFD')).toBeGreaterThan(0);
  });

  it('reads a bigint practice-area mask into bits and 32-bit halves', () => {
    expect(maskBits('0')).toEqual([]);
    expect(maskBits('5')).toEqual([0, 2]);
    expect(maskBits(String(2n ** 40n + 2n))).toEqual([1, 40]);
    expect(maskHalves(String(2n ** 40n + 2n))).toEqual([2, 256]);
  });
});
