import type { NearbyCity } from '@cld/contract/lawyers';
import type { ProvinceCode } from '@cld/reference/provinces';
import { callApi, type CallContext } from '../../lib/api/api.ts';

/** How many nearby cities a city's landing page lists. */
export const NEARBY_CITIES_SHOWN = 6;

/**
 * The cities nearest a landing page's city that have lawyers, nearest first, for the page's
 * "Nearby cities" (written on the server: the page ships no code to fetch them). A city the API
 * does not know, or an API that fails, gives none: the list is a help, never the page's reason to
 * fail.
 */
export async function loadNearbyCities(
  context: CallContext,
  { province, city }: { province: ProvinceCode; city: string },
): Promise<NearbyCity[]> {
  try {
    const { body } = await callApi(
      (api) => api.lawyers.nearbyCities,
      { query: { city, province, limit: String(NEARBY_CITIES_SHOWN) } },
      context,
    );
    return body.filter((row) => !(row.name === city && row.province === province));
  } catch {
    return [];
  }
}
