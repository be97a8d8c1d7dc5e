import { describe, expect, it } from 'vitest';
import { LAWYER_SEARCH_LIMITS, LAWYER_SORTS, DEFAULT_LAWYER_SORT } from './lawyer-search.ts';
import { PRACTICE_AREA_SLUGS } from './practice-areas.ts';
import { isProvinceCode, PROVINCE_CODES, PROVINCES } from './provinces.ts';
import { REGULATOR_SLUGS, REGULATORS } from './regulators.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('provinces', () => {
  it('are the 13 provinces and territories, each code and name once', () => {
    expect(PROVINCE_CODES).toHaveLength(13);
    expect(unique(PROVINCE_CODES)).toBe(true);
    expect(unique(PROVINCES.map((p) => p.name))).toBe(true);
    expect(PROVINCES.filter((p) => p.kind === 'territory').map((p) => p.code)).toEqual([
      'NT',
      'YT',
      'NU',
    ]);
  });

  it('recognises a code only in capitals', () => {
    expect(isProvinceCode('QC')).toBe(true);
    expect(isProvinceCode('qc')).toBe(false);
    expect(isProvinceCode('XX')).toBe(false);
  });
});

describe('regulators', () => {
  it('give every province and territory a law society, Quebec two', () => {
    for (const code of PROVINCE_CODES) {
      const societies = REGULATORS.filter((r) => r.province === code).map((r) => r.slug);
      expect(societies.length, code).toBe(code === 'QC' ? 2 : 1);
    }
    expect(REGULATORS).toHaveLength(14);
  });

  it('have unique slugs made of their names', () => {
    expect(unique(REGULATOR_SLUGS)).toBe(true);
    for (const regulator of REGULATORS) {
      const fromName = regulator.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      expect(regulator.slug).toBe(fromName);
    }
  });
});

describe('practice areas', () => {
  it('have unique, well-formed slugs', () => {
    expect(unique(PRACTICE_AREA_SLUGS)).toBe(true);
    for (const slug of PRACTICE_AREA_SLUGS) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('lawyer search', () => {
  it('has unique sorts, relevance the default', () => {
    expect(unique(LAWYER_SORTS)).toBe(true);
    expect(LAWYER_SORTS).toContain(DEFAULT_LAWYER_SORT);
    expect(DEFAULT_LAWYER_SORT).toBe('relevance');
  });

  it('has a default page size within the maximum', () => {
    const { defaultPageSize, maxPageSize } = LAWYER_SEARCH_LIMITS;
    expect(defaultPageSize).toBeGreaterThan(0);
    expect(defaultPageSize).toBeLessThanOrEqual(maxPageSize);
  });
});
