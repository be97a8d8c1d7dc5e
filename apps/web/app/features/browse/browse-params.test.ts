import { describe, expect, it } from 'vitest';
import {
  EMPTY_BROWSE_STATE,
  changeFilters,
  clearFilters,
  countActiveFilters,
  parseBrowseParams,
  toBrowseSearchParams,
  toLawyerSearchRequest,
  type BrowseState,
} from './browse-params.ts';

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));

describe('parseBrowseParams', () => {
  it('reads every filter the spec lists', () => {
    expect(
      parse(
        'location=Montreal&province=qc&city=Laval&practiceAreas=Family%20Law,criminal-law&experience=7&search=divorce',
      ),
    ).toEqual({
      ...EMPTY_BROWSE_STATE,
      location: 'Montreal',
      province: 'QC',
      city: 'Laval',
      practiceAreas: ['Family Law', 'Criminal Law'],
      experience: 7,
      search: 'divorce',
    });
  });

  it('accepts `query` for the search text and repeated practice areas', () => {
    const state = parse('query=tremblay&practiceAreas=Tax%20Law&practiceAreas=Tax%20Law');
    expect(state.search).toBe('tremblay');
    expect(state.practiceAreas).toEqual(['Tax Law']);
  });

  it('falls back to 0 years for experience that is not an integer, and caps it at 30', () => {
    expect(parse('experience=abc').experience).toBe(0);
    expect(parse('experience=-3').experience).toBe(0);
    expect(parse('experience=12.9').experience).toBe(12);
    expect(parse('experience=99').experience).toBe(30);
  });

  it('drops what the API would refuse: an unknown province, an oversized page', () => {
    expect(parse('province=XX&city=Nowhere')).toMatchObject({ province: '', city: '' });
    expect(parse('page=999999999').page).toBe(100_000);
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('ignores an unknown sort, view or page', () => {
    const state = parse('sort=price&view=table&page=zero');
    expect(state.sort).toBe('relevance');
    expect(state.view).toBe('grid');
    expect(state.page).toBe(1);
  });
});

describe('toBrowseSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(toBrowseSearchParams(EMPTY_BROWSE_STATE).toString()).toBe('');
    const params = toBrowseSearchParams({
      ...EMPTY_BROWSE_STATE,
      practiceAreas: ['Family Law', 'Tax Law'],
      province: 'ON',
      city: 'Ottawa',
      experience: 5,
      sort: 'rating',
      view: 'list',
      page: 3,
    });
    expect(Object.fromEntries(params)).toEqual({
      practiceAreas: 'Family Law,Tax Law',
      province: 'ON',
      city: 'Ottawa',
      experience: '5',
      sort: 'rating',
      view: 'list',
      page: '3',
    });
  });

  it('round-trips through the URL', () => {
    const state = parse('province=BC&city=Victoria&practiceAreas=Family%20Law&page=2&sort=name');
    expect(parseBrowseParams(toBrowseSearchParams(state))).toEqual(state);
  });
});

describe('changeFilters', () => {
  const onPageThree: BrowseState = {
    ...EMPTY_BROWSE_STATE,
    province: 'ON',
    city: 'Ottawa',
    page: 3,
  };

  it('goes back to page 1', () => {
    expect(changeFilters(onPageThree, { experience: 10 }).page).toBe(1);
  });

  it('forgets the city when the province changes', () => {
    expect(changeFilters(onPageThree, { province: 'BC' }).city).toBe('');
    expect(changeFilters(onPageThree, { province: 'ON' }).city).toBe('Ottawa');
  });
});

describe('clearFilters', () => {
  it('resets every filter and the page but keeps sort and view', () => {
    const state = { ...parse('province=ON&search=x&experience=4&page=5'), sort: 'name' as const };
    expect(clearFilters(state)).toEqual({ ...EMPTY_BROWSE_STATE, sort: 'name' });
  });
});

describe('countActiveFilters', () => {
  it('counts each practice area and each set filter', () => {
    expect(countActiveFilters(EMPTY_BROWSE_STATE)).toBe(0);
    expect(
      countActiveFilters(parse('practiceAreas=Family%20Law,Tax%20Law&province=ON&experience=3')),
    ).toBe(4);
    expect(countActiveFilters(parse('province=ON&verified=true'))).toBe(2);
  });
});

describe('the verified filter', () => {
  it('goes from the URL to the API query and back, and is cleared with the others', () => {
    const state = parse('verified=true');
    expect(state.verified).toBe(true);
    expect(parse('verified=yes').verified).toBe(false);
    expect(toBrowseSearchParams(state).toString()).toBe('verified=true');
    expect(toLawyerSearchRequest(state)).toEqual({
      page: 1,
      verified: true,
      facets: ['languages'],
    });
    expect(clearFilters(state).verified).toBe(false);
  });
});

describe('toLawyerSearchRequest', () => {
  it("sends only the set filters and the page, leaving the page size to the API's default", () => {
    expect(toLawyerSearchRequest(parse('province=ON&page=2&sort=rating'))).toEqual({
      province: 'ON',
      page: 2,
      sort: 'rating',
      facets: ['languages'],
    });
  });

  it('sends the languages and always asks for the language counts', () => {
    expect(toLawyerSearchRequest(parse('languages=Punjabi,French'))).toEqual({
      page: 1,
      languages: ['Punjabi', 'French'],
      facets: ['languages'],
    });
  });
});

describe('the language filter', () => {
  it('reads languages comma-separated or repeated, in any case, without repeats', () => {
    expect(parse('languages=punjabi,FRENCH&languages=Punjabi&languages=%20').languages).toEqual([
      'Punjabi',
      'French',
    ]);
    expect(parse('').languages).toEqual([]);
  });

  it('keeps at most what the API accepts: ten languages of 50 characters', () => {
    const many = Array.from({ length: 15 }, (_, index) => `L${index}`).join(',');
    expect(parse(`languages=${many}`).languages).toHaveLength(10);
    expect(parse(`languages=${'x'.repeat(80)}`).languages[0]).toHaveLength(50);
  });

  it('goes to the URL as one comma list, counts each language, and is cleared with the rest', () => {
    const state = parse('languages=Punjabi,Hindi&province=ON');
    expect(toBrowseSearchParams(state).toString()).toBe('province=ON&languages=Punjabi%2CHindi');
    expect(parseBrowseParams(toBrowseSearchParams(state))).toEqual(state);
    expect(countActiveFilters(state)).toBe(3);
    expect(clearFilters(state).languages).toEqual([]);
    expect(changeFilters({ ...state, page: 4 }, { languages: ['Hindi'] })).toMatchObject({
      languages: ['Hindi'],
      province: 'ON',
      page: 1,
    });
  });
});
