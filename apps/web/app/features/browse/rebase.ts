import { SEARCH_FILTERS } from '@cld/reference/search-filters';
import type { BrowseState } from './browse-params.ts';

/** The fields that together say where: changed together, or not at all. */
const PLACE_FIELDS = ['location', 'province', 'city', 'near', 'lat', 'lng', 'radius'] as const;

const LIST_FIELDS = [
  'practiceAreas',
  'languages',
  ...SEARCH_FILTERS.flatMap((filter) => (filter.kind === 'list' ? [filter.param] : [])),
] as const;

const SCALAR_FIELDS = [
  'experience',
  'verified',
  'search',
  ...SEARCH_FILTERS.flatMap((filter) => (filter.kind === 'flag' ? [filter.param] : [])),
  'sort',
  'view',
] as const;

/**
 * The change a visitor made to the page they saw (`seen` → `next`), applied to the address as it
 * is now (`current`). The address can be ahead of the screen: a navigation in the browser is a
 * React transition, so a slow phone may still show the filters before the last click when the
 * next one comes, and building on what it showed would drop the last click's filter. Lists merge
 * by what was added and removed; the place moves as one; other fields take the new value where it
 * changed. (A distance sort left without a centre is the caller's to undo: `withSortItCanKeep`.)
 */
export function rebaseBrowseState(
  seen: BrowseState,
  next: BrowseState,
  current: BrowseState,
): BrowseState {
  const merged: BrowseState = { ...current };
  const changed = (key: keyof BrowseState) => !sameValue(seen[key], next[key]);
  for (const key of LIST_FIELDS) {
    const before: readonly string[] = seen[key];
    const after: readonly string[] = next[key];
    const removed = before.filter((value) => !after.includes(value));
    const added = after.filter((value) => !before.includes(value));
    if (removed.length === 0 && added.length === 0) continue;
    const kept: string[] = current[key].filter((value: string) => !removed.includes(value));
    Object.assign(merged, { [key]: [...kept, ...added.filter((value) => !kept.includes(value))] });
  }
  if (PLACE_FIELDS.some(changed)) {
    for (const key of PLACE_FIELDS) Object.assign(merged, { [key]: next[key] });
  }
  for (const key of SCALAR_FIELDS) {
    if (changed(key)) Object.assign(merged, { [key]: next[key] });
  }
  // A new filter starts the list again at page 1, as `changeFilters` does.
  const filtered = (Object.keys(next) as (keyof BrowseState)[]).some(
    (key) => key !== 'view' && key !== 'sort' && key !== 'page' && changed(key),
  );
  if (changed('page') || filtered) merged.page = next.page;
  return merged;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
  }
  return Object.is(a, b);
}
