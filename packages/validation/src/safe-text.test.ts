import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  UNSAFE_TEXT_MESSAGE,
  findUnsafeText,
  isUnsafeText,
  refusingUnsafeText,
} from './safe-text.ts';

describe('isUnsafeText', () => {
  it('finds NUL and unpaired surrogates, and nothing in ordinary text', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    for (const fine of [
      '',
      'Émilie Tremblay',
      '😀 emoji',
      '\u0001\t\n',
      "'; drop table x; --",
      '(a+)+$',
    ])
      expect(isUnsafeText(fine), fine).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names the path of every unsafe string and key', () => {
    expect(
      findUnsafeText({
        ok: 'fine',
        name: 'Ev\u0000e',
        list: ['a', '\ud800'],
        nested: { 'k\u0000': 1 },
      }),
    ).toEqual([['name'], ['list', 1], ['nested', 'k\u0000']]);
    expect(findUnsafeText(12)).toEqual([]);
  });
});

describe('refusingUnsafeText', () => {
  const schema = refusingUnsafeText(z.object({ name: z.string().min(5), age: z.number() }));

  it('answers only the unsafe fields, before the schema runs', () => {
    const result = schema.safeParse({ name: 'Ev\u0000e', age: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['name'], UNSAFE_TEXT_MESSAGE],
    ]);
  });

  it('otherwise is the schema', () => {
    expect(schema.parse({ name: 'Evelyn', age: 3 })).toEqual({ name: 'Evelyn', age: 3 });
    expect(schema.safeParse({ name: 'Ev', age: 3 }).success).toBe(false);
  });
});
