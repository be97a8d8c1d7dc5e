import type { ProvinceCode } from '@cld/reference/provinces';
import { CACHE_TIMES } from '../../lib/query/cache-times.ts';
import { lawyerSearchQuery } from '../lawyers/index.ts';

/** How many of a place's best-rated lawyers its page shows. */
export const PLACE_TOP_LAWYERS = 6;

export function placeLawyersQuery({
  province,
  city,
  practiceArea,
}: {
  province: ProvinceCode;
  city?: string;
  /** Practice area name, as the search takes it. */
  practiceArea?: string;
}) {
  return lawyerSearchQuery({
    province,
    city,
    practiceAreas: practiceArea ? [practiceArea] : undefined,
    sort: 'rating',
    pageSize: PLACE_TOP_LAWYERS,
  });
}

export function cityPracticeAreasQuery({ province, city }: { province: string; city: string }) {
  return {
    queryKey: ['reference', 'city-practice-areas', province, city] as const,
    queryData: { query: { province, city } },
    ...CACHE_TIMES.browseReference,
  };
}
