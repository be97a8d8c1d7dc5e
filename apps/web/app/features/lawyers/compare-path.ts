import { MAX_COMPARED_LAWYERS } from '@cld/reference/lawyer-search';

/** Where distances in the compare view are measured from: a city, or a "near me" position. */
export type ComparePlace = { near: string } | { lat: number; lng: number };

/**
 * The compare view's English path (links translate it for a French page): `/compare?ids=4,9`, with
 * the search's place when it had one.
 */
export function comparePath(ids: readonly number[], place?: ComparePlace): string {
  const params = new URLSearchParams({ ids: ids.slice(0, MAX_COMPARED_LAWYERS).join(',') });
  if (place && 'near' in place) params.set('near', place.near);
  if (place && 'lat' in place) {
    params.set('lat', String(place.lat));
    params.set('lng', String(place.lng));
  }
  return `/compare?${params}`;
}
