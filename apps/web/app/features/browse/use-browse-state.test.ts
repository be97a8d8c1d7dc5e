import { describe, expect, it } from 'vitest';
import { EMPTY_BROWSE_STATE } from './browse-params.ts';
import { browseEventsOf } from './use-browse-state.ts';

describe('browseEventsOf', () => {
  const base = EMPTY_BROWSE_STATE;

  it('names each kind of change once', () => {
    expect(browseEventsOf(base, { ...base, search: 'divorce' })).toEqual([
      { name: 'browse_search' },
    ]);
    expect(browseEventsOf(base, { ...base, province: 'ON' })).toEqual([
      { name: 'browse_location_filter' },
    ]);
    expect(
      browseEventsOf({ ...base, province: 'ON' }, { ...base, province: 'ON', city: 'Ottawa' }),
    ).toEqual([{ name: 'browse_location_filter' }]);
    expect(browseEventsOf(base, { ...base, practiceAreas: ['Family Law'] })).toEqual([
      { name: 'browse_practice_area_filter' },
    ]);
    expect(browseEventsOf(base, { ...base, sort: 'name' })).toEqual([
      { name: 'browse_sort', sort: 'name' },
    ]);
    expect(browseEventsOf(base, { ...base, view: 'list' })).toEqual([
      { name: 'browse_view_mode', view: 'list' },
    ]);
  });

  it('counts a distance or a position as a change of place, and says nothing of where', () => {
    expect(browseEventsOf(base, { ...base, lat: 45.56, lng: -73.71 })).toEqual([
      { name: 'browse_location_filter' },
    ]);
    expect(browseEventsOf(base, { ...base, near: 'Laval', radius: 25 })).toEqual([
      { name: 'browse_location_filter' },
    ]);
    expect(browseEventsOf(base, { ...base, offers: ['free-consultation'] })).toEqual([]);
  });

  it('records nothing for paging or an unchanged state', () => {
    expect(browseEventsOf(base, { ...base, page: 3 })).toEqual([]);
    expect(browseEventsOf(base, { ...base })).toEqual([]);
  });
});
