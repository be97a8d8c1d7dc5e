import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import {
  DEFAULT_OFFICE_HOURS,
  WEEKDAYS,
  type FundingOption,
  type MeetingMode,
  type OfficeHours,
  type OpeningHours,
  type StatedFeeOffer,
  type Weekday,
} from '@cld/reference/practice-details';
import type { City } from './city.types.ts';
import type { DemoFlatFee, DemoLawyer } from './demo-directory.types.ts';
import { cityNameFr } from './city-names.fr.ts';
import { ofCity } from './demo-french-bios.ts';
import { parseFeeStructure } from './fee-structures.ts';
import { PROVINCES } from './provinces.ts';
import type { Random } from './random.ts';

/**
 * The demo directory's practice details (issue 20): what each fictional lawyer states about cost,
 * funding, how and when they meet. The shares follow what lawyers' directories and the research
 * the issue cites suggest (free first consultations common in personal injury, legal aid mostly in
 * family, criminal and immigration law); the generator's tests hold them within tolerances.
 */

/** A flat-fee service a lawyer of an area may list, in both languages, with a typical price in CAD. */
interface FlatFeeService {
  en: string;
  fr: string;
  /** The usual price range in a mid-sized city, before the lawyer's own adjustments. */
  min: number;
  max: number;
  /** Where it is offered: Quebec only (Quebec law), or everywhere else (a notary's work in Quebec). */
  only?: 'quebec' | 'outside-quebec';
}

/**
 * Services offered at a flat fee, per practice area. The profile stores one `service` string as
 * the lawyer wrote it: a demo lawyer writes it in the language of the bio (French in Quebec).
 */
