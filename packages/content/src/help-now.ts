import type { ProvinceCode } from '@cld/reference/provinces';
import type { IsoDate, Sourced } from './content-types.ts';
import { EMERGENCY_SERVICES } from './emergency.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { PROVINCES } from './provinces.ts';

export { telHref } from './tel.ts';

/**
 * "Need help now?" (issue 22, decision 040): for each of the 13 provinces and territories, in the
 * order a person in trouble needs them — 911, a free lawyer today (duty counsel), the legal-aid
 * plan, a crisis line — and what to say and not say when arrested.
 *
 * Nothing here states a number twice: 911 and 988 are the records of `emergency.ts` (the legal
 * resources page), the legal-aid plans are the records of `legal-aid.ts` (the profile and the
 * resources page), with their own sources and check dates. Only duty counsel is new, checked on
 * DUTY_COUNSEL_CHECKED against the page each entry cites. A duty-counsel number appears only where
 * an official page states it for the public; elsewhere the entry says how duty counsel is reached
 * (the police place the call) and the legal-aid plan's number stands beside it. No number is guessed.
 */
export interface HelpLine extends Sourced {
  name: string;
  /** As published, `1-800-563-9911`, or a three-digit service (`911`, `988`). */
  phone?: string;
  /** When and how to use the line, in a sentence or two. */
  note: string;
  website?: string;
}

export interface ProvinceHelpNow {
  province: ProvinceCode;
  provinceName: string;
  /** Free legal advice for a person arrested, detained or in court today. */
  dutyCounsel: HelpLine;
  /** The province's legal-aid plan: a phone number, or the page of its local offices. */
  legalAid: HelpLine & { localOffices?: string };
  crisis: readonly HelpLine[];
}

export interface ArrestAdvice extends Sourced {
  heading: string;
  say: readonly string[];
  doNot: readonly string[];
}

/** The day the duty-counsel entries were checked against their pages. */
export const DUTY_COUNSEL_CHECKED: IsoDate = '2026-11-26';

const CHARTER = 'https://laws-lois.justice.gc.ca/eng/const/page-12.html';

function emergencyLine(phone: string): HelpLine {
  const record = EMERGENCY_SERVICES.find((line) => line.phone === phone);
  if (!record) throw new Error(`help-now: no emergency service ${phone}`);
  return {
    name: record.service,
    phone: record.phone,
    note: record.description,
    website: record.website,
    source: record.source,
    asOf: record.asOf,
  };
}

/** 911, from the legal resources page's record: always first, in every province. */
export const CALL_911: HelpLine = emergencyLine('911');

/** The national crisis line (CRTC 2022-234), the same record as the legal resources page's. */
export const CRISIS_988: HelpLine = emergencyLine('988');

const THROUGH_POLICE =
  'If you are arrested or detained, tell the police you want to speak to duty counsel (a free lawyer). The police place the call and must let you speak in private.';

type DutyCounselFacts = Pick<HelpLine, 'name' | 'phone' | 'note' | 'source'>;

