import { describe, expect, it } from 'vitest';
import { auditContent, findMissingProvinces } from './content-audit.ts';
import { findLegalAid, LEGAL_AID } from './legal-aid.ts';

describe('LEGAL_AID', () => {
  it('covers all 13 provinces and territories, once each', () => {
    expect(LEGAL_AID).toHaveLength(13);
    expect(findMissingProvinces(LEGAL_AID.map((p) => p.province))).toEqual([]);
  });

  it('gives every plan an eligibility note and at least one service', () => {
    for (const plan of LEGAL_AID) {
      expect(plan.eligibilityNote.length, plan.province).toBeGreaterThan(20);
      expect(plan.services.length, plan.province).toBeGreaterThan(0);
    }
  });

  it('finds a plan by province', () => {
    expect(findLegalAid('ON')?.organization).toBe('Legal Aid Ontario');
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent(LEGAL_AID)).toEqual([]);
  });
});