export const FLAT_FEE_SERVICES: Record<PracticeAreaSlug, readonly FlatFeeService[]> = {
  'family-law': [
    { en: 'Uncontested divorce', fr: 'Divorce à l’amiable', min: 1200, max: 2500 },
    { en: 'Separation agreement', fr: 'Entente de séparation', min: 1500, max: 3500 },
    { en: 'Cohabitation agreement', fr: 'Convention de vie commune', min: 800, max: 1500 },
    { en: 'Marriage contract', fr: 'Contrat de mariage', min: 1000, max: 2500 },
    {
      en: 'Child support variation',
      fr: 'Modification de la pension alimentaire pour enfants',
      min: 1000,
      max: 2000,
    },
  ],
  'criminal-law': [
    {
      en: 'Impaired driving defence (first offence)',
      fr: 'Défense pour conduite avec les capacités affaiblies (première infraction)',
      min: 2500,
      max: 5000,
    },
    { en: 'Bail hearing', fr: 'Enquête sur remise en liberté', min: 1000, max: 2500 },
    {
      en: 'Record suspension (pardon) application',
      fr: 'Demande de suspension du casier judiciaire (pardon)',
      min: 800,
      max: 1500,
    },
    {
      en: 'Guilty plea, summary offence',
      fr: 'Plaidoyer de culpabilité, infraction sommaire',
      min: 1000,
      max: 2000,
    },
    { en: 'Peace bond (section 810)', fr: 'Engagement de l’article 810', min: 1000, max: 2000 },
  ],
  'real-estate-law': [
    {
      en: 'Residential purchase closing',
      fr: 'Achat d’une propriété résidentielle',
      min: 900,
      max: 1600,
      only: 'outside-quebec',
    },
    {
      en: 'Residential sale closing',
      fr: 'Vente d’une propriété résidentielle',
      min: 800,
      max: 1400,
      only: 'outside-quebec',
    },
    {
      en: 'Mortgage refinance',
      fr: 'Refinancement hypothécaire',
      min: 700,
      max: 1200,
      only: 'outside-quebec',
    },
    {
      en: 'Review of an offer to purchase',
      fr: 'Révision d’une promesse d’achat',
      min: 300,
      max: 600,
    },
    {
      en: 'Demand letter for latent defects',
      fr: 'Mise en demeure pour vices cachés',
      min: 400,
      max: 900,
      only: 'quebec',
    },
    { en: 'Lease review', fr: 'Révision d’un bail', min: 250, max: 500 },
  ],
  'corporate-law': [
    { en: 'Incorporation', fr: 'Constitution d’une société par actions', min: 900, max: 1800 },
    {
      en: 'Annual minute book update',
      fr: 'Mise à jour annuelle du livre des procès-verbaux',
      min: 300,
      max: 600,
    },
    { en: 'Shareholders’ agreement', fr: 'Convention entre actionnaires', min: 1500, max: 4000 },
  ],
  'immigration-law': [
    {
      en: 'Spousal sponsorship application',
      fr: 'Demande de parrainage d’un conjoint',
      min: 2500,
      max: 4500,
    },
    {
      en: 'Express Entry application',
      fr: 'Demande d’Entrée express',
      min: 2000,
      max: 3500,
      only: 'outside-quebec',
    },
    {
      en: 'Quebec selection certificate (CSQ) application',
      fr: 'Demande de certificat de sélection du Québec (CSQ)',
      min: 1500,
      max: 3000,
      only: 'quebec',
    },
    { en: 'Study permit application', fr: 'Demande de permis d’études', min: 1000, max: 2000 },
    { en: 'Work permit application', fr: 'Demande de permis de travail', min: 1200, max: 2500 },
    { en: 'Visitor visa application', fr: 'Demande de visa de visiteur', min: 500, max: 1000 },
    { en: 'Citizenship application', fr: 'Demande de citoyenneté', min: 600, max: 1200 },
  ],
  'personal-injury': [
    {
      en: 'Review of an insurer’s settlement offer',
      fr: 'Révision d’une offre de règlement d’un assureur',
      min: 300,
      max: 750,
    },
  ],
  'employment-law': [
    {
      en: 'Severance package review',
      fr: 'Révision d’une offre d’indemnité de départ',
      min: 400,
      max: 900,
    },
    {
      en: 'Employment contract review',
      fr: 'Révision d’un contrat de travail',
      min: 300,
      max: 700,
    },
    {
      en: 'Demand letter to an employer',
      fr: 'Mise en demeure à un employeur',
      min: 400,
      max: 900,
    },
  ],
  'tax-law': [
    {
      en: 'Voluntary disclosure application',
      fr: 'Demande de divulgation volontaire',
      min: 2000,
      max: 5000,
    },
    { en: 'Notice of objection', fr: 'Avis d’opposition', min: 1200, max: 3000 },
  ],
  'environmental-law': [
    {
      en: 'Environmental compliance review',
      fr: 'Revue de conformité environnementale',
      min: 2000,
      max: 5000,
    },
  ],
  'intellectual-property': [
    {
      en: 'Trademark search and application',
      fr: 'Recherche et demande d’enregistrement de marque de commerce',
      min: 1200,
      max: 2500,
    },
    { en: 'Copyright registration', fr: 'Enregistrement d’un droit d’auteur', min: 300, max: 700 },
    { en: 'Non-disclosure agreement', fr: 'Entente de confidentialité', min: 400, max: 900 },
    { en: 'Cease-and-desist letter', fr: 'Mise en demeure pour contrefaçon', min: 600, max: 1200 },
  ],
  'contract-law': [
    { en: 'Contract review', fr: 'Révision d’un contrat', min: 300, max: 800 },
    { en: 'Contract drafting', fr: 'Rédaction d’un contrat', min: 800, max: 2000 },
    { en: 'Demand letter', fr: 'Mise en demeure', min: 300, max: 700 },
  ],
  'constitutional-law': [
    { en: 'Written legal opinion', fr: 'Avis juridique écrit', min: 1500, max: 4000 },
  ],
  'health-law': [
    {
      en: 'Advance care directives',
      fr: 'Directives médicales anticipées',
      min: 250,
      max: 500,
    },
  ],
  'securities-law': [
    {
      en: 'Exempt distribution report',
      fr: 'Déclaration de placement avec dispense',
      min: 1000,
      max: 2500,
    },
  ],
  'bankruptcy-insolvency': [
    { en: 'Proof of claim filing', fr: 'Dépôt d’une preuve de réclamation', min: 400, max: 900 },
    { en: 'Demand letter to a debtor', fr: 'Mise en demeure à un débiteur', min: 300, max: 600 },
  ],
  'civil-litigation': [
    { en: 'Demand letter', fr: 'Mise en demeure', min: 300, max: 700 },
    {
      en: 'Small claims preparation',
      fr: 'Préparation à la Division des petites créances',
      min: 800,
      max: 1500,
    },
  ],
  'wills-estates': [
    { en: 'Simple will', fr: 'Testament devant témoins', min: 350, max: 800 },
    { en: 'Wills for a couple', fr: 'Testaments pour un couple', min: 600, max: 1200 },
    { en: 'Powers of attorney', fr: 'Mandat de protection', min: 250, max: 600 },
    {
      en: 'Probate application (uncontested)',
      fr: 'Vérification d’un testament (sans contestation)',
      min: 1500,
      max: 3500,
    },
  ],
  'human-rights-law': [
    {
      en: 'Human rights complaint',
      fr: 'Plainte en matière de droits de la personne',
      min: 1000,
      max: 2500,
    },
  ],
};

