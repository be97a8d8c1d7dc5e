import type { Translate } from '../../i18n/i18n.ts';
import type { SearchChip } from '../lawyers/index.ts';
import { changeFilters, type BrowseState } from './browse-params.ts';
import { capitalised, withinText, type AnsweredCentre } from './distance.ts';

const chip = (key: string, value: string): SearchChip => ({
  key: `detail:${key}`,
  kind: 'detail',
  value,
  words: [],
  explicit: true,
});

/**
 * The distance and the stated-details filters as removable chips, after the search's own chips:
 * "Within 25 km of Laval, QC × · Free first consultation × · Accepts legal aid ×".
 */
export function matchingChips(
  t: Translate,
  state: BrowseState,
  answered: AnsweredCentre | null | undefined,
): SearchChip[] {
  const within = withinText(t, state, answered);
  return [
    ...(within ? [chip('distance', capitalised(within))] : []),
    ...state.offers.map((offer) => chip(`offers:${offer}`, t(`browse.filters.offers.${offer}`))),
    ...state.funding.map((option) =>
      chip(`funding:${option}`, t(`browse.filters.funding.${option}`)),
    ),
    ...state.meeting.map((mode) => chip(`meeting:${mode}`, t(`browse.filters.meeting.${mode}`))),
    ...(state.stepFree ? [chip('stepFree', t('browse.filters.stepFree'))] : []),
    ...(state.acceptingClients
      ? [chip('acceptingClients', t('browse.filters.acceptingClients'))]
      : []),
  ];
}

/** The state without a chip of `matchingChips`; the distance chip takes its centre with it. */
export function withoutMatchingChip(state: BrowseState, { key }: SearchChip): BrowseState {
  const [, group, value] = key.split(':');
  switch (group) {
    case 'distance':
      return changeFilters(state, { near: '', lat: null, lng: null, radius: 0 });
    case 'offers':
      return changeFilters(state, { offers: state.offers.filter((offer) => offer !== value) });
    case 'funding':
      return changeFilters(state, { funding: state.funding.filter((option) => option !== value) });
    case 'meeting':
      return changeFilters(state, { meeting: state.meeting.filter((mode) => mode !== value) });
    case 'stepFree':
      return changeFilters(state, { stepFree: false });
    case 'acceptingClients':
      return changeFilters(state, { acceptingClients: false });
    default:
      return state;
  }
}
