import { CONTENT_REVIEWED, type ExternalLink, type Sourced } from './content-types.ts';
import { findLawSocieties, type LawSociety } from './law-societies.ts';
import { findLegalAid, type LegalAidOrganization } from './legal-aid.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';

/**
 * One record per province and territory for the provincial guide (spec §3 "provincial record",
 * DESIGN §5.6: all 13). Populations are the 2021 Census counts, the latest census published; court
 * names are those in use in 2026 (Alberta's, Manitoba's, Saskatchewan's and New Brunswick's
 * superior courts are "King's Bench" since 2022). A small-claims limit appears only where it was
 * confirmed against an official source.
 */
export interface SmallClaims extends Sourced {
  court: string;
  /** Largest claim, in Canadian dollars. */
  limit: number;
  /** The day the current limit took effect, when it changed recently. */
  since?: string;
  note?: string;
}

export interface CourtSystem extends Sourced {
  appellate: string;
  superior: string;
  /** The provincial or territorial court; null in Nunavut, whose single trial court does both. */
  provincial: string | null;
  smallClaims?: SmallClaims;
}

export interface KeyLaw {
  name: string;
  summary: string;
}

export interface ProvincialGuide extends Sourced {
  code: ProvinceCode;
  name: string;
  capital: string;
  kind: 'province' | 'territory';
  population: { count: number; census: 2021 };
  courtSystem: CourtSystem;
  lawSocieties: readonly LawSociety[];
  legalAid: LegalAidOrganization;
  keyLaws: readonly KeyLaw[];
  uniqueFeatures: readonly string[];
  resources: readonly ExternalLink[];
}

const CENSUS_SOURCE = 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=9810000101';

/** CanLII's jurisdiction codes (Yukon is "yk"). */
const CANLII: Record<ProvinceCode, string> = {
  ON: 'on',
  QC: 'qc',
  BC: 'bc',
  AB: 'ab',
  MB: 'mb',
  SK: 'sk',
  NS: 'ns',
  NB: 'nb',
  NL: 'nl',
  PE: 'pe',
  NT: 'nt',
  YT: 'yk',
  NU: 'nu',
};

const POPULATION_2021: Record<ProvinceCode, number> = {
  ON: 14_223_942,
  QC: 8_501_833,
  BC: 5_000_879,
  AB: 4_262_635,
  MB: 1_342_153,
  SK: 1_132_505,
  NS: 969_383,
  NB: 775_610,
  NL: 510_550,
  PE: 154_331,
  NT: 41_070,
  YT: 40_232,
  NU: 36_858,
};

interface Authored {
  courts: Omit<CourtSystem, 'asOf'> & { website: string; websiteName: string };
  keyLaws: readonly KeyLaw[];
  uniqueFeatures: readonly string[];
}

const law = (name: string, summary: string): KeyLaw => ({ name, summary });

const FAMILY = 'Property division and support between spouses, and parenting arrangements.';
const TENANCY =
  'Rights and duties of residential landlords and tenants, and how disputes are resolved.';
const EMPLOYMENT =
  'Minimum wage, hours, vacation, leaves and notice of termination for provincially regulated workers.';
const HUMAN_RIGHTS = 'Protection against discrimination in employment, housing and services.';

