import type { ProvinceCode } from './provinces.ts';

/**
 * Canada's 14 law societies by slug: one per province and territory, plus Quebec's Chambre des
 * notaires (Quebec's notaries are lawyers' counterparts for real estate, wills and marriage
 * contracts). The slug is what a verified lawyer's record stores; the websites, lookup pages and
 * phone numbers live in `@cld/content/regulators` and `@cld/content/law-societies`.
 */
const ROWS = [
  // slug, name, province
  ['law-society-of-ontario', 'Law Society of Ontario', 'ON'],
  ['barreau-du-quebec', 'Barreau du Québec', 'QC'],
  ['chambre-des-notaires-du-quebec', 'Chambre des notaires du Québec', 'QC'],
  ['law-society-of-british-columbia', 'Law Society of British Columbia', 'BC'],
  ['law-society-of-alberta', 'Law Society of Alberta', 'AB'],
  ['the-law-society-of-manitoba', 'The Law Society of Manitoba', 'MB'],
  ['law-society-of-saskatchewan', 'Law Society of Saskatchewan', 'SK'],
  ['nova-scotia-barristers-society', "Nova Scotia Barristers' Society", 'NS'],
  ['law-society-of-new-brunswick', 'Law Society of New Brunswick', 'NB'],
  ['law-society-of-newfoundland-and-labrador', 'Law Society of Newfoundland and Labrador', 'NL'],
  ['law-society-of-prince-edward-island', 'Law Society of Prince Edward Island', 'PE'],
  ['law-society-of-the-northwest-territories', 'Law Society of the Northwest Territories', 'NT'],
  ['law-society-of-yukon', 'Law Society of Yukon', 'YT'],
  ['law-society-of-nunavut', 'Law Society of Nunavut', 'NU'],
] as const satisfies readonly (readonly [string, string, ProvinceCode])[];

export type RegulatorSlug = (typeof ROWS)[number][0];

export interface Regulator {
  slug: RegulatorSlug;
  name: string;
  province: ProvinceCode;
}

export const REGULATORS: readonly Regulator[] = ROWS.map(([slug, name, province]) => ({
  slug,
  name,
  province,
}));

export const REGULATOR_SLUGS = REGULATORS.map((regulator) => regulator.slug) as [
  RegulatorSlug,
  ...RegulatorSlug[],
];
