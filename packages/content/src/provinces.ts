/** The 13 provinces and territories of Canada. */
export interface Province {
  code: ProvinceCode;
  name: string;
  nameFr: string;
  capital: string;
  kind: 'province' | 'territory';
}

export type ProvinceCode =
  'ON' | 'QC' | 'BC' | 'AB' | 'MB' | 'SK' | 'NS' | 'NB' | 'NL' | 'PE' | 'NT' | 'YT' | 'NU';

export const PROVINCES: readonly Province[] = [
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
];

const byCode = new Map(PROVINCES.map((p) => [p.code, p]));

export function findProvince(code: string): Province | undefined {
  return byCode.get(code.trim().toUpperCase() as ProvinceCode);
}
