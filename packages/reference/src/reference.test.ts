import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAWYER_PAGE_SIZE,
  DEFAULT_LAWYER_SORT,
  LAWYER_SORTS,
  MAX_LAWYER_PAGE_SIZE,
} from './lawyer-search.ts';
import { PRACTICE_AREA_SLUGS } from './practice-areas.ts';
import { isProvinceCode, PROVINCE_CODES, PROVINCES } from './provinces.ts';
import { PROVINCE_REGULATORS, regulatorLink, REGULATOR_SLUGS, REGULATORS } from './regulators.ts';

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
      expect(PROVINCE_REGULATORS[code].length, code).toBe(code === 'QC' ? 2 : 1);
    }
    // Every law society serves exactly one province or territory.
    expect(Object.values(PROVINCE_REGULATORS).flat().toSorted()).toEqual(
      [...REGULATOR_SLUGS].toSorted(),
    );
    expect(REGULATOR_SLUGS).toHaveLength(14);
  });

  it('have slugs made of their names, and https addresses', () => {
    for (const [slug, regulator] of Object.entries(REGULATORS)) {
      const fromName = regulator.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      expect(slug).toBe(fromName);
      expect(regulator.website).toMatch(/^https:\/\//);
      if ('lookupUrl' in regulator) expect(regulator.lookupUrl).toMatch(/^https:\/\//);
    }
  });

  it('link to the lookup page where there is one, else the website', () => {
    expect(regulatorLink('law-society-of-ontario')?.href).toBe(
      REGULATORS['law-society-of-ontario'].lookupUrl,
    );
    expect(regulatorLink('law-society-of-yukon')).toEqual({
      name: 'Law Society of Yukon',
      href: 'https://lawsocietyyukon.com',
    });
    expect(regulatorLink('unknown-society')).toBeUndefined();
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
    expect(DEFAULT_LAWYER_PAGE_SIZE).toBeGreaterThan(0);
    expect(DEFAULT_LAWYER_PAGE_SIZE).toBeLessThanOrEqual(MAX_LAWYER_PAGE_SIZE);
  });
});

describe('the site’s pages in two languages', () => {
  it('puts every French page under /fr, each path once', async () => {
    const { SITE_PAGES } = await import('./site-paths.ts');
    const pages = Object.values(SITE_PAGES);
    expect(unique(pages.map((p) => p.en))).toBe(true);
    expect(unique(pages.map((p) => p.fr))).toBe(true);
    for (const { en, fr } of pages) {
      expect(fr === '/fr' || fr.startsWith('/fr/')).toBe(true);
      expect(en.startsWith('/fr')).toBe(false);
    }
  });

  it('fills a page’s params in, leaving out optional ones without a value', async () => {
    const { sitePath } = await import('./site-paths.ts');
    expect(sitePath('home', 'en')).toBe('/');
    expect(sitePath('home', 'fr')).toBe('/fr');
    expect(sitePath('review', 'fr', { id: 12 })).toBe('/fr/avocat/12/avis');
    expect(sitePath('places', 'en', { province: 'quebec' })).toBe('/lawyers-in/quebec');
    expect(sitePath('places', 'fr', { province: 'quebec', city: 'montreal' })).toBe(
      '/fr/avocats-a/quebec/montreal',
    );
    expect(sitePath('blogPost', 'en', { slug: 'a b' })).toBe('/blog/a%20b');
    expect(() => sitePath('profile', 'en')).toThrow(/:id/);
  });
});