const DUTY_COUNSEL: Record<ProvinceCode, DutyCounselFacts> = {
  ON: {
    name: 'Legal Aid Ontario duty counsel (Brydges line)',
    note: `${THROUGH_POLICE} Legal Aid Ontario answers 24 hours a day, whatever your income. On your court date, duty counsel work at most courthouses.`,
    // LAO: "Arrested? LAO's Brydges hotline will connect you to a lawyer, 24/7" — police dial it.
    source: 'https://www.legalaid.on.ca/en/news/newsarchive/1306-07_brydgeshotline.asp',
  },
  QC: {
    name: 'Aide juridique emergency line for people arrested or detained',
    phone: '1-800-842-2213',
    note: 'Free, 24 hours a day, everywhere in Quebec, whatever your income. If you do not have the number, the police must give it to you or dial it for you.',
    // Éducaloi: "service d'urgence de l'aide juridique au 1-800-842-2213".
    source:
      'https://educaloi.qc.ca/capsules/services-juridiques-gratuits-faible-cout-pour-personnes-accusees',
  },
  BC: {
    name: 'Legal Aid BC Brydges Line',
    note: `${THROUGH_POLICE} Legal Aid BC's Brydges Line answers 24 hours a day, 7 days a week.`,
    source: 'https://www.knowdutycounsel.ca/duty-counsel-services-across-canada/',
  },
  AB: {
    name: 'Legal Aid Alberta Brydges line',
    note: `${THROUGH_POLICE} Legal Aid Alberta lawyers answer 24 hours a day, 365 days a year.`,
    // LAA, 8 January 2025: "our around-the-clock coverage is … through … the Brydges line".
    source: 'https://legalaid.ab.ca/?p=21551',
  },
  MB: {
    name: 'Legal Aid Manitoba duty counsel',
    note: THROUGH_POLICE,
    // Justice Canada's review of Brydges duty counsel services, province by province.
    source: 'https://www.justice.gc.ca/eng/rp-pr/csj-sjc/jsp-sjp/rr03_la4-rr03_aj4/p9.html',
  },
  SK: {
    name: 'Legal Aid Saskatchewan duty counsel',
    note: THROUGH_POLICE,
    source: 'https://www.justice.gc.ca/eng/rp-pr/csj-sjc/jsp-sjp/rr03_la4-rr03_aj4/p9.html',
  },
  NS: {
    name: 'Nova Scotia Legal Aid telephone duty counsel',
    note: `${THROUGH_POLICE} Nova Scotia Legal Aid's telephone duty counsel answer 24 hours a day, 7 days a week.`,
    // Province of Nova Scotia: legal advice for arrested or detained persons, 24/7, through police.
    source:
      'https://novascotia.ca/cmns/msrv/viewRel.asp?relID=/cmns/msrv/nr-1995/nr95-10/95101603.htm',
  },
  NB: {
    name: 'New Brunswick Legal Aid duty counsel',
    note: `${THROUGH_POLICE} There is no income test for this service, and duty counsel are at the courthouse for some criminal matters.`,
    source: 'https://www.legalaid.nb.ca/en/criminal_law_services',
  },
  NL: {
    name: 'Legal Aid Commission lawyer on duty (after hours)',
    phone: '1-800-563-9911',
    note: 'Lawyers are on duty 24 hours a day for people arrested or questioned by the police. During business hours the officer calls the nearest legal aid office; after hours and on weekends, this line.',
    source: 'https://www.legalaid.nl.ca/advice.html',
  },
  PE: {
    name: 'A lawyer when you are arrested',
    note: 'If you are arrested or detained, tell the police you want to speak to a lawyer. Prince Edward Island has no duty counsel program at criminal courts: apply for legal aid before your court date.',
    source: 'https://www.princeedwardisland.ca/en/information/justice-and-public-safety/legal-aid',
  },
  NT: {
    name: 'Legal Aid duty counsel (Northwest Territories)',
    note: THROUGH_POLICE,
    // Justice Canada: legal service provision in the three territories, before first appearance.
    source: 'https://www.justice.gc.ca/eng/rp-pr/aj-ja/rr03_la15-rr03_aj15/p9.html',
  },
  YT: {
    name: 'Yukon Legal Aid duty counsel',
    note: `${THROUGH_POLICE} A duty counsel lawyer is on call by telephone on weeknights, weekends and holidays.`,
    source: 'https://www.justice.gc.ca/eng/rp-pr/csj-sjc/ccs-ajc/rr03_la11-rr03_aj11/p7.html',
  },
  NU: {
    name: 'Nunavut Legal Aid duty counsel',
    note: `${THROUGH_POLICE} Court workers in the communities can also help.`,
    source: 'https://www.justice.gc.ca/eng/rp-pr/aj-ja/rr03_la15-rr03_aj15/p9.html',
  },
};

