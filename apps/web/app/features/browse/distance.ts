import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { DEFAULT_RADIUS_KM } from '@cld/reference/practice-details';
import { elidesBefore } from '../../i18n/elision.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { centreOf, roundCoordinate, type BrowseState } from './browse-params.ts';

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

/** How long the browser may take to find the position, and how old a position it may reuse. */
const LOCATE_TIMEOUT_MS = 15_000;
const LOCATE_MAX_AGE_MS = 5 * 60_000;

export type LocateFailure = 'denied' | 'unavailable' | 'unsupported';

/**
 * Asks the browser for the visitor's position once, rounded to about 1 km before anyone sees it
 * ("Near me" in the filters, and the "near me" a search text asked for).
 */
export function locateVisitor(
  onPosition: (position: { lat: number; lng: number }) => void,
  onFailure: (failure: LocateFailure) => void,
): void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    onFailure('unsupported');
    return;
  }
  navigator.geolocation.getCurrentPosition(
    ({ coords }) =>
      onPosition({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) }),
    // 1 is PERMISSION_DENIED; a timeout or no fix is the position being unavailable.
    (error) => onFailure(error.code === 1 ? 'denied' : 'unavailable'),
    { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
  );
}
