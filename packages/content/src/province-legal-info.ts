import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * Where a lawyer's profile sends people for help in the lawyer's province: the regulator(s) of the
 * legal profession, the legal aid plan and a court or self-help resource. Each entry names the
 * official page it was checked against and when. A field is left out rather than guessed: phone
 * numbers appear only where the organisation publishes them as its main line.
 */
export interface Checked {
  /** Official https page the entry was checked against. */
  source: string;
  /** Year and month of that check, YYYY-MM. */
  asOf: string;
}

export interface Regulator extends Checked {
  name: string;
  website: string;
  regulates: 'lawyers' | 'notaries';
}

export interface LegalAidPlan extends Checked {
  name: string;
  website?: string;
  /** Toll-free or main intake line, as published, e.g. "1-800-668-8258". */
  phone?: string;
  /**
   * For a plan with no single intake line: the official page that says to call or visit the plan's
   * office nearest you, and when it was checked. Shown as "Apply through the office nearest you".
   */
  localOffices?: Checked;
}

export interface SelfHelpResource extends Checked {
  name: string;
  url: string;
}

export interface ProvinceLegalInfo {
  province: ProvinceCode;
  regulators: readonly Regulator[];
  legalAid: LegalAidPlan;
  selfHelp: SelfHelpResource;
}

const AS_OF = '2026-11';

const regulator = (name: string, website: string, regulates: Regulator['regulates'] = 'lawyers') =>
  ({ name, website, regulates, source: website, asOf: AS_OF }) satisfies Regulator;

const site = (name: string, url: string) =>
  ({ name, url, source: url, asOf: AS_OF }) satisfies SelfHelpResource;

