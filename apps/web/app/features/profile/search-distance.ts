import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { useQueryClient } from '@tanstack/react-query';

/** How far the lawyer is from the centre of the search the visitor came from, as the API measured it. */
export interface SearchDistance {
  distanceKm: number;
  /** Where it was measured from: a reference city, or the visitor's position (`name` null). */
  centre: NonNullable<LawyerSearchResult['centre']>;
}

/**
 * The distance the API gave this lawyer in the visitor's latest search with a centre (browse, a
 * landing page), read from the page's query cache: nothing is sent, stored or guessed, and a profile
 * opened from elsewhere (a shared link, a search engine) shows no distance at all.
 */
export function useSearchDistance(lawyerId: number): SearchDistance | null {
  const queries = useQueryClient()
    .getQueryCache()
    .findAll({ queryKey: ['lawyers', 'search'] });
  let latest: (SearchDistance & { at: number }) | null = null;
  for (const query of queries) {
    const body = (query.state.data as { body?: LawyerSearchResult } | undefined)?.body;
    const centre = body?.centre;
    const found = body?.lawyers.find((lawyer) => lawyer.id === lawyerId);
    if (!centre || found?.distanceKm === undefined) continue;
    if (latest === null || query.state.dataUpdatedAt > latest.at)
      latest = { distanceKm: found.distanceKm, centre, at: query.state.dataUpdatedAt };
  }
  return latest && { distanceKm: latest.distanceKm, centre: latest.centre };
}
