/**
 * Canada's 13 provinces and territories: the code every layer stores and sends, the names people
 * read (English and French) and the capital. Richer facts about a province (legal aid, guides) live
 * in `@cld/content`, keyed by these codes.
 */
export const PROVINCES = [
  { code: 'ON', name: 'Ontario', nameFr: 'Ontario', capital: 'Toronto', kind: 'province' },
  { code: 'QC', name: 'Quebec', nameFr: 'Québec', capital: 'Québec City', kind: 'province' },
  {
    code: 'BC',
    name: 'British Columbia',
    nameFr: 'Colombie-Britannique',
    capital: 'Victoria',
    kind: 'province',
  },
  { code: 'AB', name: 'Alberta', nameFr: 'Alberta', capital: 'Edmonton', kind: 'province' },
  { code: 'MB', name: 'Manitoba', nameFr: 'Manitoba', capital: 'Winnipeg', kind: 'province' },
  { code: 'SK', name: 'Saskatchewan', nameFr: 'Saskatchewan', capital: 'Regina', kind: 'province' },
  {
    code: 'NS',
    name: 'Nova Scotia',
    nameFr: 'Nouvelle-Écosse',
    capital: 'Halifax',
    kind: 'province',
  },
  {
    code: 'NB',
    name: 'New Brunswick',
    nameFr: 'Nouveau-Brunswick',
    capital: 'Fredericton',
    kind: 'province',
  },
  {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    nameFr: 'Terre-Neuve-et-Labrador',
    capital: "St. John's",
    kind: 'province',
  },
  {
    code: 'PE',
    name: 'Prince Edward Island',
    nameFr: 'Île-du-Prince-Édouard',
    capital: 'Charlottetown',
    kind: 'province',
  },
  {
    code: 'NT',
    name: 'Northwest Territories',
    nameFr: 'Territoires du Nord-Ouest',
    capital: 'Yellowknife',
    kind: 'territory',
  },
  { code: 'YT', name: 'Yukon', nameFr: 'Yukon', capital: 'Whitehorse', kind: 'territory' },
  { code: 'NU', name: 'Nunavut', nameFr: 'Nunavut', capital: 'Iqaluit', kind: 'territory' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];

/**
 * The codes in the order above (Ontario first), for enums and select lists. `@__PURE__` here and
 * below: a page that does not use them does not ship them (the bundler keeps calls otherwise).
 */
export const PROVINCE_CODES = /* @__PURE__ */ PROVINCES.map((province) => province.code) as [
  ProvinceCode,
  ...ProvinceCode[],
];

const codes = /* @__PURE__ */ new Set<string>(PROVINCE_CODES);

export function isProvinceCode(value: string): value is ProvinceCode {
  return codes.has(value);
}