/** Chance a lawyer whose fee structure says "Flat fee" lists flat-fee services (about 30 % of all). */
const FLAT_FEE_LIST_CHANCE = 0.9;

/** Chance of a free first consultation by primary area: most personal-injury lawyers offer one. */
const FREE_CONSULTATION_CHANCE: Partial<Record<PracticeAreaSlug, number>> = {
  'personal-injury': 0.75,
  'family-law': 0.35,
  'criminal-law': 0.4,
  'immigration-law': 0.35,
  'employment-law': 0.35,
  'real-estate-law': 0.2,
  'corporate-law': 0.15,
  'securities-law': 0.15,
  'tax-law': 0.15,
  'intellectual-property': 0.15,
  'environmental-law': 0.15,
  'constitutional-law': 0.15,
};
const FREE_CONSULTATION_OTHERWISE = 0.3;

/** Chance of accepting legal aid by primary area: the plans cover family, criminal and immigration law. */
const LEGAL_AID_CHANCE: Partial<Record<PracticeAreaSlug, number>> = {
  'family-law': 0.7,
  'criminal-law': 0.75,
  'immigration-law': 0.65,
  'human-rights-law': 0.4,
  'health-law': 0.2,
  'civil-litigation': 0.18,
  'employment-law': 0.15,
  'wills-estates': 0.12,
  'personal-injury': 0.06,
  'contract-law': 0.05,
  'bankruptcy-insolvency': 0.05,
  'real-estate-law': 0.04,
};

/** Chance a personal-injury lawyer billing by contingency states it as funding (about 40 %). */
const CONTINGENCY_CHANCE = 0.42;

const STATED_OFFER_CHANCES: readonly (readonly [StatedFeeOffer, number])[] = [
  ['limited-scope', 0.25],
  ['sliding-scale', 0.15],
  ['payment-plans', 0.3],
];

const hours = (opens: string, closes: string): OpeningHours => ({ opens, closes });

/** A weekday as lawyers keep it: a few common days, and a lunch break for some. */
const WEEKDAY_PATTERNS: readonly (readonly [readonly OpeningHours[], number])[] = [
  [[hours('09:00', '17:00')], 35],
  [[hours('09:00', '18:00')], 25],
  [[hours('08:30', '17:00')], 15],
  [[hours('08:00', '16:30')], 10],
  [[hours('09:00', '12:00'), hours('13:00', '17:00')], 15],
];
const SATURDAYS: readonly (readonly [readonly OpeningHours[], number])[] = [
  [[], 60],
  [[hours('09:00', '12:00')], 25],
  [[hours('10:00', '14:00')], 10],
  [[hours('09:00', '17:00')], 5],
];

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random.next() * total;
  for (const [item, weight] of entries) {
    target -= weight;
    if (target < 0) return item;
  }
  return entries.at(-1)![0];
}

