// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_BROWSE_STATE, changeFilters } from './browse-params.ts';
import { browseEventsOf, useBrowseState } from './use-browse-state.ts';

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

describe('useBrowseState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The page as a browser shows it: the router reads and writes the window's address. */
  function renderOn(screen: string) {
    window.history.replaceState(null, '', screen);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(BrowserRouter, null, children);
    return renderHook(() => ({ browse: useBrowseState(), location: useLocation() }), { wrapper });
  }

  /** The address moves on without the screen (what a navigation React has not rendered does). */
  const addressAhead = (address: string) => window.history.replaceState(null, '', address);

  it('applies a click to the address when the screen has not caught up with the last one', async () => {
    const { result } = renderOn('/browse-lawyers');
    // The address already has Family Law (the last click); the screen still shows no filter.
    addressAhead('/browse-lawyers?practiceAreas=Family+Law');
    expect(result.current.browse.state.practiceAreas).toEqual([]);

    act(() => {
      const { state, setState } = result.current.browse;
      setState(changeFilters(state, { province: 'QC' }));
    });

    await waitFor(() => expect(result.current.browse.state.province).toBe('QC'));
    expect(result.current.browse.state.practiceAreas).toEqual(['Family Law']);
  });

  it('keeps both of two clicks made before the screen showed the first', async () => {
    const { result } = renderOn('/browse-lawyers');
    act(() => {
      // Both from the same screen: the first's navigation has not rendered when the second comes.
      const { state, setState } = result.current.browse;
      setState(changeFilters(state, { practiceAreas: ['Family Law'] }));
      setState(changeFilters(state, { languages: ['French'] }));
    });
    await waitFor(() => expect(result.current.browse.state.languages).toEqual(['French']));
    expect(result.current.browse.state.practiceAreas).toEqual(['Family Law']);
  });

  it('applies clicks in their order while the merge loads (three steps of the slider)', async () => {
    const { result } = renderOn('/browse-lawyers');
    act(() => {
      const { state, setState } = result.current.browse;
      setState(changeFilters(state, { experience: 1 }));
      // The second step, made before the screen showed the first, waits for the merge's module…
      setState(changeFilters(state, { experience: 2 }));
    });
    // …and the screen catches up with the first step before the third comes.
    expect(result.current.browse.state.experience).toBe(1);
    act(() => {
      const { state, setState } = result.current.browse;
      setState(changeFilters(state, { experience: 3 }));
    });
    await waitFor(() => expect(result.current.browse.state.experience).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.browse.state.experience).toBe(3);
  });

  it('builds on what it shows when the address is another page', () => {
    const { result } = renderOn('/browse-lawyers?languages=French');
    addressAhead('/lawyers-in/ontario?practiceAreas=Tax+Law');
    act(() => {
      const { state, setState } = result.current.browse;
      setState(changeFilters(state, { verified: true }));
    });
    expect(result.current.location.search).toBe('?languages=French&verified=true');
  });
});
