import { frenchSource } from './french-sources.ts';
import { PROVINCE_LEGAL_INFO, type ProvinceLegalInfo } from './province-legal-info.ts';
import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * French twin of `province-legal-info.ts` (decision 028). Only the names are French: websites,
 * phone numbers and sources are the English record's, so the two languages send people to the
 * same places. A name stays in English where its owner publishes none in French (`KEPT_IN_ENGLISH`).
 */
interface FrenchNames {
  /** In the order of the English regulators. */
  regulators: readonly string[];
  legalAid: string;
  selfHelp: string;
}

const NAMES: Record<ProvinceCode, FrenchNames> = {
  ON: {
    regulators: ['Barreau de l’Ontario'],
    legalAid: 'Aide juridique Ontario',
    selfHelp: 'Justice pas-à-pas (CLEO)',
  },
  QC: {
    regulators: ['Barreau du Québec', 'Chambre des notaires du Québec'],
    legalAid: 'Commission des services juridiques (aide juridique)',
    selfHelp: 'Éducaloi',
  },
  BC: {
    regulators: ['Law Society of British Columbia'],
    legalAid: 'Legal Aid BC',
    selfHelp: 'Clicklaw (Courthouse Libraries BC)',
  },
  AB: {
    regulators: ['Law Society of Alberta'],
    legalAid: 'Legal Aid Alberta',
    selfHelp: 'Centre for Public Legal Education Alberta (CPLEA)',
  },
  MB: {
    regulators: ['Société du Barreau du Manitoba'],
    legalAid: 'Aide juridique Manitoba',
    selfHelp: 'Community Legal Education Association (CLEA)',
  },
  SK: {
    regulators: ['Law Society of Saskatchewan'],
    legalAid: 'Legal Aid Saskatchewan',
    selfHelp: 'Public Legal Education Association of Saskatchewan (PLEA)',
  },
  NS: {
    regulators: ["Nova Scotia Barristers' Society"],
    legalAid: 'Nova Scotia Legal Aid',
    selfHelp: 'Legal Information Society of Nova Scotia',
  },
  NB: {
    regulators: ['Barreau du Nouveau-Brunswick'],
    legalAid: 'Commission des services d’aide juridique du Nouveau-Brunswick',
    selfHelp:
      'Service public d’éducation et d’information juridiques du Nouveau-Brunswick (SPEIJ-NB)',
  },
  NL: {
    regulators: ['Law Society of Newfoundland and Labrador'],
    legalAid: 'Newfoundland and Labrador Legal Aid Commission',
    selfHelp: 'Public Legal Information Association of Newfoundland and Labrador (PLIAN)',
  },
  PE: {
    regulators: ['Law Society of Prince Edward Island'],
    legalAid: 'Prince Edward Island Legal Aid',
    selfHelp: 'Tribunaux de l’Île-du-Prince-Édouard',
  },
  NT: {
    regulators: ['Law Society of the Northwest Territories'],
    legalAid: 'Legal Aid Commission of the Northwest Territories',
    selfHelp: 'Tribunaux des Territoires du Nord-Ouest',
  },
  YT: {
    regulators: ['Law Society of Yukon'],
    legalAid: 'Yukon Legal Services Society (aide juridique)',
    selfHelp: 'Tribunaux du Yukon',
  },
  NU: {
    regulators: ['Law Society of Nunavut'],
    legalAid: 'Legal Services Board of Nunavut (Nunavut Legal Aid)',
    selfHelp: 'Cour de justice du Nunavut',
  },
};

function translate(code: ProvinceCode): ProvinceLegalInfo {
  const english = PROVINCE_LEGAL_INFO[code];
  const names = NAMES[code];
  if (names.regulators.length !== english.regulators.length) {
    throw new Error(`French regulator names for ${code} do not match the English list`);
  }
  return {
    province: code,
    regulators: english.regulators.map((regulator, i) => ({
      ...regulator,
      name: names.regulators[i] ?? regulator.name,
      website: frenchSource(regulator.website),
      source: frenchSource(regulator.source),
    })),
    legalAid: {
      ...english.legalAid,
      name: names.legalAid,
      ...(english.legalAid.website ? { website: frenchSource(english.legalAid.website) } : {}),
      source: frenchSource(english.legalAid.source),
    },
    selfHelp: {
      ...english.selfHelp,
      name: names.selfHelp,
      url: frenchSource(english.selfHelp.url),
      source: frenchSource(english.selfHelp.source),
    },
  };
}

export const PROVINCE_LEGAL_INFO_FR = Object.fromEntries(
  (Object.keys(PROVINCE_LEGAL_INFO) as ProvinceCode[]).map((code) => [code, translate(code)]),
) as Record<ProvinceCode, ProvinceLegalInfo>;

export function getProvinceLegalInfoFr(province: ProvinceCode): ProvinceLegalInfo {
  return PROVINCE_LEGAL_INFO_FR[province];
}
