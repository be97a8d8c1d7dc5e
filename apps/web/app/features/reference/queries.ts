import { CACHE_TIMES } from '../../lib/query/cache-times.ts';

/** Reference data is shared by home (5 minutes fresh) and browse (10 minutes), spec §7. */
export type ReferenceFreshness = 'home' | 'browse';

function freshness(page: ReferenceFreshness) {
  return page === 'home' ? CACHE_TIMES.homeReference : CACHE_TIMES.browseReference;
}

export function practiceAreasQuery(page: ReferenceFreshness) {
  return { queryKey: ['reference', 'practice-areas'] as const, ...freshness(page) };
}

export function locationsQuery(page: ReferenceFreshness) {
  return { queryKey: ['reference', 'locations'] as const, ...freshness(page) };
}

export function citiesQuery({ province, page }: { province: string; page: ReferenceFreshness }) {
  return {
    queryKey: ['reference', 'cities', province] as const,
    queryData: { query: { province } },
    ...freshness(page),
  };
}

export function statsQuery(page: ReferenceFreshness) {
  return { queryKey: ['reference', 'stats'] as const, ...freshness(page) };
}
