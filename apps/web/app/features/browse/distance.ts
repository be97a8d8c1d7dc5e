import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { DEFAULT_RADIUS_KM } from '@cld/reference/practice-details';
import { elidesBefore } from '../../i18n/elision.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { centreOf, type BrowseState } from './browse-params.ts';

/** The centre the API answered with (`centre` of the search result). */
export type AnsweredCentre = NonNullable<LawyerSearchResult['centre']>;

/** "Laval, QC" / « Laval (QC) »: a city and its province's code, as the page's language writes it. */
export function placeName(t: Translate, city: string, province: string | null): string {
  return province ? t('browse.distance.place', { city, province }) : city;
}

/**
 * "within 25 km of Laval, QC" (« à moins de 25 km de Laval (QC) »), or "of your position": from the
 * API's answer when there is one (its city and radius), otherwise from the page's own state. Null
 * without a centre.
 */
export function withinText(
  t: Translate,
  state: BrowseState,
  answered: AnsweredCentre | null | undefined,
): string | null {
  const centre = centreOf(state);
  if (!centre) return null;
  const radius = answered?.radiusKm ?? (state.radius || DEFAULT_RADIUS_KM);
  if (centre.kind === 'position') return t('browse.distance.withinYou', { radius });
  const place = answered?.name
    ? placeName(t, answered.name, answered.province)
    : centre.kind === 'city'
      ? placeName(t, centre.city, centre.province)
      : centre.near;
  return t(elidesBefore(place) ? 'browse.distance.withinElided' : 'browse.distance.within', {
    radius,
    place,
  });
}

/** The first letter in capitals, for a phrase that stands alone (a chip: « À moins de… »). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
