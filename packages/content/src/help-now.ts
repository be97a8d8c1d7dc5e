import type { ProvinceCode } from '@cld/reference/provinces';
import type { IsoDate, Sourced } from './content-types.ts';
import { EMERGENCY_SERVICES } from './emergency.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { PROVINCES } from './provinces.ts';

export { telHref } from './tel.ts';

/**
 * "Need help now?" (issue 22, decision 040): for each of the 13 provinces and territories, in the
 * order a person in trouble needs them — 911, a free lawyer today (duty counsel), the legal-aid
 * plan, other legal help by phone, a crisis line — and what to say and not say when arrested.
 *
 * Nothing here states a number twice: 911 and 988 are the records of `emergency.ts` (the legal
 * resources page), the legal-aid plans are the records of `legal-aid.ts` (the profile and the
 * resources page), with their own sources and check dates. Duty counsel, the plans' hours and the
 * other lines are this module's, each dated by the day it was checked against the page it cites. A
 * number appears only where an official page states it for the public; where none does, the entry
 * says how the service is reached (the police place the call). Night service is claimed only where
 * a cited page says so (issue 37): a line's `hours` say when it answers, or are left out. No number
 * is guessed.
 */

/** When a line answers, as the page it cites says, in a few words. */
export interface Hours extends Sourced {
  text: string;
  /** True only when that page says the line (or the service, through the police) answers at night. */
  atNight: boolean;
}

export interface HelpLine extends Sourced {
  name: string;
  /** As published, `1-800-563-9911`, or a three-digit service (`911`, `988`). */
  phone?: string;
  /** When and how to use the line, in a sentence or two. */
  note: string;
  website?: string;
  /** Left out when no page we cite states them: the page then says so, not a guess. */
  hours?: Hours;
}

export interface ProvinceHelpNow {
  province: ProvinceCode;
  provinceName: string;
  /** Free legal advice for a person arrested, detained or in court today. */
  dutyCounsel: HelpLine;
  /** The province's legal-aid plan: a phone number, or the page of its local offices. */
  legalAid: HelpLine & { localOffices?: string };
  /** Other legal help by phone where the plan publishes no number (a legal information line). */
  moreHelp: readonly HelpLine[];
  crisis: readonly HelpLine[];
}

export interface ArrestAdvice extends Sourced {
  heading: string;
  say: readonly string[];
  doNot: readonly string[];
}

/** The first check of the duty-counsel entries (issue 22). */
const FIRST_CHECK: IsoDate = '2026-11-26';
/** The check of issue 37: night numbers, hours and Manitoba's sources. */
const NIGHT_CHECK: IsoDate = '2026-12-06';

/** The day the page's numbers were last checked against their pages (the sitemap's date). */
export const HELP_NOW_REVIEWED: IsoDate = NIGHT_CHECK;

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

type DutyCounselFacts = Pick<HelpLine, 'name' | 'phone' | 'note' | 'source' | 'asOf'> & {
  /** When the service answers, stated on the entry's own page. */
  hours?: { text: string; atNight: boolean };
};

