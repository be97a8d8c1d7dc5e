import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';
import { REGULATORS, type Regulator } from '@cld/reference/regulators';

/**
 * Canada's 14 law societies: one for each province and territory, plus the Chambre des notaires du
 * Québec, which regulates Quebec's notaries (in Quebec, notaries are lawyers' counterparts for
 * real estate, wills and marriage contracts). Names and websites come from `province-legal-info`,
 * so the profile page and the guides never disagree. A phone number is given only where it is the
 * regulator's published main line and was confirmed; otherwise it is left out.
 */
export interface LawSociety extends Sourced {
  slug: string;
  name: string;
  province: ProvinceCode;
  regulates: 'lawyers' | 'notaries';
  website: string;
  /** The regulator's public member search, where its address is known (`@cld/reference/regulators`). */
  lookupUrl?: string;
  phone?: string;
  tollFreePhone?: string;
  /** What the public can do here, in one line. */
  publicServices: string;
}

const PUBLIC_SERVICES =
  'Confirms whether a lawyer is licensed and in good standing, receives complaints about lawyers, and publishes discipline decisions.';

/**
 * Phone numbers only where a regulator's own page states them, with that page as the source
 * (checked 2026-11-24); a number found only on a home page or a third party's page is left out.
 */
const PHONES: Partial<
  Record<ProvinceCode, Pick<LawSociety, 'phone' | 'tollFreePhone' | 'source' | 'asOf'>>
> = {
  QC: {
    tollFreePhone: '1-800-361-8495',
    source: 'https://www.barreau.qc.ca/fr/ressources-avocats/tableau-ordre/inscription/',
    asOf: '2026-11-24',
  },
};

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const LAW_SOCIETIES: readonly LawSociety[] = PROVINCES.flatMap((province) =>
  PROVINCE_LEGAL_INFO[province.code].regulators.map((regulator, index) => {
    const slug = slugify(regulator.name);
    const lookupUrl = (REGULATORS as Partial<Record<string, Regulator>>)[slug]?.lookupUrl;
    return {
      slug,
      name: regulator.name,
      province: province.code,
      regulates: regulator.regulates,
      website: regulator.website,
      ...(lookupUrl ? { lookupUrl } : {}),
      publicServices:
        regulator.regulates === 'notaries'
          ? 'Confirms whether a notary is a member in good standing and receives complaints about notaries.'
          : PUBLIC_SERVICES,
      source: regulator.source,
      asOf: CONTENT_REVIEWED,
      // Quebec's second regulator is the notaries' chamber; the phone numbers above are the bars'.
      ...(index === 0 ? PHONES[province.code] : {}),
    };
  }),
);

export function findLawSocieties(province: ProvinceCode): LawSociety[] {
  return LAW_SOCIETIES.filter((society) => society.province === province);
}
