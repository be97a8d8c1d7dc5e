import { describe, expect, it } from 'vitest';
import { distanceKm, searchParams } from './suggestions.ts';

describe('distanceKm', () => {
  it('measures great-circle distances between reference coordinates', () => {
    const toronto = { lat: 43.7417, lng: -79.3733 };
    const montreal = { lat: 45.5089, lng: -73.5617 };
    const vancouver = { lat: 49.25, lng: -123.1 };
    expect(distanceKm(toronto, toronto)).toBe(0);
    // About 500 km by air, and symmetric.
    expect(distanceKm(toronto, montreal)).toBeGreaterThan(480);
    expect(distanceKm(toronto, montreal)).toBeLessThan(520);
    expect(distanceKm(montreal, toronto)).toBeCloseTo(distanceKm(toronto, montreal), 6);
    expect(distanceKm(toronto, vancouver)).toBeGreaterThan(3300);
  });
});

describe('searchParams', () => {
  it('keeps the filters and leaves paging and facets out', () => {
    expect(
      searchParams({
        search: 'tremblay',
        practiceAreas: ['family-law'],
        city: 'Laval',
        province: 'QC',
        languages: ['French'],
        experience: 5,
        verified: true,
        sort: 'rating',
        page: 3,
        pageSize: 20,
        facets: ['languages'],
      }),
    ).toEqual({
      search: 'tremblay',
      practiceAreas: ['family-law'],
      city: 'Laval',
      province: 'QC',
      languages: ['French'],
      experience: '5',
      verified: 'true',
      sort: 'rating',
    });
    expect(searchParams({})).toEqual({});
  });
});
