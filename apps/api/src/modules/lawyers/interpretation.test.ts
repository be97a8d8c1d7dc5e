import { describe, expect, it } from 'vitest';
import { createQueryParser } from '@cld/content/search/query-parser';
import type { QueryParser } from '@cld/content/search/query-parser';
import { memoisedParser } from './interpretation.ts';

const parser = createQueryParser({
  cities: [
    { name: 'Toronto', province: 'ON', population: 2_800_000 },
    { name: 'Montréal', province: 'QC', population: 1_700_000 },
  ],
});

/** The parser, counting how often it really parses. */
function counting(inner: QueryParser) {
  const calls: string[] = [];
  return { calls, parser: { parse: (text: string) => (calls.push(text), inner.parse(text)) } };
}

describe('memoisedParser', () => {
  it('reads a text once and answers the same reading again', () => {
    const { calls, parser: inner } = counting(parser);
    const memo = memoisedParser(inner);
    const first = memo.parse('divorce lawyer toronto');
    expect(memo.parse('divorce lawyer toronto')).toBe(first);
    expect(first).toEqual(parser.parse('divorce lawyer toronto'));
    expect(calls).toEqual(['divorce lawyer toronto']);
  });

  it('keeps texts that differ only in capitals apart ("ON" is Ontario, "on" a word)', () => {
    const memo = memoisedParser(parser);
    expect(memo.parse('lawyer ON').province?.code).toBe('ON');
    expect(memo.parse('lawyer on').province).toBeNull();
  });

  it('drops the least recently used reading past its bound', () => {
    const { calls, parser: inner } = counting(parser);
    const memo = memoisedParser(inner, 2);
    memo.parse('a');
    memo.parse('b');
    memo.parse('a'); // now "b" is the least recently used
    memo.parse('c'); // drops "b"
    memo.parse('a');
    memo.parse('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('freezes readings so no caller can change a later answer', () => {
    const memo = memoisedParser(parser);
    const reading = memo.parse('avocat immigration montréal');
    expect(Object.isFrozen(reading)).toBe(true);
    expect(Object.isFrozen(reading.practiceAreas)).toBe(true);
    expect(() => (reading.practiceAreas as unknown[]).push('x')).toThrow(TypeError);
    expect(memo.parse('avocat immigration montréal').practiceAreas).toHaveLength(1);
  });
});
