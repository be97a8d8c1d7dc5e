import type { Lawyer } from '@cld/contract/lawyers';
import { PROVINCES } from '@cld/reference/provinces';

/** Lower case, without accents, punctuation or spaces: "Montréal, QC" and "montreal qc" match. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * What the profile's address block adds below the street line (issue 37): the office's postal code
 * unless the street line already holds it, and the location as the lawyer wrote it ("Downtown
 * Montréal") only when it says more than the city and province already shown — "Halifax, Nova
 * Scotia" under "Halifax, NS" says nothing new.
 */
export function officeAddressExtras(
  lawyer: Pick<Lawyer, 'address' | 'postalCode' | 'location' | 'city' | 'province'>,
): { postalCode: string | null; location: string | null } {
  const street = folded(lawyer.address);
  const postalCode =
    lawyer.postalCode && !street.includes(folded(lawyer.postalCode)) ? lawyer.postalCode : null;
  const province = PROVINCES.find((known) => known.code === lawyer.province);
  const restatements = [
    lawyer.city,
    ...[lawyer.province, province?.name, province?.nameFr].flatMap((name) =>
      name ? [`${lawyer.city} ${name}`] : [],
    ),
  ].map(folded);
  const location = folded(lawyer.location);
  const saysMore =
    location !== '' && !street.includes(location) && !restatements.includes(location);
  return { postalCode, location: saysMore ? lawyer.location : null };
}
