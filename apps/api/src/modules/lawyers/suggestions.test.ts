import { describe, expect, it } from 'vitest';
import { searchParams } from './suggestions.ts';

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

  it('keeps the distance and the practice details', () => {
    expect(
      searchParams({
        near: 'Laval, QC',
        radius: 50,
        offers: ['free-consultation'],
        funding: ['legal-aid'],
        meeting: ['video'],
        acceptingClients: true,
        stepFree: false,
        sort: 'distance',
      }),
    ).toEqual({
      near: 'Laval, QC',
      radius: '50',
      offers: ['free-consultation'],
      funding: ['legal-aid'],
      meeting: ['video'],
      acceptingClients: 'true',
      stepFree: 'false',
      sort: 'distance',
    });
    expect(searchParams({ lat: 45.5, lng: -73.57 })).toEqual({ lat: '45.5', lng: '-73.57' });
  });
});
