import { describe, expect, it } from 'vitest';
import {
  EMPTY_BROWSE_STATE,
  changeFilters,
  clearFilters,
  countActiveFilters,
  parseBrowseParams,
  roundCoordinate,
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
      facets: ['languages', 'practiceAreas'],
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
      facets: ['languages', 'practiceAreas'],
    });
  });

  it('sends the languages and always asks for the language counts', () => {
    expect(toLawyerSearchRequest(parse('languages=Punjabi,French'))).toEqual({
      page: 1,
      languages: ['Punjabi', 'French'],
      facets: ['languages', 'practiceAreas'],
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

describe('the matching filters (issue 20)', () => {
  it('reads distance, offers, funding, meeting, new clients and step-free from the API’s names', () => {
    expect(
      parse(
        'near=Laval%2C%20QC&radius=25&offers=sliding-scale,free-consultation,bogus&funding=legal-aid&meeting=video&meeting=phone&acceptingClients=true&stepFree=true',
      ),
    ).toEqual({
      ...EMPTY_BROWSE_STATE,
      near: 'Laval, QC',
      radius: 25,
      // In the vocabulary's order, unknown values dropped.
      offers: ['free-consultation', 'sliding-scale'],
      funding: ['legal-aid'],
      meeting: ['video', 'phone'],
      acceptingClients: true,
      stepFree: true,
    });
  });

  it('keeps a position only as two valid coordinates, rounded to two decimals', () => {
    expect(parse('lat=45.55678&lng=-73.71234')).toMatchObject({ lat: 45.56, lng: -73.71 });
    expect(parse('lat=45.5')).toMatchObject({ lat: null, lng: null });
    expect(parse('lat=200&lng=10')).toMatchObject({ lat: null, lng: null });
    expect(parse('lat=abc&lng=10')).toMatchObject({ lat: null, lng: null });
    // One centre at a time: the position wins over a named city.
    expect(parse('near=Laval&lat=45.5&lng=-73.6')).toMatchObject({ near: '', lat: 45.5 });
  });

  it('offers only the radii of the page', () => {
    expect(parse('radius=50').radius).toBe(50);
    expect(parse('radius=30').radius).toBe(0);
    expect(parse('radius=-5').radius).toBe(0);
  });

  it('writes them back under the same names', () => {
    const state: BrowseState = {
      ...EMPTY_BROWSE_STATE,
      lat: 45.56,
      lng: -73.71,
      radius: 10,
      offers: ['free-consultation'],
      funding: ['legal-aid', 'pro-bono'],
      meeting: ['in-person'],
      acceptingClients: true,
      stepFree: true,
    };
    expect(toBrowseSearchParams(state).toString()).toBe(
      'lat=45.56&lng=-73.71&radius=10&offers=free-consultation&funding=legal-aid%2Cpro-bono&meeting=in-person&stepFree=true&acceptingClients=true',
    );
    expect(parse(toBrowseSearchParams(state).toString())).toEqual(state);
  });

  it('asks the API for distance from the chosen city once a radius is chosen, across borders', () => {
    const city = parse('province=ON&city=Ottawa&radius=25&sort=distance');
    expect(toLawyerSearchRequest(city)).toEqual({
      page: 1,
      facets: ['languages', 'practiceAreas'],
      near: 'Ottawa, ON',
      radius: 25,
      sort: 'distance',
    });
    // Without a radius the city is a filter, and there is nothing to be nearest to.
    expect(toLawyerSearchRequest(parse('province=ON&city=Ottawa&sort=distance'))).toEqual({
      page: 1,
      facets: ['languages', 'practiceAreas'],
      province: 'ON',
      city: 'Ottawa',
    });
  });

  it('sends a named centre or a position, never both, and the radius only with a centre', () => {
    expect(toLawyerSearchRequest(parse('near=Laval&radius=50'))).toMatchObject({
      near: 'Laval',
      radius: 50,
    });
    const position = toLawyerSearchRequest(parse('lat=45.56&lng=-73.71'));
    expect(position).toMatchObject({ lat: 45.56, lng: -73.71 });
    expect(position).not.toHaveProperty('near');
    expect(position).not.toHaveProperty('radius');
    expect(toLawyerSearchRequest(parse('radius=25'))).not.toHaveProperty('radius');
  });

  it('sends each stated-details filter under its name', () => {
    expect(
      toLawyerSearchRequest(
        parse(
          'offers=free-consultation&funding=legal-aid&meeting=video&acceptingClients=true&stepFree=true',
        ),
      ),
    ).toEqual({
      page: 1,
      facets: ['languages', 'practiceAreas'],
      offers: ['free-consultation'],
      funding: ['legal-aid'],
      meeting: ['video'],
      acceptingClients: true,
      stepFree: true,
    });
  });

  it('keeps one place at a time: a position forgets the city, a city forgets the position', () => {
    const inLaval = parse('province=QC&city=Laval&radius=25&sort=distance');
    const nearMe = changeFilters(inLaval, { lat: 45.56, lng: -73.71 });
    expect(nearMe).toMatchObject({ province: '', city: '', near: '', lat: 45.56, radius: 25 });
    expect(nearMe.sort).toBe('distance');
    const backToCity = changeFilters(nearMe, { province: 'QC' });
    expect(backToCity).toMatchObject({ province: 'QC', lat: null, lng: null });
    // No centre left (a province alone): nearest first goes back to the default sort.
    expect(backToCity.sort).toBe('relevance');
    expect(changeFilters(parse('near=Laval'), { province: 'ON' }).near).toBe('');
  });

  it('counts each and clears them all, nearest first with them', () => {
    const state = parse(
      'near=Laval&radius=25&offers=free-consultation,flat-fees&funding=legal-aid&meeting=video&acceptingClients=true&stepFree=true&sort=distance',
    );
    expect(countActiveFilters(state)).toBe(7);
    expect(clearFilters(state)).toEqual(EMPTY_BROWSE_STATE);
  });

  it('rounds a position to NEAR_ME_DECIMALS', () => {
    expect(roundCoordinate(45.556_78)).toBe(45.56);
    expect(roundCoordinate(-73.714_99)).toBe(-73.71);
  });
});