export const PROVINCE_LEGAL_INFO: Record<ProvinceCode, ProvinceLegalInfo> = {
  ON: {
    province: 'ON',
    regulators: [regulator('Law Society of Ontario', 'https://lso.ca')],
    legalAid: {
      name: 'Legal Aid Ontario',
      website: 'https://www.legalaid.on.ca',
      phone: '1-800-668-8258',
      source: 'https://www.cleo.on.ca/en/publications/handbook/general-legal-services',
      asOf: AS_OF,
    },
    selfHelp: site('Steps to Justice (CLEO)', 'https://stepstojustice.ca'),
  },
  QC: {
    province: 'QC',
    regulators: [
      regulator('Barreau du Québec', 'https://www.barreau.qc.ca'),
      regulator('Chambre des notaires du Québec', 'https://www.cnq.org', 'notaries'),
    ],
    legalAid: {
      name: 'Commission des services juridiques (aide juridique)',
      website: 'https://www.csj.qc.ca',
      source: 'https://www.csj.qc.ca/commission-des-services-juridiques/Commission/mission/fr',
      asOf: AS_OF,
      localOffices: {
        source:
          'https://www.csj.qc.ca/COMMISSION-DES-SERVICES-JURIDIQUES/aide-juridique/comment-faire-une-demande/fr',
        asOf: AS_OF,
      },
    },
    selfHelp: site('Éducaloi', 'https://educaloi.qc.ca'),
  },
  BC: {
    province: 'BC',
    regulators: [regulator('Law Society of British Columbia', 'https://www.lawsociety.bc.ca')],
    legalAid: {
      name: 'Legal Aid BC',
      website: 'https://legalaid.bc.ca',
      // The LABC Call Centre, as Legal Aid BC's online-application page gives it.
      phone: '1-866-577-2525',
      source: 'https://legalaid.bc.ca/apply-online',
      asOf: AS_OF,
    },
    selfHelp: site('Clicklaw (Courthouse Libraries BC)', 'https://www.clicklaw.bc.ca'),
  },
  AB: {
    province: 'AB',
    regulators: [regulator('Law Society of Alberta', 'https://www.lawsociety.ab.ca')],
    legalAid: {
      name: 'Legal Aid Alberta',
      website: 'https://www.legalaid.ab.ca',
      phone: '1-866-845-3425',
      source: 'https://www.legalaid.ab.ca/resources/help-centre/qualifying/',
      asOf: AS_OF,
    },
    selfHelp: site('Centre for Public Legal Education Alberta (CPLEA)', 'https://www.cplea.ca'),
  },
  MB: {
    province: 'MB',
    regulators: [regulator('The Law Society of Manitoba', 'https://lawsociety.mb.ca')],
    legalAid: {
      name: 'Legal Aid Manitoba',
      website: 'https://www.legalaid.mb.ca',
      // The main line of Legal Aid Manitoba's own 41st annual report (2012/13), the only page of the
      // plan's stating a number that we could read; its website's contact page should replace it.
      phone: '204-985-8500',
      source: 'https://docslib.org/doc/4119410/2013-annual-report',
      asOf: '2026-12',
    },
    selfHelp: site(
      'Community Legal Education Association (CLEA)',
      'https://www.communitylegal.mb.ca',
    ),
  },
  SK: {
    province: 'SK',
    regulators: [regulator('Law Society of Saskatchewan', 'https://www.lawsociety.sk.ca')],
    legalAid: {
      name: 'Legal Aid Saskatchewan',
      website: 'https://legalaid.sk.ca',
      phone: '1-800-667-3764',
      source: 'https://legalaid.sk.ca/community-resources/general-legal-aid-fact-sheet',
      asOf: AS_OF,
    },
    selfHelp: site(
      'Public Legal Education Association of Saskatchewan (PLEA)',
      'https://www.plea.org',
    ),
  },
  NS: {
    province: 'NS',
    regulators: [regulator("Nova Scotia Barristers' Society", 'https://nsbs.org')],
    legalAid: {
      name: 'Nova Scotia Legal Aid',
      website: 'https://www.nslegalaid.ca',
      source: 'https://www.nslegalaid.ca/faq/',
      asOf: AS_OF,
      localOffices: {
        source: 'https://www.nslegalaid.ca/faq/',
        asOf: AS_OF,
      },
    },
    selfHelp: site('Legal Information Society of Nova Scotia', 'https://www.legalinfo.org'),
  },
  NB: {
    province: 'NB',
    regulators: [regulator('Law Society of New Brunswick', 'https://lawsociety-barreau.nb.ca')],
    legalAid: {
      name: 'New Brunswick Legal Aid Services Commission',
      website: 'https://www.legalaid-aidejuridique-nb.ca',
      source: 'https://www.legalaid-aidejuridique-nb.ca/about-us/governance/',
      asOf: AS_OF,
      localOffices: {
        source: 'https://www.legalaid.nb.ca/en/family_law_services',
        asOf: AS_OF,
      },
    },
    selfHelp: site('Legal Info NB (PLEIS-NB)', 'https://legalinfonb.ca'),
  },
  NL: {
    province: 'NL',
    regulators: [regulator('Law Society of Newfoundland and Labrador', 'https://lsnl.ca')],
    legalAid: {
      name: 'Newfoundland and Labrador Legal Aid Commission',
      website: 'https://www.legalaid.nl.ca',
      source: 'https://www.legalaid.nl.ca/about.html',
      asOf: AS_OF,
      localOffices: {
        source: 'https://www.legalaid.nl.ca/apply/',
        asOf: AS_OF,
      },
    },
    selfHelp: site(
      'Public Legal Information Association of Newfoundland and Labrador (PLIAN)',
      'https://publiclegalinfo.com',
    ),
  },
  PE: {
    province: 'PE',
    regulators: [regulator('Law Society of Prince Edward Island', 'https://lawsocietypei.ca')],
    // Legal aid on the Island is a program of the Department of Justice and Public Safety; its
    // page is on the provincial government's site.
    legalAid: {
      name: 'Prince Edward Island Legal Aid',
      website:
        'https://www.princeedwardisland.ca/en/information/justice-and-public-safety/legal-aid',
      source:
        'https://www.princeedwardisland.ca/en/information/justice-and-public-safety/legal-aid',
      asOf: AS_OF,
    },
    selfHelp: site('Courts of Prince Edward Island', 'https://www.courts.pe.ca'),
  },
  NT: {
    province: 'NT',
    regulators: [regulator('Law Society of the Northwest Territories', 'https://lawsociety.nt.ca')],
    legalAid: {
      name: 'Legal Aid Commission of the Northwest Territories',
      website: 'https://www.justice.gov.nt.ca/en/legal-aid/',
      source: 'https://www.justice.gov.nt.ca/en/legal-aid/',
      asOf: AS_OF,
      localOffices: {
        source: 'https://www.justice.gov.nt.ca/en/legal-aid/',
        asOf: AS_OF,
      },
    },
    selfHelp: site('Courts of the Northwest Territories', 'https://www.nwtcourts.ca/en/'),
  },
  YT: {
    province: 'YT',
    regulators: [regulator('Law Society of Yukon', 'https://lawsocietyyukon.com')],
    legalAid: {
      name: 'Yukon Legal Services Society (Legal Aid)',
      website: 'https://legalaid.yk.ca',
      // Toll-free from Yukon communities outside Whitehorse, extension 5210 for intake.
      phone: '1-800-661-0408',
      source: 'https://legalaid.yk.ca/apply/',
      asOf: AS_OF,
    },
    selfHelp: site('Yukon Courts', 'https://www.yukoncourts.ca'),
  },
  NU: {
    province: 'NU',
    regulators: [regulator('Law Society of Nunavut', 'https://lawsociety.nu.ca')],
    legalAid: {
      name: 'Legal Services Board of Nunavut (Nunavut Legal Aid)',
      website: 'https://nulegalaid.com',
      phone: '1-866-240-4006',
      source: 'https://nulegalaid.com/about/',
      asOf: AS_OF,
    },
    selfHelp: site('Nunavut Court of Justice', 'https://www.nunavutcourts.ca'),
  },
};

export function getProvinceLegalInfo(province: ProvinceCode): ProvinceLegalInfo {
  return PROVINCE_LEGAL_INFO[province];
}