/** The same openings with the last one closing at `closes` instead. */
const closingAt = (day: readonly OpeningHours[], closes: string): OpeningHours[] =>
  day.map((opening, index) => (index === day.length - 1 ? { ...opening, closes } : opening));

/**
 * A week of office hours: some keep the spec's hours (a new profile's), others their own weekday,
 * with evenings on one or two days, an early Friday, a Saturday morning or a closed weekend.
 */
export function drawOfficeHours(random: Random): OfficeHours {
  if (random.chance(0.15)) {
    return Object.fromEntries(
      WEEKDAYS.map((day) => [day, DEFAULT_OFFICE_HOURS[day].map((opening) => ({ ...opening }))]),
    ) as OfficeHours;
  }
  const weekday = weighted(random, WEEKDAY_PATTERNS);
  const evenings = random.chance(0.2)
    ? random.sample(['tue', 'wed', 'thu'] as const, random.int(1, 2))
    : [];
  const earlyFriday = random.chance(0.15);
  const week = {} as OfficeHours;
  for (const day of WEEKDAYS) {
    week[day] =
      day === 'sat'
        ? []
        : day === 'sun'
          ? []
          : (evenings as readonly Weekday[]).includes(day)
            ? closingAt(weekday, '20:00')
            : day === 'fri' && earlyFriday
              ? closingAt(weekday, '16:00')
              : [...weekday];
  }
  week.sat = [...weighted(random, SATURDAYS)];
  if (random.chance(0.03)) week.sun = [hours('12:00', '16:00')];
  return week;
}

const PROVINCE_NAMES = new Map<string, string>(PROVINCES.map((p) => [p.code, p.name]));

/**
 * The "Location" as a lawyer types it: the city, "Laval, QC", "Downtown Calgary", "Laval (Québec)",
 * « Centre-ville d’Ottawa ».
 */
function drawLocation(random: Random, city: City, french: boolean): string {
  const roll = random.next();
  const name = french ? cityNameFr(city.name) : city.name;
  if (city.population > 300_000 && roll < 0.15) {
    return french ? `Centre-ville ${ofCity(name)}` : `Downtown ${name}`;
  }
  if (roll < 0.45) return `${name}, ${city.province}`;
  if (roll < 0.55) {
    return french
      ? `${name} (${city.province === 'QC' ? 'Québec' : city.province})`
      : `${name}, ${PROVINCE_NAMES.get(city.province) ?? city.province}`;
  }
  return name;
}

const roundPrice = (price: number) =>
  price >= 1000 ? Math.round(price / 50) * 50 : Math.round(price / 25) * 25;

/**
 * 1 to 4 services of the lawyer's areas (the primary one's first), priced from the usual range:
 * a little more in big cities and with experience. Some state a range, others one price.
 */
function drawFlatFees(
  random: Random,
  lawyer: Pick<DemoLawyer, 'practiceAreas' | 'experience'>,
  city: City,
  french: boolean,
): DemoFlatFee[] {
  const offered = (area: PracticeAreaSlug) =>
    FLAT_FEE_SERVICES[area].filter(
      (service) =>
        service.only === undefined || (service.only === 'quebec') === (city.province === 'QC'),
    );
  const [primary, ...others] = lawyer.practiceAreas as [PracticeAreaSlug, ...PracticeAreaSlug[]];
  const count = random.int(1, 4);
  const chosen = random.sample(offered(primary), count);
  for (const other of others) {
    if (chosen.length >= count) break;
    if (random.chance(0.5)) chosen.push(...random.sample(offered(other), 1));
  }
  const place = city.population > 1_000_000 ? 1.15 : city.population > 300_000 ? 1.05 : 0.9;
  const factor =
    place * (1 + Math.min(lawyer.experience, 30) * 0.01) * (0.85 + random.next() * 0.3);
  const seen = new Set<string>();
  const fees: DemoFlatFee[] = [];
  for (const service of chosen) {
    const name = french ? service.fr : service.en;
    if (seen.has(name)) continue;
    seen.add(name);
    const minPrice = roundPrice(service.min * factor);
    const maxPrice = roundPrice(service.max * factor);
    fees.push(
      random.chance(0.55)
        ? { service: name, minPrice, maxPrice }
        : {
            service: name,
            minPrice: roundPrice(minPrice + (maxPrice - minPrice) * 0.3),
            maxPrice: null,
          },
    );
  }
  return fees;
}