function legalAidLine(province: ProvinceCode): ProvinceHelpNow['legalAid'] {
  const plan = LEGAL_AID.find((entry) => entry.province === province);
  if (!plan) throw new Error(`help-now: no legal-aid plan for ${province}`);
  return {
    name: plan.organization,
    ...(plan.phone ? { phone: plan.phone } : {}),
    ...(plan.website ? { website: plan.website } : {}),
    ...(plan.localOffices ? { localOffices: plan.localOffices.source } : {}),
    note: plan.phone
      ? 'To ask for a legal aid lawyer, or for advice, during business hours.'
      : 'Apply through the legal aid office nearest you.',
    source: plan.source,
    asOf: plan.asOf,
  };
}

/** One entry per province and territory, in the reference table's order. */
export function byProvince<T>(
  make: (province: (typeof PROVINCES)[number]) => T,
): Record<ProvinceCode, T> {
  const table = {} as Record<ProvinceCode, T>;
  for (const province of PROVINCES) table[province.code] = make(province);
  return table;
}

export const HELP_NOW: Readonly<Record<ProvinceCode, ProvinceHelpNow>> = byProvince(
  ({ code, name }) => ({
    province: code,
    provinceName: name,
    dutyCounsel: { ...DUTY_COUNSEL[code], asOf: DUTY_COUNSEL_CHECKED },
    legalAid: legalAidLine(code),
    crisis: [CRISIS_988],
  }),
);

/** What to say and not say when arrested or detained (Charter ss. 7, 10(a), 10(b) and 11(c)). */
export const ARREST_ADVICE: ArrestAdvice = {
  heading: 'If you are arrested or detained',
  say: [
    'Stay calm. Do not resist or run, even if you think the arrest is wrong.',
    'Ask: “Why am I being arrested?” You have the right to be told promptly.',
    'Say: “I want to speak to a lawyer.” If you do not have one, ask for free duty counsel. You have the right to a lawyer without delay and to be told of that right.',
    'Say: “I do not want to answer questions until I have spoken to a lawyer.”',
  ],
  doNot: [
    'Do not explain, argue or answer questions about what happened before you have spoken to a lawyer. Apart from identifying yourself where the law requires it, you may stay silent.',
    'Do not lie or give a false name.',
    'Do not agree to a search. Say clearly that you do not consent, but do not physically resist.',
  ],
  source: CHARTER,
  asOf: DUTY_COUNSEL_CHECKED,
};

/** The words of the page and of the block, in English. */
export const HELP_NOW_LABELS = {
  title: 'Need help now?',
  intro:
    'Free, confidential help, 24 hours a day where it says so. If anyone is in danger, call 911 first.',
  emergency: 'Emergency',
  dutyCounsel: 'A free lawyer now (duty counsel)',
  legalAid: 'Legal aid',
  crisis: 'Crisis line',
  call: 'Call',
  reachedThroughPolice: 'Ask the police to call for you',
  localOffices: 'Find the office nearest you',
  chooseProvince: 'Your province or territory',
  choosePlaceholder: 'Choose your province',
  show: 'Show',
  chooseToSee: 'Choose your province or territory to see its duty counsel and legal aid.',
  sourceLabel: 'Source',
  checked: 'checked',
  seeAll: 'All emergency numbers and what to say if arrested',
  blockHeading: 'Need help now?',
  say: 'Say or do',
  doNot: 'Do not',
  rightsSource: 'Canadian Charter of Rights and Freedoms, sections 7, 10 and 11',
  notAdvice:
    'This page is general information, not legal advice. Numbers were checked on the date shown beside each one.',
} as const;

export type HelpNowLabels = { readonly [K in keyof typeof HELP_NOW_LABELS]: string };

export function getHelpNow(province: ProvinceCode): ProvinceHelpNow {
  return HELP_NOW[province];
}
