import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { PRACTICE_AREA_GUIDES, withLiveCounts } from './practice-area-guides.ts';
import { findPracticeArea } from './practice-areas.ts';

describe('PRACTICE_AREA_GUIDES', () => {
  it('has the spec’s six areas, Personal Injury first, and no built-in lawyer counts', () => {
    expect(PRACTICE_AREA_GUIDES.map((g) => g.name)).toEqual([
      'Personal Injury',
      'Family Law',
      'Real Estate Law',
      'Corporate Law',
      'Criminal Law',
      'Employment Law',
    ]);
    for (const g of PRACTICE_AREA_GUIDES) expect(g).not.toHaveProperty('count');
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
  it('takes the live count when the API names the area, in any case, and none otherwise', () => {
    const guides = withLiveCounts(PRACTICE_AREA_GUIDES, [
      { name: 'family law', count: '12' },
      { name: 'Criminal Law', count: 3 },
      { name: 'Tax Law', count: '40' },
    ]);
    expect(guides.map((g) => g.count)).toEqual([null, 12, null, null, 3, null]);
  });

  it('has no count when the live count is missing or not a whole number', () => {
    const guides = withLiveCounts(PRACTICE_AREA_GUIDES, [
      { name: 'Family Law', count: 'many' },
      { name: 'Criminal Law' },
    ]);
    expect(guides.map((g) => g.count)).toEqual(PRACTICE_AREA_GUIDES.map(() => null));
  });
});

describe('withLiveCounts by slug', () => {
  it('matches the French guides by the API’s slug, whatever their names', async () => {
    const { PRACTICE_AREA_GUIDES_FR } = await import('./practice-area-guides.fr.ts');
    const guides = withLiveCounts(PRACTICE_AREA_GUIDES_FR, [
      { name: 'Family Law', slug: 'family-law', count: '12' },
      { name: 'Criminal Law', slug: 'criminal-law', count: 3 },
    ]);
    expect(guides.find((g) => g.slug === 'family-law')?.count).toBe(12);
    expect(guides.find((g) => g.slug === 'criminal-law')?.count).toBe(3);
    expect(guides.find((g) => g.slug === 'personal-injury')?.count).toBeNull();
  });
});
