import type { ProvinceCode } from './provinces.ts';

/**
 * Canada's 14 law societies by slug: one per province and territory, plus Quebec's Chambre des
 * notaires (Quebec's notaries are lawyers' counterparts for real estate, wills and marriage
 * contracts). The slug is what a verified lawyer's record stores. `lookupUrl` is given only where
 * the regulator's public member search has a known stable address; elsewhere visitors are sent to
 * the society's website. The guides' fuller records (`@cld/content/law-societies`, from the sourced
 * provincial data) are tested equal to these.
 */
export interface Regulator {
  name: string;
  website: string;
  lookupUrl?: string;
}

export const REGULATORS = {
  'law-society-of-ontario': {
    name: 'Law Society of Ontario',
    website: 'https://lso.ca',
    lookupUrl: 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/directory-search',
  },
  'barreau-du-quebec': {
    name: 'Barreau du Québec',
    website: 'https://www.barreau.qc.ca',
  },
  'chambre-des-notaires-du-quebec': {
    name: 'Chambre des notaires du Québec',
    website: 'https://www.cnq.org',
  },
  'law-society-of-british-columbia': {
    name: 'Law Society of British Columbia',
    website: 'https://www.lawsociety.bc.ca',
    lookupUrl: 'https://www.lawsociety.bc.ca/lsbc/apps/lkup/mbr-search.cfm',
  },
  'law-society-of-alberta': {
    name: 'Law Society of Alberta',
    website: 'https://www.lawsociety.ab.ca',
  },
  'the-law-society-of-manitoba': {
    name: 'The Law Society of Manitoba',
    website: 'https://lawsociety.mb.ca',
  },
  'law-society-of-saskatchewan': {
    name: 'Law Society of Saskatchewan',
    website: 'https://www.lawsociety.sk.ca',
  },
  'nova-scotia-barristers-society': {
    name: "Nova Scotia Barristers' Society",
    website: 'https://nsbs.org',
  },
  'law-society-of-new-brunswick': {
    name: 'Law Society of New Brunswick',
    website: 'https://lawsociety-barreau.nb.ca',
  },
  'law-society-of-newfoundland-and-labrador': {
    name: 'Law Society of Newfoundland and Labrador',
    website: 'https://lsnl.ca',
  },
  'law-society-of-prince-edward-island': {
    name: 'Law Society of Prince Edward Island',
    website: 'https://lawsocietypei.ca',
  },
  'law-society-of-the-northwest-territories': {
    name: 'Law Society of the Northwest Territories',
    website: 'https://lawsociety.nt.ca',
  },
  'law-society-of-yukon': {
    name: 'Law Society of Yukon',
    website: 'https://lawsocietyyukon.com',
  },
  'law-society-of-nunavut': {
    name: 'Law Society of Nunavut',
    website: 'https://lawsociety.nu.ca',
  },
} as const satisfies Record<string, Regulator>;

export type RegulatorSlug = keyof typeof REGULATORS;

/**
 * The law societies of each province and territory (Quebec's bar and its notaries' chamber): a
 * record over every code, so a province without one is a type error. Apart from the table above
 * because no page needs it, and the table ships on every page (lawyer cards link to it).
 */
export const PROVINCE_REGULATORS: Record<
  ProvinceCode,
  readonly [RegulatorSlug, ...RegulatorSlug[]]
> = {
  ON: ['law-society-of-ontario'],
  QC: ['barreau-du-quebec', 'chambre-des-notaires-du-quebec'],
  BC: ['law-society-of-british-columbia'],
  AB: ['law-society-of-alberta'],
  MB: ['the-law-society-of-manitoba'],
  SK: ['law-society-of-saskatchewan'],
  NS: ['nova-scotia-barristers-society'],
  NB: ['law-society-of-new-brunswick'],
  NL: ['law-society-of-newfoundland-and-labrador'],
  PE: ['law-society-of-prince-edward-island'],
  NT: ['law-society-of-the-northwest-territories'],
  YT: ['law-society-of-yukon'],
  NU: ['law-society-of-nunavut'],
};

/** The slugs in the order above, for enums (`@__PURE__`: pages that do not use it do not ship it). */
export const REGULATOR_SLUGS = /* @__PURE__ */ Object.keys(REGULATORS) as [
  RegulatorSlug,
  ...RegulatorSlug[],
];

/** Where to check a licence with this regulator: its public lookup, else its website. */
export function regulatorLink(slug: string): { name: string; href: string } | undefined {
  const regulator: Regulator | undefined = (REGULATORS as Partial<Record<string, Regulator>>)[slug];
  if (!regulator) return undefined;
  return { name: regulator.name, href: regulator.lookupUrl ?? regulator.website };
}
