import { useApiQuery } from '../../lib/api/api.ts';
import {
  citiesQuery,
  locationsQuery,
  practiceAreasQuery,
  type ReferenceFreshness,
} from './queries.ts';

export function usePracticeAreas(page: ReferenceFreshness) {
  const query = useApiQuery((api) => api.reference.practiceAreas, practiceAreasQuery(page));
  return query.data?.body ?? [];
}

export function useProvinces(page: ReferenceFreshness) {
  const query = useApiQuery((api) => api.reference.locations, locationsQuery(page));
  return query.data?.body.provinces ?? [];
}

/** Cities are asked for only once a province is chosen (spec §4). */
export function useCities({ province, page }: { province: string; page: ReferenceFreshness }) {
  const query = useApiQuery((api) => api.reference.cities, {
    ...citiesQuery({ province, page }),
    enabled: province !== '',
  });
  return { cities: query.data?.body ?? [], isLoading: query.isLoading };
}
