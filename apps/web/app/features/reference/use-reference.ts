import { tsr } from '../../lib/api/client.ts';
import {
  citiesQuery,
  locationsQuery,
  practiceAreasQuery,
  type ReferenceFreshness,
} from './queries.ts';

export function usePracticeAreas(page: ReferenceFreshness) {
  const query = tsr.reference.practiceAreas.useQuery(practiceAreasQuery(page));
  return query.data?.body ?? [];
}

export function useProvinces(page: ReferenceFreshness) {
  const query = tsr.reference.locations.useQuery(locationsQuery(page));
  return query.data?.body.provinces ?? [];
}

/** Cities are asked for only once a province is chosen (spec §4). */
export function useCities({ province, page }: { province: string; page: ReferenceFreshness }) {
  const query = tsr.reference.cities.useQuery({
    ...citiesQuery({ province, page }),
    enabled: province !== '',
  });
  return { cities: query.data?.body ?? [], isLoading: query.isLoading };
}
