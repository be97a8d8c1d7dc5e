/**
 * The law societies' names and where the public checks a licence, by slug (the slugs of
 * `law-societies.ts` and of `@cld/validation/licence`; tests keep all three equal). A separate,
 * small module because lawyer cards on every browse page need only these, not the guides' data.
 * `lookupUrl` is given only where the regulator's public member search has a known stable address;
 * elsewhere visitors are sent to the society's website.
 */
export interface RegulatorLink {
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
  'barreau-du-quebec': { name: 'Barreau du Québec', website: 'https://www.barreau.qc.ca' },
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
  'law-society-of-yukon': { name: 'Law Society of Yukon', website: 'https://lawsocietyyukon.com' },
  'law-society-of-nunavut': { name: 'Law Society of Nunavut', website: 'https://lawsociety.nu.ca' },
} as const satisfies Record<string, RegulatorLink>;

/** Where to check a licence with this regulator: its public lookup, else its website. */
export function regulatorLink(slug: string): { name: string; href: string } | undefined {
  const regulator: RegulatorLink | undefined = (REGULATORS as Record<string, RegulatorLink>)[slug];
  if (!regulator) return undefined;
  return { name: regulator.name, href: regulator.lookupUrl ?? regulator.website };
}
