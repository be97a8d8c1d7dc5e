import { describe, expect, it } from 'vitest';
import { loadCities } from './cities.server.ts';
import { PROVINCES } from './provinces.ts';
import { foldText, slugify } from './text-folding.ts';

describe('foldText and slugify', () => {
  it('fold accents and case', () => {
    expect(foldText('Montréal, Québec')).toBe('montreal, quebec');
  });

  it('make URL segments of names', () => {
    expect(slugify('Saint-Jean-sur-Richelieu')).toBe('saint-jean-sur-richelieu');
    expect(slugify('Trois-Rivières')).toBe('trois-rivieres');
    expect(slugify("St. John's")).toBe('st-johns');
    expect(slugify('Prince Edward Island')).toBe('prince-edward-island');
  });

  it('give every province and every city of a province a segment of its own', () => {
    expect(new Set(PROVINCES.map((p) => slugify(p.name))).size).toBe(PROVINCES.length);
    for (const province of PROVINCES) {
      const names = [
        ...new Set(
          loadCities()
            .filter((c) => c.province === province.code)
            .map((c) => c.name),
        ),
      ];
      const slugs = new Set(names.map(slugify));
      expect(slugs.size, province.code).toBe(names.length);
      expect([...slugs].every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
    }
  });
});