function drawFreeConsultation(random: Random, primary: PracticeAreaSlug): number | null {
  if (!random.chance(FREE_CONSULTATION_CHANCE[primary] ?? FREE_CONSULTATION_OTHERWISE)) return null;
  const roll = random.next();
  if (primary === 'personal-injury') return roll < 0.6 ? 30 : 60;
  return roll < 0.25 ? 15 : roll < 0.8 ? 30 : 60;
}

function drawMeetingModes(random: Random): MeetingMode[] {
  const inPerson = random.chance(0.9);
  let video = random.chance(0.6);
  const phone = random.chance(0.5);
  if (!inPerson && !phone) video = true;
  return [
    ...(inPerson ? (['in-person'] as const) : []),
    ...(video ? (['video'] as const) : []),
    ...(phone ? (['phone'] as const) : []),
  ];
}

/** What a demo lawyer states about cost, funding, how and when they meet, and where. */
export type DemoPracticeDetails = Required<
  Pick<
    DemoLawyer,
    | 'location'
    | 'freeConsultationMinutes'
    | 'flatFees'
    | 'feeOffers'
    | 'funding'
    | 'meetingModes'
    | 'stepFreeAccess'
    | 'officeHours'
    | 'acceptingClients'
  >
>;

/** Days back the demo's "accepting new clients" confirmations go: past 90, they have lapsed. */
export const ACCEPTING_CONFIRMED_WITHIN_DAYS = 120;

/**
 * A demo lawyer's practice details, drawn from their own stream so the rest of the directory stays
 * as it was. A lawyer who writes in French (every French speaker in Quebec) types the location and
 * names the flat-fee services in French.
 */
export function drawPracticeDetails(
  random: Random,
  lawyer: Pick<DemoLawyer, 'practiceAreas' | 'experience' | 'feeStructure' | 'bioFr' | 'province'>,
  city: City,
): DemoPracticeDetails {
  const primary = lawyer.practiceAreas[0] as PracticeAreaSlug;
  const french = lawyer.bioFr !== null && lawyer.province === 'QC';
  const structures = parseFeeStructure(lawyer.feeStructure);
  const location = drawLocation(random, city, french);
  const freeConsultationMinutes = drawFreeConsultation(random, primary);
  const flatFees =
    structures.includes('Flat fee') && random.chance(FLAT_FEE_LIST_CHANCE)
      ? drawFlatFees(random, lawyer, city, french)
      : [];
  const feeOffers = STATED_OFFER_CHANCES.flatMap(([offer, chance]) =>
    random.chance(offer === 'limited-scope' && primary === 'family-law' ? 0.35 : chance)
      ? [offer]
      : [],
  );
  const funding: FundingOption[] = [];
  if (random.chance(LEGAL_AID_CHANCE[primary] ?? 0)) funding.push('legal-aid');
  if (random.chance(0.1)) funding.push('pro-bono');
  if (
    primary === 'personal-injury' &&
    structures.includes('Contingency') &&
    random.chance(CONTINGENCY_CHANCE)
  ) {
    funding.push('contingency');
  }
  const meetingModes = drawMeetingModes(random);
  const stepFreeAccess =
    meetingModes.includes('in-person') && random.chance(0.55) ? random.chance(0.8) : null;
  const officeHours = drawOfficeHours(random);
  const acceptingClients = random.chance(0.7)
    ? {
        accepting: random.chance(0.85),
        confirmedDaysAgo: random.int(0, ACCEPTING_CONFIRMED_WITHIN_DAYS - 1),
      }
    : null;
  return {
    location,
    freeConsultationMinutes,
    flatFees,
    feeOffers,
    funding,
    meetingModes,
    stepFreeAccess,
    officeHours,
    acceptingClients,
  };
}
