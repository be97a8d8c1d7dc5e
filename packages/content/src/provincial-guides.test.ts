import { describe, expect, it } from 'vitest';
import { auditContent, findMissingProvinces } from './content-audit.ts';
import { findProvincialGuide, PROVINCIAL_GUIDES } from './provincial-guides.ts';

describe('PROVINCIAL_GUIDES', () => {
  it('covers all 13 provinces and territories, Ontario first', () => {
    expect(PROVINCIAL_GUIDES).toHaveLength(13);
    expect(findMissingProvinces(PROVINCIAL_GUIDES.map((g) => g.code))).toEqual([]);
    expect(PROVINCIAL_GUIDES[0]?.code).toBe('ON');
  });

  it('gives each a court at every level, a regulator, legal aid, key laws and resources', () => {
    for (const guide of PROVINCIAL_GUIDES) {
      expect(guide.courtSystem.appellate, guide.code).toMatch(/Court of Appeal/);
      expect(guide.courtSystem.superior.length, guide.code).toBeGreaterThan(0);
      if (guide.code !== 'NU') expect(guide.courtSystem.provincial, guide.code).toBeTruthy();
      expect(guide.lawSocieties.length, guide.code).toBeGreaterThan(0);
      expect(guide.legalAid.province).toBe(guide.code);
      expect(guide.keyLaws.length, guide.code).toBeGreaterThanOrEqual(3);
      expect(guide.uniqueFeatures.length, guide.code).toBeGreaterThan(0);
      expect(guide.resources.length, guide.code).toBeGreaterThanOrEqual(3);
    }
  });

  it('adds up to the 2021 Census population of Canada', () => {
    const total = PROVINCIAL_GUIDES.reduce((sum, g) => sum + g.population.count, 0);
    expect(total).toBe(36_991_981);
  });

  it('quotes the small-claims limits in force in 2026', () => {
    const limit = (code: 'ON' | 'AB' | 'SK') =>
      findProvincialGuide(code)?.courtSystem.smallClaims?.limit;
    expect([limit('ON'), limit('AB'), limit('SK')]).toEqual([50_000, 100_000, 50_000]);
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent(PROVINCIAL_GUIDES)).toEqual([]);
  });
});
