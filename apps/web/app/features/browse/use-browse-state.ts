import type { AnalyticsEvent } from '@cld/contract/analytics';
import { useLocation, useSearchParams } from 'react-router';
import { track } from '../../lib/analytics/events.ts';
import {
  type BrowseState,
  parseBrowseParams,
  rebaseBrowseState,
  toBrowseSearchParams,
} from './browse-params.ts';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The browse usage events (spec §7) that a change of state is. */
export function browseEventsOf(previous: BrowseState, next: BrowseState): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  if (next.search !== previous.search) events.push({ name: 'browse_search' });
  // Only that the place changed: never a position or a distance (a "near me" search stays private).
  if (
    next.province !== previous.province ||
    next.city !== previous.city ||
    next.near !== previous.near ||
    next.lat !== previous.lat ||
    next.lng !== previous.lng ||
    next.radius !== previous.radius
  ) {
    events.push({ name: 'browse_location_filter' });
  }
  if (!sameList(next.practiceAreas, previous.practiceAreas)) {
    events.push({ name: 'browse_practice_area_filter' });
  }
  if (next.sort !== previous.sort) events.push({ name: 'browse_sort', sort: next.sort });
  if (next.view !== previous.view) events.push({ name: 'browse_view_mode', view: next.view });
  return events;
}

/** The browse page's state lives in its URL: shareable, and Back restores it. */
export function useBrowseState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = parseBrowseParams(searchParams);

  /**
   * The page's state as the address says now, which may be ahead of what is on screen (a
   * navigation is a transition React may still be rendering).
   */
  function currentState(): BrowseState {
    if (typeof window === 'undefined' || window.location.pathname !== pathname) return state;
    return parseBrowseParams(new URLSearchParams(window.location.search));
  }

  /** `as` names the change when it is one act, not the sum of its parts (Clear All). */
  function setState(next: BrowseState, { as }: { as?: AnalyticsEvent } = {}) {
    for (const event of as ? [as] : browseEventsOf(state, next)) track(event);
    const target = as ? next : rebaseBrowseState(state, next, currentState());
    // The list updates in place; jumping to the top on every checkbox would lose the visitor.
    void setSearchParams(toBrowseSearchParams(target), { preventScrollReset: true });
  }

  function hrefFor(next: BrowseState): string {
    const query = toBrowseSearchParams(next).toString();
    return query ? `/browse-lawyers?${query}` : '/browse-lawyers';
  }

  return { state, setState, hrefFor };
}
