import { PROVINCES } from '@cld/content/provinces';
import { describe, expect, it } from 'vitest';
import { findProvinceBySlug, placePath } from './place-paths.ts';

describe('place addresses', () => {
  it('name provinces, cities and practice areas in readable segments', () => {
    expect(placePath({ province: 'ON' })).toBe('/lawyers-in/ontario');
    expect(placePath({ province: 'QC', city: 'Trois-Rivières' })).toBe(
      '/lawyers-in/quebec/trois-rivieres',
    );
    expect(placePath({ province: 'BC', city: 'Vancouver', practiceArea: 'family-law' })).toBe(
      '/lawyers-in/british-columbia/vancouver/family-law',
    );
  });

  it('find every province back from its segment', () => {
    for (const province of PROVINCES) {
      const [, , slug] = placePath({ province: province.code }).split('/');
      expect(findProvinceBySlug(slug!)?.code).toBe(province.code);
    }
    expect(findProvinceBySlug('atlantis')).toBeUndefined();
  });
});