const DUTY_COUNSEL: Record<ProvinceCode, DutyCounselFacts> = {
  ON: {
    name: 'Legal Aid Ontario duty counsel (Brydges line)',
    note: `${THROUGH_POLICE} It is free, whatever your income. On your court date, duty counsel work at most courthouses.`,
    // LAO: "Arrested? LAO's Brydges hotline will connect you to a lawyer, 24/7" — police dial it.
    source: 'https://www.legalaid.on.ca/en/news/newsarchive/1306-07_brydgeshotline.asp',
    asOf: FIRST_CHECK,
    hours: { text: '24 hours a day, 7 days a week, through the police', atNight: true },
  },
  QC: {
    name: 'Aide juridique emergency line for people arrested or detained',
    phone: '1-800-842-2213',
    note: 'Free, everywhere in Quebec, whatever your income. If you do not have the number, the police must give it to you or dial it for you.',
    // Éducaloi: "service d'urgence de l'aide juridique au 1-800-842-2213".
    source:
      'https://educaloi.qc.ca/capsules/services-juridiques-gratuits-faible-cout-pour-personnes-accusees',
    asOf: FIRST_CHECK,
    hours: { text: '24 hours a day', atNight: true },
  },
  BC: {
    name: 'Legal Aid BC Brydges Line',
    note: THROUGH_POLICE,
    source: 'https://www.knowdutycounsel.ca/duty-counsel-services-across-canada/',
    asOf: FIRST_CHECK,
    hours: { text: '24 hours a day, 7 days a week, through the police', atNight: true },
  },
  AB: {
    name: 'Legal Aid Alberta Brydges line',
    note: THROUGH_POLICE,
    // LAA, 8 January 2025: "our around-the-clock coverage is … through … the Brydges line".
    source: 'https://legalaid.ab.ca/?p=21551',
    asOf: FIRST_CHECK,
    hours: { text: '24 hours a day, 365 days a year, through the police', atNight: true },
  },
  MB: {
    name: 'Legal Aid Manitoba duty counsel',
    // Legal Aid Manitoba's own Q&A (issue 37 replaced Justice Canada's 2003 review): duty counsel
    // help at a first appearance in court. No page of the plan's that we hold describes a night
    // service, so none is claimed; the right to a lawyer on arrest is the Charter's (s. 10(b)).
    note: 'If you are arrested or detained, you have the right to speak to a lawyer without delay: tell the police you want one. When you first appear in court on a criminal charge, a Legal Aid Manitoba duty counsel lawyer can help you.',
    source: 'https://www.legalaid.mb.ca/q-a/',
    asOf: NIGHT_CHECK,
  },
  SK: {
    name: 'Legal Aid Saskatchewan duty counsel',
    note: THROUGH_POLICE,
    source: 'https://www.justice.gc.ca/eng/rp-pr/csj-sjc/jsp-sjp/rr03_la4-rr03_aj4/p9.html',
    asOf: FIRST_CHECK,
  },
  NS: {
    name: 'Nova Scotia Legal Aid telephone duty counsel',
    note: THROUGH_POLICE,
    // Province of Nova Scotia: legal advice for arrested or detained persons, 24/7, through police.
    source:
      'https://novascotia.ca/cmns/msrv/viewRel.asp?relID=/cmns/msrv/nr-1995/nr95-10/95101603.htm',
    asOf: FIRST_CHECK,
    hours: { text: '24 hours a day, 7 days a week, through the police', atNight: true },
  },
  NB: {
    name: 'New Brunswick Legal Aid lawyer by telephone',
    // PLEIS-NB, New Brunswick's public legal information service: "you can call Legal Aid from the
    // police station at any time of day or night to speak to a lawyer by phone. There is no cost."
    note: 'If you are arrested or detained at a police station, you can call Legal Aid from there to speak to a lawyer by telephone: ask the police to let you make the call. It is free, whatever your income. Duty counsel are also at the courthouse for some criminal matters.',
    source: 'https://legalinfonb.ca/legal-info/getting-legal-help/legal-aid-in-new-brunswick/',
    asOf: NIGHT_CHECK,
    hours: { text: '24 hours a day, from the police station', atNight: true },
  },
  NL: {
    name: 'Legal Aid Commission lawyer on duty (after hours)',
    phone: '1-800-563-9911',
    note: 'Lawyers are on duty 24 hours a day for people arrested or questioned by the police. During business hours the officer calls the nearest legal aid office; after hours and on weekends, this line.',
    source: 'https://www.legalaid.nl.ca/advice.html',
    asOf: NIGHT_CHECK,
    hours: {
      text: 'After business hours and on weekends; the officer places the call',
      atNight: true,
    },
  },
  PE: {
    name: 'A lawyer when you are arrested',
    note: 'If you are arrested or detained, tell the police you want to speak to a lawyer. Prince Edward Island has no duty counsel program at criminal courts: apply for legal aid before your court date.',
    source: 'https://www.princeedwardisland.ca/en/information/justice-and-public-safety/legal-aid',
    asOf: FIRST_CHECK,
  },
  NT: {
    name: 'Legal Aid duty counsel (Northwest Territories)',
    note: THROUGH_POLICE,
    // Justice Canada: legal service provision in the three territories, before first appearance.
    source: 'https://www.justice.gc.ca/eng/rp-pr/aj-ja/rr03_la15-rr03_aj15/p9.html',
    asOf: FIRST_CHECK,
  },
  YT: {
    name: 'Yukon Legal Aid duty counsel',
    note: THROUGH_POLICE,
    source: 'https://www.justice.gc.ca/eng/rp-pr/csj-sjc/ccs-ajc/rr03_la11-rr03_aj11/p7.html',
    asOf: FIRST_CHECK,
    hours: { text: 'Weeknights, weekends and holidays, by telephone', atNight: true },
  },
  NU: {
    name: 'Nunavut Legal Aid duty counsel',
    note: `${THROUGH_POLICE} Court workers in the communities can also help.`,
    source: 'https://www.justice.gc.ca/eng/rp-pr/aj-ja/rr03_la15-rr03_aj15/p9.html',
    asOf: FIRST_CHECK,
  },
};

function dutyCounselLine({ hours, ...facts }: DutyCounselFacts): HelpLine {
  return {
    ...facts,
    ...(hours ? { hours: { ...hours, source: facts.source, asOf: facts.asOf } } : {}),
  };
}