const AUTHORED: Record<ProvinceCode, Authored> = {
  ON: {
    courts: {
      appellate: 'Court of Appeal for Ontario',
      superior:
        'Superior Court of Justice (including the Divisional Court and the Small Claims Court)',
      provincial: 'Ontario Court of Justice',
      website: 'https://www.ontariocourts.ca',
      websiteName: 'Ontario Courts',
      source: 'https://www.ontariocourts.ca',
      smallClaims: {
        court: 'Small Claims Court (Superior Court of Justice)',
        limit: 50_000,
        since: '2025-10-01',
        note: 'Raised from $35,000 by O. Reg. 42/25.',
        source: 'https://www.ontario.ca/laws/regulation/000626',
        asOf: CONTENT_REVIEWED,
      },
    },
    keyLaws: [
      law(
        'Limitations Act, 2002',
        'Most civil claims must be started within 2 years of the day the claim was discovered, and never more than 15 years after the event.',
      ),
      law('Family Law Act', FAMILY),
      law('Residential Tenancies Act, 2006', TENANCY),
      law('Employment Standards Act, 2000', EMPLOYMENT),
      law('Human Rights Code', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Licensed paralegals, regulated by the Law Society of Ontario, may represent people in Small Claims Court, in some provincial offences matters and before tribunals.',
      'Residential tenancy disputes go to the Landlord and Tenant Board, part of Tribunals Ontario.',
      'Small Claims Court hears claims up to $50,000 since 1 October 2025.',
    ],
  },
  QC: {
    courts: {
      appellate: 'Court of Appeal of Quebec',
      superior: 'Superior Court of Québec',
      provincial: 'Court of Québec (including its Small Claims Division)',
      website: 'https://www.tribunaux.qc.ca',
      websiteName: 'Tribunaux judiciaires du Québec',
      source: 'https://www.tribunaux.qc.ca',
      smallClaims: {
        court: 'Court of Québec, Small Claims Division',
        limit: 15_000,
        note: 'Parties present their own case: lawyers may not represent them at the hearing.',
        // Code of Civil Procedure, art. 538: a claim may be reduced to $15,000 or less to be heard.
        source:
          'https://www.legisquebec.gouv.qc.ca/en/version/cs/C-25.01?code=se:538&history=20230105',
        asOf: CONTENT_REVIEWED,
      },
    },
    keyLaws: [
      law(
        'Civil Code of Québec',
        'The core of Quebec private law: persons, family, property, obligations and contracts. Most claims prescribe (expire) after 3 years.',
      ),
      law(
        'Code of Civil Procedure',
        'How civil cases are brought and heard, including the small claims procedure.',
      ),
      law('Act respecting labour standards', EMPLOYMENT),
      law('Charter of human rights and freedoms', HUMAN_RIGHTS),
      law(
        'Act respecting the protection of personal information in the private sector',
        'Privacy rules for businesses, strengthened by Law 25 in stages between 2022 and 2024.',
      ),
    ],
    uniqueFeatures: [
      'Private law is civil law, written in the Civil Code of Québec, rather than the common law used elsewhere in Canada.',
      'Notaries (members of the Chambre des notaires) are legal professionals who handle real estate transfers, marriage contracts and notarial wills.',
      'English or French may be used in Quebec courts.',
      'Residential lease disputes go to the Tribunal administratif du logement.',
    ],
  },
  BC: {
    courts: {
      appellate: 'Court of Appeal for British Columbia',
      superior: 'Supreme Court of British Columbia',
      provincial: 'Provincial Court of British Columbia',
      website: 'https://www.bccourts.ca',
      websiteName: 'BC Courts',
      source: 'https://www.bccourts.ca',
      smallClaims: {
        court: 'Provincial Court of British Columbia (Small Claims)',
        limit: 35_000,
        note: 'Claims of $5,000 or less generally go to the Civil Resolution Tribunal, an online tribunal.',
        // The Province's small-claims page: up to $35,000 in Provincial Court, the Civil
        // Resolution Tribunal for most claims up to $5,000.
        source: 'https://www2.gov.bc.ca/gov/content/justice/courthouse-services/small-claims',
        asOf: CONTENT_REVIEWED,
      },
    },
    keyLaws: [
      law(
        'Limitation Act',
        'Most civil claims must be started within 2 years of discovery, with a 15-year ultimate limit.',
      ),
      law('Family Law Act', FAMILY),
      law('Residential Tenancy Act', TENANCY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Code', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The Civil Resolution Tribunal resolves small claims up to $5,000, strata (condominium) disputes and some motor vehicle injury claims online.',
      'Notaries public in BC may prepare wills and handle real estate transfers.',
      'Car insurance is public (ICBC) and, since 1 May 2021, no-fault for injuries ("Enhanced Care").',
      'Tenancy disputes go to the Residential Tenancy Branch.',
    ],
  },
  AB: {
    courts: {
      appellate: 'Court of Appeal of Alberta',
      superior: "Court of King's Bench of Alberta",
      provincial: 'Alberta Court of Justice',
      website: 'https://www.albertacourts.ca',
      websiteName: 'Alberta Courts',
      source: 'https://www.albertacourts.ca',
      smallClaims: {
        court: 'Alberta Court of Justice, Civil',
        limit: 100_000,
        since: '2023-08-01',
        note: 'Raised from $50,000.',
        source: 'https://www.alberta.ca/release.cfm?xID=887625ADE6F7D-CF80-4625-B07C9E6F06EC2AC5',
        asOf: CONTENT_REVIEWED,
      },
    },
    keyLaws: [
      law(
        'Limitations Act',
        'Most claims must be started within 2 years of discovery and no more than 10 years after the claim arose.',
      ),
      law('Family Law Act', 'Support and parenting for families, married or not.'),
      law('Residential Tenancies Act', TENANCY),
      law('Employment Standards Code', EMPLOYMENT),
      law('Alberta Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The Alberta Court of Justice hears civil claims up to $100,000 since 1 August 2023.',
      'Alberta has no land transfer tax; buyers pay land titles registration fees instead.',
      'Many landlord and tenant disputes can go to the Residential Tenancy Dispute Resolution Service instead of court.',
    ],
  },
  MB: {
    courts: {
      appellate: 'Court of Appeal of Manitoba',
      superior: "Court of King's Bench of Manitoba",
      provincial: 'Provincial Court of Manitoba',
      website: 'https://www.manitobacourts.mb.ca',
      websiteName: 'Manitoba Courts',
      source: 'https://www.manitobacourts.mb.ca',
    },
    keyLaws: [
      law(
        'The Family Property Act',
        'How family property is shared when spouses or common-law partners separate.',
      ),
      law('The Residential Tenancies Act', TENANCY),
      law('The Employment Standards Code', EMPLOYMENT),
      law('The Human Rights Code', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'English and French may be used in Manitoba’s courts and legislature.',
      'Injuries from car accidents are covered by Manitoba Public Insurance’s no-fault Personal Injury Protection Plan.',
      'Tenancy disputes go to the Residential Tenancies Branch.',
    ],
  },
  SK: {
    courts: {
      appellate: 'Court of Appeal for Saskatchewan',
      superior: "Court of King's Bench for Saskatchewan",
      provincial: 'Provincial Court of Saskatchewan',
      website: 'https://sasklawcourts.ca',
      websiteName: 'Courts of Saskatchewan',
      source: 'https://sasklawcourts.ca',
      smallClaims: {
        court: 'Provincial Court of Saskatchewan (Small Claims)',
        limit: 50_000,
        since: '2024-04-01',
        note: 'Raised from $30,000.',
        source:
          'https://saskatchewan.ca/government/news-and-media/2023/november/10/modernizations-to-small-claims-court-to-increase-access-to-justice-in-saskatchewan',
        asOf: CONTENT_REVIEWED,
      },
    },
    keyLaws: [
      law(
        'The Limitations Act',
        'Most claims must be started within 2 years of discovery, with a 15-year ultimate limit.',
      ),
      law('The Family Property Act', 'How family property is shared when spouses separate.'),
      law('The Residential Tenancies Act, 2006', TENANCY),
      law(
        'The Saskatchewan Employment Act',
        'Employment standards, labour relations and workplace safety in one statute.',
      ),
      law('The Saskatchewan Human Rights Code, 2018', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Small claims up to $50,000 are heard by the Provincial Court since 1 April 2024.',
      'Tenancy disputes go to the Office of Residential Tenancies.',
    ],
  },
  NS: {
    courts: {
      appellate: 'Nova Scotia Court of Appeal',
      superior: 'Supreme Court of Nova Scotia (including its Family Division)',
      provincial: 'Provincial Court of Nova Scotia',
      website: 'https://www.courts.ns.ca',
      websiteName: 'Courts of Nova Scotia',
      source: 'https://www.courts.ns.ca',
    },
    keyLaws: [
      law(
        'Parenting and Support Act',
        'Parenting arrangements and support for families, married or not.',
      ),
      law('Matrimonial Property Act', 'How property is divided when a marriage ends.'),
      law('Residential Tenancies Act', TENANCY),
      law('Labour Standards Code', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The Small Claims Court of Nova Scotia is a separate court presided over by adjudicators.',
    ],
  },
  NB: {
    courts: {
      appellate: 'Court of Appeal of New Brunswick',
      superior: "Court of King's Bench of New Brunswick",
      provincial: 'Provincial Court of New Brunswick',
      website: 'https://www.courtsnb-coursnb.ca',
      websiteName: 'Courts of New Brunswick',
      source: 'https://www.courtsnb-coursnb.ca',
    },
    keyLaws: [
      law('Marital Property Act', 'How property is divided when a marriage ends.'),
      law('Residential Tenancies Act', TENANCY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Canada’s only officially bilingual province: court services are available in English and French.',
    ],
  },
  NL: {
    courts: {
      appellate: 'Court of Appeal of Newfoundland and Labrador',
      superior: 'Supreme Court of Newfoundland and Labrador',
      provincial: 'Provincial Court of Newfoundland and Labrador',
      website: 'https://www.court.nl.ca',
      websiteName: 'Courts of Newfoundland and Labrador',
      source: 'https://www.court.nl.ca',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Residential Tenancies Act, 2018', TENANCY),
      law('Labour Standards Act', EMPLOYMENT),
      law('Human Rights Act, 2010', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Courts sit on the island of Newfoundland and in Labrador, including circuit sittings in remote communities.',
    ],
  },
  PE: {
    courts: {
      appellate: 'Court of Appeal of Prince Edward Island',
      superior: 'Supreme Court of Prince Edward Island',
      provincial: 'Provincial Court of Prince Edward Island',
      website: 'https://www.courts.pe.ca',
      websiteName: 'Courts of Prince Edward Island',
      source: 'https://www.courts.pe.ca',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Legal aid is delivered directly by the provincial government rather than by a separate commission.',
    ],
  },
  NT: {
    courts: {
      appellate: 'Court of Appeal for the Northwest Territories',
      superior: 'Supreme Court of the Northwest Territories',
      provincial: 'Territorial Court of the Northwest Territories',
      website: 'https://www.nwtcourts.ca/en/',
      websiteName: 'Courts of the Northwest Territories',
      source: 'https://www.nwtcourts.ca/en/',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Residential Tenancies Act', TENANCY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The territory has 11 official languages.',
      'Courts travel on circuit to communities outside Yellowknife.',
    ],
  },
  YT: {
    courts: {
      appellate: 'Court of Appeal of Yukon',
      superior: 'Supreme Court of Yukon',
      provincial: 'Territorial Court of Yukon',
      website: 'https://www.yukoncourts.ca',
      websiteName: 'Yukon Courts',
      source: 'https://www.yukoncourts.ca',
    },
    keyLaws: [
      law(
        'Family Property and Support Act',
        'Property division and support when spouses separate.',
      ),
      law('Residential Landlord and Tenant Act', TENANCY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The Court of Appeal of Yukon sits mostly with justices of the Court of Appeal for British Columbia.',
      'Eleven of Yukon’s fourteen First Nations are self-governing, with their own laws in some areas.',
    ],
  },
  NU: {
    courts: {
      appellate: 'Court of Appeal of Nunavut',
      superior: 'Nunavut Court of Justice',
      provincial: null,
      website: 'https://www.nunavutcourts.ca',
      websiteName: 'Nunavut Courts',
      source: 'https://www.nunavutcourts.ca',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Residential Tenancies Act', TENANCY),
      law('Labour Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'The Nunavut Court of Justice is Canada’s only single-level trial court: one court hears matters that elsewhere are split between superior and provincial courts.',
      'The court travels on circuit to communities across the territory, with Inuktut interpretation.',
    ],
  },
};

function link(name: string, url: string, description?: string): ExternalLink {
  return { name, url, description, source: url, asOf: CONTENT_REVIEWED };
}

function buildGuide(code: ProvinceCode): ProvincialGuide {
  const province = PROVINCES.find((p) => p.code === code);
  const legalAid = findLegalAid(code);
  if (!province || !legalAid) throw new Error(`No province data for ${code}`);
  const { website, websiteName, ...courts } = AUTHORED[code].courts;
  const selfHelp = PROVINCE_LEGAL_INFO[code].selfHelp;
  return {
    code,
    name: province.name,
    capital: province.capital,
    kind: province.kind,
    population: { count: POPULATION_2021[code], census: 2021 },
    courtSystem: { ...courts, asOf: CONTENT_REVIEWED },
    lawSocieties: findLawSocieties(code),
    legalAid,
    keyLaws: AUTHORED[code].keyLaws,
    uniqueFeatures: AUTHORED[code].uniqueFeatures,
    resources: [
      link(selfHelp.name, selfHelp.url, 'Plain-language legal information and guides.'),
      link(websiteName, website, 'Court locations, forms, schedules and decisions.'),
      link(
        `CanLII — ${province.name}`,
        `https://www.canlii.org/en/${CANLII[code]}/`,
        'Free access to the statutes, regulations and court decisions.',
      ),
    ],
    source: CENSUS_SOURCE,
    asOf: CONTENT_REVIEWED,
  };
}

/** In the order of `PROVINCES`: Ontario first, the default tab. */
export const PROVINCIAL_GUIDES: readonly ProvincialGuide[] = PROVINCES.map((p) =>
  buildGuide(p.code),
);

export function findProvincialGuide(code: ProvinceCode): ProvincialGuide | undefined {
  return PROVINCIAL_GUIDES.find((guide) => guide.code === code);
}
