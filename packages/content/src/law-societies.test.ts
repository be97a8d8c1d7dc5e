import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates, findMissingProvinces } from './content-audit.ts';
import { findLawSocieties, LAW_SOCIETIES } from './law-societies.ts';
import { PROVINCE_REGULATORS, REGULATORS } from '@cld/reference/regulators';

describe('LAW_SOCIETIES', () => {
  it('lists the 14 regulators, every province and territory covered', () => {
    expect(LAW_SOCIETIES).toHaveLength(14);
    expect(findMissingProvinces(LAW_SOCIETIES.map((s) => s.province))).toEqual([]);
    expect(findDuplicates(LAW_SOCIETIES.map((s) => s.slug))).toEqual([]);
  });

  it('includes both Quebec regulators, the bar first', () => {
    expect(findLawSocieties('QC').map((s) => [s.name, s.regulates])).toEqual([
      ['Barreau du Québec', 'lawyers'],
      ['Chambre des notaires du Québec', 'notaries'],
    ]);
    expect(findLawSocieties('QC')[1]?.phone).toBeUndefined();
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent(LAW_SOCIETIES)).toEqual([]);
  });

  it('agrees with the reference regulators the lawyer cards and the contract use', () => {
    expect(
      Object.fromEntries(
        LAW_SOCIETIES.map((s) => [
          s.slug,
          {
            name: s.name,
            website: s.website,
            ...(s.lookupUrl ? { lookupUrl: s.lookupUrl } : {}),
          },
        ]),
      ),
    ).toEqual(REGULATORS);
    for (const society of LAW_SOCIETIES) {
      expect(PROVINCE_REGULATORS[society.province]).toContain(society.slug);
    }
    for (const society of LAW_SOCIETIES) {
      if (society.lookupUrl) expect(society.lookupUrl).toMatch(/^https:\/\//);
    }
  });
});
