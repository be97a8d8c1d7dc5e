import { REGULATORS, type RegulatorSlug } from '@cld/reference/regulators';

/**
 * Where the public checks a law society's licences, by slug (names and slugs from
 * `@cld/reference/regulators`; `law-societies.ts` has the guides' fuller records, and a test keeps
 * them equal). A separate, small module because lawyer cards on every browse page need only these,
 * not the guides' data. `lookupUrl` is given only where the regulator's public member search has a
 * known stable address; elsewhere visitors are sent to the society's website.
 */
export interface RegulatorLink {
  website: string;
  lookupUrl?: string;
}

export const REGULATOR_LINKS: Record<RegulatorSlug, RegulatorLink> = {
  'law-society-of-ontario': {
    website: 'https://lso.ca',
    lookupUrl: 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/directory-search',
  },
  'barreau-du-quebec': { website: 'https://www.barreau.qc.ca' },
  'chambre-des-notaires-du-quebec': {
    website: 'https://www.cnq.org',
  },
  'law-society-of-british-columbia': {
    website: 'https://www.lawsociety.bc.ca',
    lookupUrl: 'https://www.lawsociety.bc.ca/lsbc/apps/lkup/mbr-search.cfm',
  },
  'law-society-of-alberta': {
    website: 'https://www.lawsociety.ab.ca',
  },
  'the-law-society-of-manitoba': {
    website: 'https://lawsociety.mb.ca',
  },
  'law-society-of-saskatchewan': {
    website: 'https://www.lawsociety.sk.ca',
  },
  'nova-scotia-barristers-society': {
    website: 'https://nsbs.org',
  },
  'law-society-of-new-brunswick': {
    website: 'https://lawsociety-barreau.nb.ca',
  },
  'law-society-of-newfoundland-and-labrador': {
    website: 'https://lsnl.ca',
  },
  'law-society-of-prince-edward-island': {
    website: 'https://lawsocietypei.ca',
  },
  'law-society-of-the-northwest-territories': {
    website: 'https://lawsociety.nt.ca',
  },
  'law-society-of-yukon': { website: 'https://lawsocietyyukon.com' },
  'law-society-of-nunavut': { website: 'https://lawsociety.nu.ca' },
};

const names = new Map<string, string>(REGULATORS.map((r) => [r.slug, r.name]));

/** Where to check a licence with this regulator: its public lookup, else its website. */
export function regulatorLink(slug: string): { name: string; href: string } | undefined {
  const name = names.get(slug);
  if (name === undefined) return undefined;
  const regulator = REGULATOR_LINKS[slug as RegulatorSlug];
  return { name, href: regulator.lookupUrl ?? regulator.website };
}
