import type { Language } from '@cld/contract/languages';
import { cityNameFr } from '@cld/content/city-names.fr';
import { PROVINCES } from '@cld/reference/provinces';
import { oneLine } from '../mail/plain-text.ts';

/**
 * Where an in-person consultation takes place, in full (issue 37 item 5): the profile's street
 * address, then its city, province and postal code as the reader's language writes them ("123 Main
 * Street, Winnipeg, Manitoba R3C 1A1"; « 123, rue Principale, Montréal (Québec) H2Y 1C6 », as
 * Canada Post's French addresses put the province). The one text the booking's page, e-mails and
 * `.ics` LOCATION show. A part the street line already holds (a lawyer who typed "…, Winnipeg MB
 * R3C 1A1") is not repeated.
 */
export function officeAddressText(
  office: { address: string; city: string; province: string; postalCode: string | null },
  language: Language,
): string | null {
  const street = oneLine(office.address);
  if (street === '') return null;
  const known = PROVINCES.find((province) => province.code === office.province);
  const city = language === 'fr' ? cityNameFr(office.city) : office.city;
  const provinceName = known ? (language === 'fr' ? known.nameFr : known.name) : office.province;
  const has = (part: string) => part !== '' && fold(street).includes(fold(part));
  const hasProvince = has(provinceName) || new RegExp(`\\b${office.province}\\b`).test(street);
  const cityPart = has(city) || has(office.city) ? '' : city;
  const code = office.postalCode ?? '';
  const codePart = code === '' || compact(street).includes(compact(code)) ? '' : code;
  if (language === 'fr') {
    const place = [cityPart, hasProvince ? '' : `(${provinceName})`, codePart]
      .filter(Boolean)
      .join(' ');
    return place === '' ? street : `${street}, ${place}`;
  }
  const region = [hasProvince ? '' : provinceName, codePart].filter(Boolean).join(' ');
  return [street, cityPart, region].filter(Boolean).join(', ');
}

/** Upper case without spaces or hyphens: "h2y-1c6" and "H2Y 1C6" are one postal code. */
const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** Lower case without accents: "Montréal" and "MONTREAL" are one city. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
