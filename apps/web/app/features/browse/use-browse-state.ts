import type { AnalyticsEvent } from '@cld/contract/analytics';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { track } from '../../lib/analytics/events.ts';
import {
  type BrowseState,
  parseBrowseParams,
  toBrowseSearchParams,
  withSortItCanKeep,
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
   * The address of the last change asked for, until the screen shows it. A navigation is a
   * transition: its data loads before the address changes, and React may render it later still, so
   * a second click can come while the screen shows the state before the first.
   */
  const requested = useRef<string | null>(null);
  const shown = searchParams.toString();
  const lastShown = useRef(shown);
  useEffect(() => {
    lastShown.current = shown;
    if (requested.current === shown) requested.current = null;
  }, [shown]);
  useEffect(() => {
    // Back and Forward leave the last request behind.
    const forget = () => (requested.current = null);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  /** Changes waiting for the merge's module, applied in the order they were made. */
  const queue = useRef<Promise<void> | null>(null);

  /** The browser's address of this page (null on the server, or once on another page). */
  function browserAddress(): string | null {
    if (typeof window === 'undefined' || window.location.pathname !== pathname) return null;
    return new URLSearchParams(window.location.search).toString();
  }

  /** Whether the address is ahead of the screen (a request not shown yet, or Back's new URL). */
  function addressIsAhead(): boolean {
    const address = browserAddress();
    return address !== null && (requested.current ?? address) !== shown;
  }

  const apply = (target: BrowseState) => {
    const params = toBrowseSearchParams(target);
    requested.current = params.toString();
    // The list updates in place; jumping to the top on every checkbox would lose the visitor.
    void setSearchParams(params, { preventScrollReset: true });
  };

  /** `as` names the change when it is one act, not the sum of its parts (Clear All). */
  function setState(next: BrowseState, { as }: { as?: AnalyticsEvent } = {}) {
    for (const event of as ? [as] : browseEventsOf(state, next)) track(event);
    if (!queue.current && (as || !addressIsAhead())) return apply(next);
    // The click goes onto the address ahead, or the earlier click's filter would be lost (the
    // merge loads only then: a phone that keeps up never needs it).
    const step: Promise<void> = (queue.current ?? Promise.resolve())
      .then(() => import('./rebase.ts'))
      .then(({ rebaseBrowseState }) => {
        if (as) return apply(next);
        const address = requested.current ?? browserAddress() ?? lastShown.current;
        apply(
          withSortItCanKeep(
            rebaseBrowseState(state, next, parseBrowseParams(new URLSearchParams(address))),
          ),
        );
      })
      .finally(() => {
        if (queue.current === step) queue.current = null;
      });
    queue.current = step;
  }

  function hrefFor(next: BrowseState): string {
    const query = toBrowseSearchParams(next).toString();
    return query ? `/browse-lawyers?${query}` : '/browse-lawyers';
  }

  return { state, setState, hrefFor };
}
