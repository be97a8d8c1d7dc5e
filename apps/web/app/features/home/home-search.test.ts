import { describe, expect, it } from 'vitest';
import { browseHrefFor } from './home-search.ts';

const empty = { province: '', practiceArea: '', city: '', search: '' };

describe('browseHrefFor', () => {
  it('goes to the plain list when nothing is filled', () => {
    expect(browseHrefFor(empty)).toBe('/browse-lawyers');
  });

  it('adds only the filled choices, under the names browse reads', () => {
    expect(browseHrefFor({ ...empty, practiceArea: 'Family Law', search: '  divorce ' })).toBe(
      '/browse-lawyers?practiceAreas=Family+Law&search=divorce',
    );
    expect(browseHrefFor({ province: 'ON', practiceArea: '', city: 'Ottawa', search: '' })).toBe(
      '/browse-lawyers?province=ON&city=Ottawa',
    );
  });

  it('never sends a city without its province', () => {
    expect(browseHrefFor({ ...empty, city: 'Ottawa' })).toBe('/browse-lawyers');
  });
});
