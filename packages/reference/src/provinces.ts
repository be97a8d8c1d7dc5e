/**
 * Canada's 13 provinces and territories: the code every layer stores and sends, and the names
 * people read (English and French). Richer facts about a province (capital, legal aid, guides)
 * live in `@cld/content`, keyed by these codes.
 */
export const PROVINCES = [
  { code: 'ON', name: 'Ontario', nameFr: 'Ontario', kind: 'province' },
  { code: 'QC', name: 'Quebec', nameFr: 'Québec', kind: 'province' },
  { code: 'BC', name: 'British Columbia', nameFr: 'Colombie-Britannique', kind: 'province' },
  { code: 'AB', name: 'Alberta', nameFr: 'Alberta', kind: 'province' },
  { code: 'MB', name: 'Manitoba', nameFr: 'Manitoba', kind: 'province' },
  { code: 'SK', name: 'Saskatchewan', nameFr: 'Saskatchewan', kind: 'province' },
  { code: 'NS', name: 'Nova Scotia', nameFr: 'Nouvelle-Écosse', kind: 'province' },
  { code: 'NB', name: 'New Brunswick', nameFr: 'Nouveau-Brunswick', kind: 'province' },
  {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    nameFr: 'Terre-Neuve-et-Labrador',
    kind: 'province',
  },
  { code: 'PE', name: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard', kind: 'province' },
  {
    code: 'NT',
    name: 'Northwest Territories',
    nameFr: 'Territoires du Nord-Ouest',
    kind: 'territory',
  },
  { code: 'YT', name: 'Yukon', nameFr: 'Yukon', kind: 'territory' },
  { code: 'NU', name: 'Nunavut', nameFr: 'Nunavut', kind: 'territory' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];

/** The codes in the order above (Ontario first), for enums and select lists. */
export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [
  ProvinceCode,
  ...ProvinceCode[],
];

const codes = new Set<string>(PROVINCE_CODES);

export function isProvinceCode(value: string): value is ProvinceCode {
  return codes.has(value);
}
