import { PROVINCES, type Province } from '@cld/content/provinces';
import { slugify } from '@cld/content/text-folding';

/**
 * Landing pages of the directory's places: `/lawyers-in/{province}`, `…/{city}` and
 * `…/{city}/{practice-area}` (decision 008). The prefix keeps them apart from `/lawyers/{id}`.
 */
export const PLACES_PREFIX = '/lawyers-in';

const provincesBySlug = new Map(PROVINCES.map((province) => [slugify(province.name), province]));

export function findProvinceBySlug(slug: string): Province | undefined {
  return provincesBySlug.get(slug);
}

export function placePath({
  province,
  city,
  practiceArea,
}: {
  /** Province code, e.g. `ON`. */
  province: string;
  /** City name as the directory writes it. */
  city?: string;
  /** Practice area slug. */
  practiceArea?: string;
}): string {
  const provinceName = PROVINCES.find((p) => p.code === province)?.name ?? province;
  const segments = [slugify(provinceName)];
  if (city) segments.push(slugify(city));
  if (city && practiceArea) segments.push(practiceArea);
  return `${PLACES_PREFIX}/${segments.join('/')}`;
}
