import { describe, expect, it } from 'vitest';
import { englishParams, localizePath, pathIn } from './paths.ts';
import { LOCALIZED_PAGES } from './route-table.ts';

describe('the route table in two languages', () => {
  it('writes English paths in French, keeping the query and the fragment', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/browse-lawyers?q=divorce&province=QC#results', 'fr')).toBe(
      '/fr/trouver-un-avocat?q=divorce&province=QC#results',
    );
    expect(localizePath('/lawyer/12', 'fr')).toBe('/fr/avocat/12');
    expect(localizePath('/lawyers/12', 'fr')).toBe('/fr/avocat/12');
    expect(localizePath('/lawyer/12/consultation', 'fr')).toBe('/fr/avocat/12/consultation');
    expect(localizePath('/terms-of-service', 'fr')).toBe('/fr/conditions-d-utilisation');
    expect(localizePath('/about/', 'fr')).toBe('/fr/a-propos');
  });

  it('translates the words of a landing page: province and practice area, not the city', () => {
    expect(localizePath('/lawyers-in/quebec/montreal/family-law', 'fr')).toBe(
      '/fr/avocats-a/quebec/montreal/droit-de-la-famille',
    );
    expect(localizePath('/lawyers-in/british-columbia', 'fr')).toBe(
      '/fr/avocats-a/colombie-britannique',
    );
    expect(localizePath('/lawyers-in/prince-edward-island/charlottetown', 'fr')).toBe(
      '/fr/avocats-a/ile-du-prince-edouard/charlottetown',
    );
    expect(pathIn('/fr/avocats-a/quebec/montreal/droit-de-l-immigration', 'en')).toBe(
      '/lawyers-in/quebec/montreal/immigration-law',
    );
  });

  it('leaves English pages, paths without a French page and other addresses alone', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/admin/lawyers', 'fr')).toBe('/admin/lawyers');
    expect(localizePath('https://example.org/about', 'fr')).toBe('https://example.org/about');
    expect(localizePath('//evil.example/about', 'fr')).toBe('//evil.example/about');
    expect(localizePath('#main', 'fr')).toBe('#main');
    expect(localizePath('/fr/a-propos', 'fr')).toBe('/fr/a-propos');
    // An unknown province is a 404 in both languages: no French path is made up for it.
    expect(localizePath('/lawyers-in/atlantis', 'fr')).toBe('/lawyers-in/atlantis');
  });

  it('finds the same page in the other language, both ways', () => {
    for (const page of LOCALIZED_PAGES) {
      const en = page.en
        .replace(':id', '7')
        .replace(':slug', 'how-divorce-works-in-canada')
        .replace('/:city?/:practiceArea?', '/ontario/toronto/family-law')
        .replace(':province', '');
      const path = en.replace('/lawyers-in//', '/lawyers-in/');
      const fr = pathIn(path, 'fr');
      expect(fr, path).toBeDefined();
      expect(pathIn(fr!, 'en')).toBe(path);
    }
    expect(pathIn('/fr/inconnu', 'en')).toBeUndefined();
    expect(pathIn('/blog/employee-rights-in-canada', 'fr')).toBe(
      '/fr/blogue/vos-droits-au-travail-au-canada',
    );
    expect(pathIn('/fr/blogue/vos-droits-au-travail-au-canada', 'en')).toBe(
      '/blog/employee-rights-in-canada',
    );
    expect(pathIn('/admin', 'fr')).toBeUndefined();
  });

  it('reads a French page’s params in English words', () => {
    expect(
      englishParams({ province: 'quebec', city: 'montreal', practiceArea: 'droit-fiscal' }, 'fr'),
    ).toEqual({ province: 'quebec', city: 'montreal', practiceArea: 'tax-law' });
    expect(englishParams({ province: 'quebec', practiceArea: 'tax-law' }, 'fr')).toBeUndefined();
    expect(englishParams({ province: 'ontario' }, 'en')).toEqual({ province: 'ontario' });
  });
});
