import type { IsoDate, Sourced } from './content-types.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';

/**
 * The legal aid plan of each of the 13 provinces and territories (spec §3 "province legal aid").
 * Names, websites and published phone numbers come from `province-legal-info`, so the profile page
 * and the resources page show the same plan. Eligibility rules (income and asset thresholds) change
 * every year, so the notes say how eligibility works and send readers to the plan, rather than
 * quoting thresholds that go stale.
 */
export interface LegalAidOrganization extends Sourced {
  province: ProvinceCode;
  organization: string;
  website?: string;
  phone?: string;
  /** No single intake line: the official page saying to call the office nearest you. */
  localOffices?: { source: string; asOf: string };
  eligibilityNote: string;
  services: readonly string[];
}

/** The day each plan's website, phone and source page were checked. */
const LEGAL_AID_CHECKED: IsoDate = '2026-11-24';
/** Plans checked again since, on the day of that check (Manitoba's number, issue 37). */
const CHECKED_SINCE: Partial<Record<ProvinceCode, IsoDate>> = { MB: '2026-12-06' };
/** The day the pages sending readers to a plan's local offices were checked. */
const LOCAL_OFFICES_CHECKED: IsoDate = '2026-11-25';

const INCOME_TESTED =
  'Eligibility depends on your household income and assets and on the kind of legal problem. Contact the plan to check whether you qualify; duty counsel at the courthouse may help even if you do not.';

const DETAILS: Record<ProvinceCode, Pick<LegalAidOrganization, 'eligibilityNote' | 'services'>> = {
  ON: {
    eligibilityNote: `${INCOME_TESTED} Legal Aid Ontario also funds community legal clinics for housing, income support and other poverty-law problems.`,
    services: [
      'Criminal defence for eligible clients',
      'Family law services, including family law information centres at courthouses',
      'Immigration and refugee law',
      'Duty counsel in criminal and family courts',
      'Referrals to community legal clinics',
    ],
  },
  QC: {
    eligibilityNote:
      'Quebec legal aid is free for people under the income threshold and available for a contribution to people somewhat above it. Apply at a legal aid office (bureau d’aide juridique) in your region.',
    services: [
      'Criminal and penal matters',
      'Family matters, including separation, custody and support',
      'Youth protection',
      'Certain civil and administrative matters',
    ],
  },
  BC: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law representation for serious family problems',
      'Child protection matters',
      'Immigration and refugee matters',
      'Free legal information and self-help publications',
    ],
  },
  AB: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law and child protection',
      'Youth criminal defence',
      'Duty counsel at courthouses',
    ],
  },
  MB: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law',
      'Child protection',
      'Duty counsel',
    ],
  },
  SK: {
    eligibilityNote: INCOME_TESTED,
    services: ['Criminal defence for eligible clients', 'Family law', 'Duty counsel'],
  },
  NS: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law',
      'Child protection',
      'Duty counsel',
    ],
  },
  NB: {
    eligibilityNote: INCOME_TESTED,
    services: ['Criminal defence for eligible clients', 'Family law', 'Duty counsel'],
  },
  NL: {
    eligibilityNote: INCOME_TESTED,
    services: ['Criminal defence for eligible clients', 'Family law', 'Duty counsel'],
  },
  PE: {
    eligibilityNote: INCOME_TESTED,
    services: ['Criminal defence for eligible clients', 'Family law'],
  },
  NT: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law',
      'Court workers in communities',
    ],
  },
  YT: {
    eligibilityNote: INCOME_TESTED,
    services: ['Criminal defence for eligible clients', 'Family law'],
  },
  NU: {
    eligibilityNote: INCOME_TESTED,
    services: [
      'Criminal defence for eligible clients',
      'Family law',
      'Court workers in communities across the territory',
    ],
  },
};

export const LEGAL_AID: readonly LegalAidOrganization[] = PROVINCES.map(({ code }) => {
  const plan = PROVINCE_LEGAL_INFO[code].legalAid;
  return {
    province: code,
    organization: plan.name,
    website: plan.website,
    phone: plan.phone,
    ...(plan.localOffices
      ? { localOffices: { source: plan.localOffices.source, asOf: LOCAL_OFFICES_CHECKED } }
      : {}),
    ...DETAILS[code],
    source: plan.source,
    asOf: CHECKED_SINCE[code] ?? LEGAL_AID_CHECKED,
  };
});

export function findLegalAid(province: ProvinceCode): LegalAidOrganization | undefined {
  return LEGAL_AID.find((plan) => plan.province === province);
}
