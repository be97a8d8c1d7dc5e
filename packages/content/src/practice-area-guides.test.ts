import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { PRACTICE_AREA_GUIDES, withLiveCounts } from './practice-area-guides.ts';
import { findPracticeArea } from './practice-areas.ts';

describe('PRACTICE_AREA_GUIDES', () => {
  it('has the spec’s six areas with their built-in counts, Personal Injury first', () => {
    expect(PRACTICE_AREA_GUIDES.map((g) => [g.name, g.count])).toEqual([
      ['Personal Injury', 1093],
      ['Family Law', 892],
      ['Real Estate Law', 743],
      ['Corporate Law', 651],
      ['Criminal Law', 487],
      ['Employment Law', 421],
    ]);
  });

  it('uses taxonomy slugs, each once', () => {
    expect(findDuplicates(PRACTICE_AREA_GUIDES.map((g) => g.slug))).toEqual([]);
    for (const g of PRACTICE_AREA_GUIDES) expect(findPracticeArea(g.slug)?.name).toBe(g.name);
  });

  it('fills every part of each guide', () => {
    for (const g of PRACTICE_AREA_GUIDES) {
      expect(g.commonCases.length, g.slug).toBeGreaterThanOrEqual(4);
      expect(
        Object.values(g.keyInfo).every((v) => v.length > 20),
        g.slug,
      ).toBe(true);
      expect(g.provincialNotes.length, g.slug).toBeGreaterThan(0);
    }
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent(PRACTICE_AREA_GUIDES)).toEqual([]);
  });
});

describe('withLiveCounts', () => {
  it('overrides a built-in count when the API names the area, in any case', () => {
    const guides = withLiveCounts(PRACTICE_AREA_GUIDES, [
      { name: 'family law', count: '12' },
      { name: 'Criminal Law', count: 3 },
      { name: 'Tax Law', count: '40' },
    ]);
    expect(guides.map((g) => g.count)).toEqual([1093, 12, 743, 651, 3, 421]);
  });

  it('keeps the built-in count when the live count is missing or not a whole number', () => {
    const guides = withLiveCounts(PRACTICE_AREA_GUIDES, [
      { name: 'Family Law', count: 'many' },
      { name: 'Criminal Law' },
    ]);
    expect(guides.map((g) => g.count)).toEqual(PRACTICE_AREA_GUIDES.map((g) => g.count));
  });
});
