import { describe, expect, it } from 'vitest';
import { DEFAULT_LAWYER_SORT } from '@cld/reference/lawyer-search';
import {
  EMPTY_BROWSE_STATE,
  changeFilters,
  type BrowseState,
  withSortItCanKeep,
} from './browse-params.ts';
import { rebaseBrowseState } from './rebase.ts';

describe('rebaseBrowseState: a change made on a screen the address is ahead of', () => {
  const base = EMPTY_BROWSE_STATE;
  const family = { ...base, practiceAreas: ['Family Law'] };

  it('keeps the filter of the click the screen has not shown yet', () => {
    // Seen: nothing chosen. The address already has Family Law. The visitor chooses Quebec.
    const next = changeFilters(base, { province: 'QC' });
    expect(rebaseBrowseState(base, next, family)).toEqual({ ...family, province: 'QC' });
  });

  it('merges lists by what was added and removed', () => {
    const current = { ...base, languages: ['French', 'Spanish'] };
    const seen = { ...base, languages: ['French'] };
    expect(
      rebaseBrowseState(seen, { ...seen, languages: ['French', 'Punjabi'] }, current).languages,
    ).toEqual(['French', 'Spanish', 'Punjabi']);
    expect(rebaseBrowseState(seen, { ...seen, languages: [] }, current).languages).toEqual([
      'Spanish',
    ]);
  });

  it('moves the place as one: a new province drops the address’s city', () => {
    const current: BrowseState = { ...base, province: 'QC', city: 'Laval', radius: 25 };
    const seen: BrowseState = { ...base, province: 'QC' };
    const next = changeFilters(seen, { province: 'ON' });
    const rebased = rebaseBrowseState(seen, next, current);
    expect([rebased.province, rebased.city, rebased.radius]).toEqual(['ON', '', 0]);
  });

  it('starts a filtered list at page 1, and keeps a page when only the view changes', () => {
    const current = { ...family, page: 3 };
    expect(rebaseBrowseState(base, changeFilters(base, { verified: true }), current).page).toBe(1);
    expect(rebaseBrowseState(base, { ...base, view: 'list' }, current)).toEqual({
      ...current,
      view: 'list',
    });
  });

  it('is the change itself when the screen is up to date', () => {
    const next = changeFilters(family, { languages: ['French'], offers: ['free-consultation'] });
    expect(rebaseBrowseState(family, next, family)).toEqual(next);
  });

  it('gives up nearest first when the merged search has no centre', () => {
    const seen: BrowseState = { ...base, province: 'QC', city: 'Laval', radius: 25 };
    const next = { ...seen, sort: 'distance' as const };
    // The address has already lost its radius (an earlier click).
    const current = { ...seen, radius: 0 };
    expect(withSortItCanKeep(rebaseBrowseState(seen, next, current)).sort).toBe(
      DEFAULT_LAWYER_SORT,
    );
    expect(withSortItCanKeep(rebaseBrowseState(seen, next, seen)).sort).toBe('distance');
  });
});
