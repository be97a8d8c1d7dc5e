import { describe, expect, it } from 'vitest';
import { PROVINCE_LEGAL_INFO, type Checked } from './province-legal-info.ts';
import { PROVINCES } from './provinces.ts';

const records = Object.values(PROVINCE_LEGAL_INFO);
const checked = records.flatMap((r): Checked[] => [...r.regulators, r.legalAid, r.selfHelp]);
const urls = records.flatMap((r) => [
  ...r.regulators.flatMap((g) => [g.website, g.source]),
  r.legalAid.website,
  r.legalAid.source,
  r.selfHelp.url,
  r.selfHelp.source,
]);

describe('PROVINCE_LEGAL_INFO', () => {
  it('covers the 13 provinces and territories, each under its own code', () => {
    expect(Object.keys(PROVINCE_LEGAL_INFO).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
    for (const [code, info] of Object.entries(PROVINCE_LEGAL_INFO))
      expect(info.province).toBe(code);
  });

  it('lists 14 distinct regulators: one per jurisdiction, plus Quebec’s notaries', () => {
    const regulators = records.flatMap((r) => r.regulators);
    expect(regulators).toHaveLength(14);
    expect(new Set(regulators.map((r) => r.name)).size).toBe(14);
    expect(new Set(regulators.map((r) => new URL(r.website).hostname)).size).toBe(14);
    expect(PROVINCE_LEGAL_INFO.QC.regulators.map((r) => r.regulates)).toEqual([
      'lawyers',
      'notaries',
    ]);
  });

  it('uses only well-formed https addresses', () => {
    for (const url of urls) {
      if (url === undefined) continue;
      expect(new URL(url).protocol, url).toBe('https:');
    }
  });

  it('dates every entry and names its source', () => {
    for (const entry of checked) {
      expect(entry.asOf).toMatch(/^2026-(0[1-9]|1[0-2])$/);
      expect(entry.source.startsWith('https://')).toBe(true);
    }
  });

  it('writes phone numbers as North American toll-free or local numbers', () => {
    const phones = records.flatMap((r) => (r.legalAid.phone ? [r.legalAid.phone] : []));
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones)
      expect(phone).toMatch(/^(1-8(00|33|44|55|66|77|88)-|\d{3}-)\d{3}-\d{4}$/);
  });
});
