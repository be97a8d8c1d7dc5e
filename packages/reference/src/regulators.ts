import type { ProvinceCode } from './provinces.ts';

/**
 * Canada's 14 law societies by slug: one per province and territory, plus Quebec's Chambre des
 * notaires (Quebec's notaries are lawyers' counterparts for real estate, wills and marriage
 * contracts). The slug is what a verified lawyer's record stores; the websites, lookup pages and
 * phone numbers live in `@cld/content/regulators` and `@cld/content/law-societies`.
 */
export const REGULATORS = [
  { slug: 'law-society-of-ontario', name: 'Law Society of Ontario', province: 'ON' },
  { slug: 'barreau-du-quebec', name: 'Barreau du Québec', province: 'QC' },
  {
    slug: 'chambre-des-notaires-du-quebec',
    name: 'Chambre des notaires du Québec',
    province: 'QC',
  },
  {
    slug: 'law-society-of-british-columbia',
    name: 'Law Society of British Columbia',
    province: 'BC',
  },
  { slug: 'law-society-of-alberta', name: 'Law Society of Alberta', province: 'AB' },
  { slug: 'the-law-society-of-manitoba', name: 'The Law Society of Manitoba', province: 'MB' },
  { slug: 'law-society-of-saskatchewan', name: 'Law Society of Saskatchewan', province: 'SK' },
  {
    slug: 'nova-scotia-barristers-society',
    name: "Nova Scotia Barristers' Society",
    province: 'NS',
  },
  { slug: 'law-society-of-new-brunswick', name: 'Law Society of New Brunswick', province: 'NB' },
  {
    slug: 'law-society-of-newfoundland-and-labrador',
    name: 'Law Society of Newfoundland and Labrador',
    province: 'NL',
  },
  {
    slug: 'law-society-of-prince-edward-island',
    name: 'Law Society of Prince Edward Island',
    province: 'PE',
  },
  {
    slug: 'law-society-of-the-northwest-territories',
    name: 'Law Society of the Northwest Territories',
    province: 'NT',
  },
  { slug: 'law-society-of-yukon', name: 'Law Society of Yukon', province: 'YT' },
  { slug: 'law-society-of-nunavut', name: 'Law Society of Nunavut', province: 'NU' },
] as const satisfies readonly { slug: string; name: string; province: ProvinceCode }[];

export type RegulatorSlug = (typeof REGULATORS)[number]['slug'];

export const REGULATOR_SLUGS = REGULATORS.map((regulator) => regulator.slug) as [
  RegulatorSlug,
  ...RegulatorSlug[],
];