/**
 * A plan's opening hours, where a page of the plan's states them (issue 37, checked on
 * NIGHT_CHECK): the number is the plan's record in `legal-aid.ts`, the hours this page's.
 */
const PLAN_HOURS: Partial<Record<ProvinceCode, Hours>> = {
  ON: {
    text: 'Monday to Friday, 8:00 AM to 5:00 PM',
    atNight: false,
    source: 'https://www.legalaid.on.ca/faq/how-do-i-apply-for-legal-aid/',
    asOf: NIGHT_CHECK,
  },
  AB: {
    text: 'Monday to Friday, 8:15 AM to 4:15 PM; callers held in custody get priority',
    atNight: false,
    source: 'https://www.legalaid.ab.ca/resources/help-centre/qualifying/',
    asOf: NIGHT_CHECK,
  },
  SK: {
    text: 'Monday to Friday, 8:00 AM to 4:45 PM',
    atNight: false,
    source: 'https://legalaid.sk.ca/community-resources/general-legal-aid-fact-sheet',
    asOf: NIGHT_CHECK,
  },
};

/**
 * Legal help by phone where the plan publishes no number of its own (issue 37, checked on
 * NIGHT_CHECK). None of these pages states hours, so none is claimed; none is a night line.
 */
const MORE_HELP: Partial<Record<ProvinceCode, readonly HelpLine[]>> = {
  NS: [
    {
      name: 'Legal Information Line (Legal Information Society of Nova Scotia)',
      phone: '1-800-665-9779',
      note: 'Free legal information by phone. Its Lawyer Referral Service offers a first consultation of up to 30 minutes with a lawyer for no more than $20 plus tax.',
      source: 'https://www.legalinfo.org/i-have-a-legal-question/lawyers-legal-help/',
      asOf: NIGHT_CHECK,
    },
  ],
  NB: [
    {
      name: 'Law Society of New Brunswick',
      phone: '506-458-8540',
      note: 'To find a lawyer, call the Law Society.',
      // PLEIS-NB's Family Law NB: "To find a lawyer, call the Law Society of New Brunswick".
      source: 'https://familylawnb.ca/english/find_a_lawyer',
      asOf: NIGHT_CHECK,
    },
  ],
  PE: [
    {
      name: 'Community Legal Information',
      phone: '1-800-240-9798',
      note: 'Free legal information. The courts of Prince Edward Island give this number for appointments with their free legal advice clinic for family and civil cases.',
      // The courts' notice of the clinic (2017), held as an http page; the courts' site serves https.
      source: 'https://www.courts.pe.ca/appeal/index.php?number=1052154&lang=E',
      asOf: NIGHT_CHECK,
    },
  ],
};

/**
 * The provinces and territories where no page we hold gives a phone number for legal help that a
 * person can call (duty counsel, the plan or another line): the page says so instead of guessing.
 * A number found for one of them takes it off this list (a test holds the two equal).
 */
export const WITHOUT_A_PUBLISHED_NUMBER: readonly ProvinceCode[] = ['NT'];

function legalAidLine(province: ProvinceCode): ProvinceHelpNow['legalAid'] {
  const plan = LEGAL_AID.find((entry) => entry.province === province);
  if (!plan) throw new Error(`help-now: no legal-aid plan for ${province}`);
  return {
    name: plan.organization,
    ...(plan.phone ? { phone: plan.phone } : {}),
    ...(plan.website ? { website: plan.website } : {}),
    ...(plan.localOffices ? { localOffices: plan.localOffices.source } : {}),
    note: plan.phone
      ? 'To apply for a legal aid lawyer or to ask about legal aid.'
      : 'Apply through the legal aid office nearest you.',
    source: plan.source,
    asOf: plan.asOf,
    ...(PLAN_HOURS[province] ? { hours: PLAN_HOURS[province] } : {}),
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
    dutyCounsel: dutyCounselLine(DUTY_COUNSEL[code]),
    legalAid: legalAidLine(code),
    moreHelp: MORE_HELP[code] ?? [],
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
  asOf: FIRST_CHECK,
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
  otherProvince: 'Another province or territory',
  chooseToSee:
    'Choose your province or territory to see its numbers: duty counsel, legal aid and more.',
  moreHelp: 'More legal help by phone',
  openAtNight: 'Open at night',
  hours: 'Hours',
  notAtNight: 'Not open at night.',
  hoursUnknown: 'No hours are published for this line: do not count on it at night.',
  noNumber:
    'We found no phone number for legal help here on a page we can cite. If you are arrested, ask the police to call duty counsel for you. If anyone is in danger, call 911.',
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
