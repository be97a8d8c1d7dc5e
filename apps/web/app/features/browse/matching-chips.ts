import type { SearchInterpretation } from '@cld/contract/lawyers';
import {
  activeFilterValues,
  filterValueLabel,
  searchFilter,
  type SearchFilterParam,
} from '@cld/reference/search-filters';
import type { Translate } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';
import { understoodDetailChips, type SearchChip } from '../lawyers/index.ts';
import { changeFilters, type BrowseState } from './browse-params.ts';
import { capitalised, withinText, type AnsweredCentre } from './distance.ts';

const chipKey = (param: string, value: string | true) => `detail:${param}:${String(value)}`;

/**
 * The distance and the practice-detail filters as removable chips, after the search's own chips:
 * "Within 25 km of Laval, QC × · Free first consultation × · Accepts legal aid ×". A detail the
 * search text named ("free consultation") is the same chip as the ticked box, with its words.
 */
export function matchingChips(
  t: Translate,
  locale: Locale,
  state: BrowseState,
  answered: AnsweredCentre | null | undefined,
  interpretation: SearchInterpretation | null = null,
): SearchChip[] {
  const within = withinText(t, state, answered);
  const chips: SearchChip[] = within
    ? [
        {
          key: 'detail:distance',
          kind: 'detail',
          value: capitalised(within),
          words: [],
          explicit: true,
        },
      ]
    : [];
  for (const { filter, value } of activeFilterValues(state)) {
    chips.push({
      key: chipKey(filter.param, value),
      kind: 'detail',
      value: filterValueLabel(filter, value, locale),
      words: [],
      explicit: true,
    });
  }
  for (const understood of understoodDetailChips(interpretation, locale)) {
    const same = chips.find((chip) => chip.key === understood.key);
    if (same) same.words.push(...understood.words);
    else chips.push(understood);
  }
  return chips;
}

/** The state without a detail chip's filter (its words leave the text apart, chip-removal.ts). */
export function withoutMatchingChip(state: BrowseState, { key }: SearchChip): BrowseState {
  const [, param, value] = key.split(':');
  if (param === 'distance') {
    return changeFilters(state, { near: '', lat: null, lng: null, radius: 0 });
  }
  return withoutDetail(state, param as SearchFilterParam, value!);
}

/** The state without one practice-detail value (a flag's value is "true"). */
export function withoutDetail(
  state: BrowseState,
  param: SearchFilterParam,
  value: string,
): BrowseState {
  const filter = searchFilter(param);
  if (filter.kind === 'flag') return changeFilters(state, { [param]: false });
  const ticked = state[filter.param] as readonly string[];
  return changeFilters(state, { [param]: ticked.filter((item) => item !== value) });
}
