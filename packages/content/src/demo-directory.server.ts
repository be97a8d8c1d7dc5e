import { areaCodesForPlace } from './area-codes.ts';
import { loadCities } from './cities.server.ts';
import type { City } from './city.types.ts';
import type { DemoLawyer, GenerateDirectoryOptions } from './demo-directory.types.ts';
import { NAME_POOLS, type NameOrigin } from './demo-names.ts';
import { formatFeeStructure, type FeeStructure } from './fee-structures.ts';
import type { Language } from '@cld/reference/languages';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { PRACTICE_AREAS } from './practice-areas.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';
import { drawPracticeDetails } from './demo-directory-details.ts';
import { drawBioFr } from './demo-french-bios.ts';
import { createRandom, createWeightedPicker, type Random } from './random.ts';
import { SPECIALIZATIONS } from './specializations.ts';

export const DEFAULT_DIRECTORY_SIZE = 8200;
export const DEFAULT_DIRECTORY_SEED = 20190601;

/** Smallest share of all lawyers a province or territory gets, so the territories are not empty. */
const PROVINCE_SHARE_FLOOR = 0.005;

/** Relative frequency of each primary practice area; the spec's six built-in counts lead. */
const PRIMARY_AREA_WEIGHTS: Record<PracticeAreaSlug, number> = {
  'personal-injury': 1093,
  'family-law': 892,
  'real-estate-law': 743,
  'corporate-law': 651,
  'criminal-law': 487,
  'employment-law': 421,
  'civil-litigation': 520,
  'wills-estates': 470,
  'immigration-law': 430,
  'contract-law': 200,
  'tax-law': 160,
  'intellectual-property': 150,
  'bankruptcy-insolvency': 120,
  'securities-law': 90,
  'health-law': 80,
  'human-rights-law': 60,
  'environmental-law': 50,
  'constitutional-law': 40,
};

/** Areas commonly practised alongside each primary area. */
const RELATED_AREAS: Record<PracticeAreaSlug, readonly PracticeAreaSlug[]> = {
  'family-law': ['wills-estates', 'civil-litigation', 'real-estate-law'],
  'criminal-law': ['civil-litigation', 'human-rights-law', 'immigration-law', 'constitutional-law'],
  'corporate-law': ['contract-law', 'securities-law', 'tax-law', 'intellectual-property'],
  'real-estate-law': ['wills-estates', 'contract-law', 'corporate-law', 'civil-litigation'],
  'immigration-law': ['family-law', 'human-rights-law', 'criminal-law', 'employment-law'],
  'personal-injury': ['civil-litigation', 'health-law', 'employment-law'],
  'employment-law': ['human-rights-law', 'civil-litigation', 'contract-law', 'corporate-law'],
  'tax-law': ['wills-estates', 'corporate-law', 'bankruptcy-insolvency'],
  'environmental-law': ['constitutional-law', 'corporate-law', 'civil-litigation'],
  'intellectual-property': ['corporate-law', 'contract-law', 'civil-litigation'],
  'contract-law': ['corporate-law', 'civil-litigation', 'real-estate-law'],
  'constitutional-law': ['human-rights-law', 'criminal-law', 'environmental-law'],
  'health-law': ['personal-injury', 'human-rights-law', 'wills-estates'],
  'securities-law': ['corporate-law', 'civil-litigation', 'tax-law'],
  'bankruptcy-insolvency': ['corporate-law', 'civil-litigation', 'contract-law', 'tax-law'],
  'civil-litigation': ['contract-law', 'personal-injury', 'employment-law', 'wills-estates'],
  'wills-estates': ['real-estate-law', 'tax-law', 'family-law', 'civil-litigation'],
  'human-rights-law': ['employment-law', 'constitutional-law', 'immigration-law'],
};

/** Extra hourly rate for areas that mostly serve businesses. */
const AREA_RATE_PREMIUM: Partial<Record<PracticeAreaSlug, number>> = {
  'corporate-law': 90,
  'securities-law': 110,
  'tax-law': 90,
  'intellectual-property': 80,
  'environmental-law': 40,
  'bankruptcy-insolvency': 40,
  'immigration-law': -20,
};

/** Chance a lawyer of each area offers each fee structure; hourly billing is the default. */
const FEE_CHANCES: Record<PracticeAreaSlug, Partial<Record<FeeStructure, number>>> = {
  'family-law': { Hourly: 0.9, 'Flat fee': 0.3, Retainer: 0.6 },
  'criminal-law': { Hourly: 0.6, 'Flat fee': 0.5, Retainer: 0.55 },
  'corporate-law': { Hourly: 0.95, 'Flat fee': 0.3, Retainer: 0.4 },
  'real-estate-law': { Hourly: 0.35, 'Flat fee': 0.85, Retainer: 0.1 },
  'immigration-law': { Hourly: 0.4, 'Flat fee': 0.75, Retainer: 0.3 },
  'personal-injury': { Hourly: 0.15, Contingency: 0.95 },
  'employment-law': { Hourly: 0.85, Contingency: 0.35, Retainer: 0.25 },
  'tax-law': { Hourly: 0.95, 'Flat fee': 0.2, Retainer: 0.25 },
  'environmental-law': { Hourly: 0.95, Retainer: 0.3 },
  'intellectual-property': { Hourly: 0.8, 'Flat fee': 0.55 },
  'contract-law': { Hourly: 0.9, 'Flat fee': 0.3 },
  'constitutional-law': { Hourly: 0.9, Retainer: 0.3 },
  'health-law': { Hourly: 0.85, Retainer: 0.25 },
  'securities-law': { Hourly: 0.95, Retainer: 0.35 },
  'bankruptcy-insolvency': { Hourly: 0.6, 'Flat fee': 0.45, Retainer: 0.2 },
  'civil-litigation': { Hourly: 0.9, Contingency: 0.25, Retainer: 0.4 },
  'wills-estates': { Hourly: 0.5, 'Flat fee': 0.75, Retainer: 0.15 },
  'human-rights-law': { Hourly: 0.7, Contingency: 0.2, Retainer: 0.2 },
};

type OriginWeights = Partial<Record<NameOrigin, number>>;

/** Heritage mix of lawyers' names per province, loosely following census patterns. */
const ORIGIN_WEIGHTS: Record<ProvinceCode, OriginWeights> = {
  ON: {
    english: 55,
    french: 5,
    punjabi: 5,
    hindi: 5,
    urdu: 3,
    chinese: 8,
    filipino: 3,
    arabic: 3,
    farsi: 3,
    italian: 4,
    portuguese: 3,
    spanish: 2,
    ukrainian: 1,
  },
  BC: {
    english: 55,
    french: 3,
    punjabi: 10,
    hindi: 3,
    urdu: 1,
    chinese: 14,
    filipino: 4,
    arabic: 1,
    farsi: 4,
    italian: 2,
    portuguese: 1,
    spanish: 2,
    ukrainian: 1,
  },
  AB: {
    english: 60,
    french: 4,
    punjabi: 7,
    hindi: 4,
    urdu: 3,
    chinese: 7,
    filipino: 5,
    arabic: 3,
    farsi: 2,
    italian: 1,
    portuguese: 1,
    spanish: 2,
    ukrainian: 6,
  },
  MB: {
    english: 60,
    french: 6,
    punjabi: 5,
    hindi: 3,
    urdu: 1,
    chinese: 3,
    filipino: 9,
    arabic: 1,
    farsi: 1,
    italian: 1,
    portuguese: 1,
    spanish: 1,
    ukrainian: 10,
  },
  SK: {
    english: 65,
    french: 5,
    punjabi: 4,
    hindi: 3,
    urdu: 2,
    chinese: 3,
    filipino: 5,
    arabic: 1,
    farsi: 1,
    spanish: 1,
    ukrainian: 10,
  },
  QC: {
    french: 80,
    english: 7,
    arabic: 5,
    italian: 3,
    spanish: 2,
    portuguese: 1,
    chinese: 1,
    farsi: 1,
    hindi: 0.5,
    urdu: 0.5,
    filipino: 0.5,
  },
  NB: { english: 58, french: 38, chinese: 1, hindi: 1, arabic: 1, filipino: 1 },
  NS: { english: 86, french: 5, arabic: 3, chinese: 2, hindi: 2, filipino: 1, italian: 1 },
  PE: { english: 88, french: 6, chinese: 3, hindi: 2, filipino: 1 },
  NL: { english: 93, french: 2, chinese: 2, hindi: 2, filipino: 1 },
  NT: { english: 84, french: 6, filipino: 5, chinese: 2, hindi: 1, punjabi: 1, arabic: 1 },
  YT: { english: 84, french: 8, filipino: 4, chinese: 2, hindi: 1, punjabi: 1 },
  NU: { english: 88, french: 7, filipino: 2, chinese: 1, hindi: 1, arabic: 1 },
};

/** Chance a lawyer of each heritage speaks its languages, beyond English and French. */
const HERITAGE_LANGUAGES: Partial<Record<NameOrigin, readonly (readonly [Language, number])[]>> = {
  punjabi: [
    ['Punjabi', 0.75],
    ['Hindi', 0.3],
  ],
  hindi: [
    ['Hindi', 0.65],
    ['Gujarati', 0.1],
    ['Punjabi', 0.1],
  ],
  urdu: [
    ['Urdu', 0.7],
    ['Punjabi', 0.25],
    ['Hindi', 0.15],
  ],
  filipino: [['Tagalog', 0.65]],
  arabic: [['Arabic', 0.75]],
  farsi: [['Farsi', 0.75]],
  italian: [['Italian', 0.45]],
  portuguese: [['Portuguese', 0.55]],
  spanish: [['Spanish', 0.8]],
  ukrainian: [['Ukrainian', 0.3]],
};

/** Languages anyone may have learned, with their chance. */
const LEARNED_LANGUAGES: readonly (readonly [Language, number])[] = [
  ['Spanish', 0.03],
  ['German', 0.012],
  ['Italian', 0.006],
  ['Portuguese', 0.004],
  ['Mandarin', 0.004],
  ['Polish', 0.004],
  ['Russian', 0.004],
  ['Greek', 0.003],
  ['Korean', 0.003],
  ['Vietnamese', 0.003],
  ['Tamil', 0.003],
];

const STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Water Street',
  'Church Street',
  'Victoria Avenue',
  'Wellington Street',
  'Elgin Street',
  'Albert Street',
  'George Street',
  'Front Street',
  'Park Avenue',
  'Centre Street',
  'College Street',
  'Railway Avenue',
  'First Avenue',
  'Second Avenue',
  'Third Avenue',
  'Market Street',
  'Princess Street',
  'Mill Street',
  'Bridge Street',
  'River Road',
  'Lakeshore Drive',
  'Maple Avenue',
  'Oak Street',
  'Cedar Street',
  'Pine Street',
  'Richmond Street',
  'Union Street',
  'Commercial Street',
  'Hill Street',
  'Riverside Drive',
  'Dominion Street',
  'Station Street',
  'Broadway Avenue',
] as const;

const RUES = [
  'rue Principale',
  'rue Notre-Dame',
  'rue Saint-Jean',
  'rue Saint-Georges',
  'rue Saint-Pierre',
  'rue Saint-Joseph',
  "rue de l'Église",
  'rue du Collège',
  'rue Wellington',
  'rue King',
  'boulevard Laurier',
  'boulevard Saint-Joseph',
  'rue Racine',
  'rue des Érables',
  'rue du Parc',
  'avenue de la Gare',
  'rue Champlain',
  'rue Frontenac',
  'rue Papineau',
  'boulevard de la Cité',
  'rue Sainte-Anne',
  'rue du Palais',
  'boulevard Industriel',
  'rue Commerciale',
] as const;

const CLOSING_SENTENCES = [
  (last: string) => `${last} is known for clear, practical advice and prompt communication.`,
  (last: string) => `${last} offers an initial consultation to review your situation and options.`,
  () => 'Every file receives careful preparation and regular updates on its progress.',
  (last: string) => `${last} volunteers regularly with a local community legal clinic.`,
  (last: string) => `${last} works to resolve matters efficiently, in or out of court.`,
] as const;

const PROVINCE_NAMES = new Map(PROVINCES.map((p) => [p.code, p.name]));
const AREA_NAMES = new Map<string, string>(PRACTICE_AREAS.map((a) => [a.slug, a.name]));

interface DirectoryPlan {
  pickProvince: (random: Random) => ProvinceCode;
  pickCity: Map<ProvinceCode, (random: Random) => City>;
  pickOrigin: Map<ProvinceCode, (random: Random) => NameOrigin>;
  pickPrimaryArea: (random: Random) => PracticeAreaSlug;
}

function planDirectory(cities: readonly City[]): DirectoryPlan {
  const byProvince = new Map<ProvinceCode, City[]>();
  for (const city of cities) {
    const list = byProvince.get(city.province) ?? [];
    list.push(city);
    byProvince.set(city.province, list);
  }
  const population = (list: readonly City[]) => list.reduce((sum, c) => sum + c.population, 0);
  const total = population(cities);
  const pickCity = new Map<ProvinceCode, (random: Random) => City>();
  const pickOrigin = new Map<ProvinceCode, (random: Random) => NameOrigin>();
  for (const { code } of PROVINCES) {
    const list = byProvince.get(code);
    if (!list) throw new Error(`the cities data set has no city in ${code}`);
    pickCity.set(code, createWeightedPicker(list.map((c) => [c, c.population] as const)));
    pickOrigin.set(
      code,
      createWeightedPicker(Object.entries(ORIGIN_WEIGHTS[code]) as [NameOrigin, number][]),
    );
  }
  return {
    pickProvince: createWeightedPicker(
      PROVINCES.map((p) => {
        const share = population(byProvince.get(p.code) ?? []) / total;
        return [p.code, Math.max(share, PROVINCE_SHARE_FLOOR)] as const;
      }),
    ),
    pickCity,
    pickOrigin,
    pickPrimaryArea: createWeightedPicker(
      Object.entries(PRIMARY_AREA_WEIGHTS) as [PracticeAreaSlug, number][],
    ),
  };
}

/** Lower-case ASCII letters and digits joined by hyphens, for e-mail addresses and host names. */
function toSlug(text: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for non-ASCII characters
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** How a practice area reads inside a sentence: "wills and estates", "family law". */
export function describePracticeArea(slug: PracticeAreaSlug): string {
  return (AREA_NAMES.get(slug) ?? slug).toLowerCase().replace(' & ', ' and ');
}

interface Person {
  origin: NameOrigin;
  /** Drawn from the female first names: French bios agree with it (« avocate », « établie »). */
  female: boolean;
  first: string;
  last: string;
  name: string;
}

function drawPerson(random: Random, origin: NameOrigin, province: ProvinceCode): Person {
  const pool = NAME_POOLS[origin];
  const female = random.chance(0.5);
  const first = random.pick(female ? pool.female : pool.male);
  let last = random.pick(pool.last);
  // Many Quebecers born in the 1970s and 1980s carry both parents' surnames.
  if (origin === 'french' && province === 'QC' && random.chance(0.08)) {
    const second = random.pick(pool.last);
    if (second !== last) last = `${last}-${second}`;
  }
  return { origin, female, first, last, name: `${first} ${last}` };
}

function drawLanguages(random: Random, origin: NameOrigin, province: ProvinceCode): Language[] {
  const french =
    origin === 'french' ||
    random.chance(
      province === 'QC'
        ? 0.85
        : province === 'NB'
          ? 0.25
          : province === 'ON'
            ? 0.08
            : origin === 'arabic'
              ? 0.3
              : 0.04,
    );
  const english = province !== 'QC' || random.chance(origin === 'french' ? 0.7 : 0.92) || !french;
  const languages = new Set<Language>();
  if (province === 'QC') {
    if (french) languages.add('French');
    if (english) languages.add('English');
  } else {
    if (english) languages.add('English');
    if (french) languages.add('French');
  }
  if (origin === 'chinese' && random.chance(0.7)) {
    const cantonesePlace = province === 'BC' || province === 'ON';
    const first = random.chance(cantonesePlace ? 0.5 : 0.35) ? 'Cantonese' : 'Mandarin';
    languages.add(first);
    if (random.chance(0.3)) languages.add(first === 'Cantonese' ? 'Mandarin' : 'Cantonese');
  }
  for (const [language, chance] of HERITAGE_LANGUAGES[origin] ?? []) {
    if (random.chance(chance)) languages.add(language);
  }
  if (province === 'NU' && random.chance(0.1)) languages.add('Inuktitut');
  for (const [language, chance] of LEARNED_LANGUAGES) {
    if (random.chance(chance)) languages.add(language);
  }
  return [...languages];
}

function drawPracticeAreas(random: Random, plan: DirectoryPlan): PracticeAreaSlug[] {
  const primary = plan.pickPrimaryArea(random);
  const extra = random.next();
  const count = extra < 0.45 ? 0 : extra < 0.8 ? 1 : 2;
  return [primary, ...random.sample(RELATED_AREAS[primary], count)];
}

function drawSpecializations(random: Random, areas: readonly PracticeAreaSlug[]): string[] {
  const [primary, ...others] = areas as [PracticeAreaSlug, ...PracticeAreaSlug[]];
  const count = random.int(1, 4);
  const fromOther = others.length > 0 && count > 1 && random.chance(0.5) ? 1 : 0;
  const chosen = random.sample(SPECIALIZATIONS[primary], count - fromOther);
  if (fromOther) {
    const other = random.pick(others);
    const pick = random.pick(SPECIALIZATIONS[other]);
    if (!chosen.includes(pick)) chosen.push(pick);
  }
  return chosen;
}

const FEE_ENTRIES = new Map(
  Object.entries(FEE_CHANCES).map(([area, chances]) => [
    area,
    Object.entries(chances) as [FeeStructure, number][],
  ]),
);

function drawFeeStructure(random: Random, primary: PracticeAreaSlug): string {
  const chosen: FeeStructure[] = [];
  for (const [structure, chance] of FEE_ENTRIES.get(primary) ?? []) {
    if (random.chance(chance)) chosen.push(structure);
  }
  return formatFeeStructure(
    chosen.length > 0 ? chosen : [primary === 'personal-injury' ? 'Contingency' : 'Hourly'],
  );
}

function drawHourlyRate(random: Random, experience: number, city: City, primary: PracticeAreaSlug) {
  const cityPremium = city.population > 1_000_000 ? 70 : city.population > 300_000 ? 35 : 0;
  const rate =
    160 +
    experience * 10.5 +
    cityPremium +
    (AREA_RATE_PREMIUM[primary] ?? 0) +
    (random.next() - 0.5) * 90;
  return Math.min(900, Math.max(150, Math.round(rate / 5) * 5));
}

function drawFirmName(
  random: Random,
  lawyer: Person,
  city: City,
  primary: PracticeAreaSlug,
  partner: () => string,
): string | null {
  if (random.chance(0.22)) return null;
  const own = random.chance(0.6) ? lawyer.last : partner();
  if (city.province === 'QC') {
    switch (random.int(0, 5)) {
      case 0:
        return `${own} Avocats`;
      case 1:
        return `${own} ${partner()} Avocats`;
      case 2:
        return `Cabinet ${own}`;
      case 3:
        return `${own} & Associés`;
      case 4:
        return `${own} ${partner()} s.e.n.c.r.l.`;
      default:
        return `${own} Avocats inc.`;
    }
  }
  switch (random.int(0, 7)) {
    case 0:
      return `${own} Law`;
    case 1:
      return `${own} Law Office`;
    case 2:
      return `${own} & Associates`;
    case 3:
      return `${own} ${partner()} LLP`;
    case 4:
      return `${own}, ${partner()} & ${partner()} LLP`;
    case 5:
      return `${own} Legal Professional Corporation`;
    case 6:
      return `${own} ${partner()} Barristers & Solicitors`;
    default: {
      const area = AREA_NAMES.get(primary) ?? 'Law';
      return `${city.name} ${area} ${area.endsWith('Law') ? 'Group' : 'Lawyers'}`;
    }
  }
}

function drawAddress(random: Random, city: City): string {
  const maxNumber = city.population > 500_000 ? 2999 : city.population > 100_000 ? 1999 : 899;
  const number = random.int(1, maxNumber);
  const suite = random.chance(city.population > 100_000 ? 0.55 : 0.2)
    ? random.int(1, city.population > 500_000 ? 24 : 4) * 100 + random.int(0, 20)
    : null;
  if (city.province === 'QC') {
    return `${number}, ${random.pick(RUES)}${suite ? `, bureau ${suite}` : ''}`;
  }
  return `${suite ? `Suite ${suite}, ` : ''}${number} ${random.pick(STREETS)}`;
}

function drawBio(
  random: Random,
  lawyer: Person,
  city: City,
  details: Pick<DemoLawyer, 'practiceAreas' | 'experience' | 'specializations' | 'languages'>,
): string {
  const province = PROVINCE_NAMES.get(city.province) ?? city.province;
  const areas = joinList(details.practiceAreas.map(describePracticeArea));
  const opening = [
    `${lawyer.name} practises ${areas} in ${city.name}, ${province}.`,
    `Based in ${city.name}, ${province}, ${lawyer.name} practises ${areas}.`,
    `${lawyer.name} advises clients in ${city.name} and across ${province} on ${areas}.`,
  ][random.int(0, 2)];
  const focus = joinList(details.specializations);
  const experience =
    details.experience >= 2
      ? `${lawyer.last} brings ${details.experience} years of experience, with a focus on ${focus}.`
      : `${lawyer.last} was recently called to the bar and focuses on ${focus}.`;
  const sentences = [opening, experience];
  if (details.languages.length > 1 && random.chance(0.8)) {
    sentences.push(`${lawyer.last} serves clients in ${joinList(details.languages)}.`);
  }
  if (random.chance(0.5)) sentences.push(random.pick(CLOSING_SENTENCES)(lawyer.last));
  return sentences.join(' ');
}

/** The stream of `createRandom` the French bios draw from, so the rest of the directory stays as it was. */
const FRENCH_BIO_STREAM = 1;

/** The stream the practice details (issue 20) draw from, so the rest of the directory stays as it was. */
const PRACTICE_DETAILS_STREAM = 2;

/** The stream the offices' postal codes (issue 37) draw from, so the rest of the directory stays as it was. */
const POSTAL_CODE_STREAM = 3;

/**
 * The first letter of a postal code in each province and territory, after Canada Post's regions
 * (Statistics Canada's table of forward sortation areas gives A to N with their provinces and
 * regions, https://www12.statcan.gc.ca/census-recensement/2016/ref/FSA-note-eng.cfm, checked
 * 2026-12-06): M metropolitan Toronto, H metropolitan Montréal. For the demo's invented offices only.
 */
const POSTAL_LETTERS: Record<ProvinceCode, readonly string[]> = {
  NL: ['A'],
  NS: ['B'],
  PE: ['C'],
  NB: ['E'],
  QC: ['G', 'J'],
  ON: ['K', 'L', 'N', 'P'],
  MB: ['R'],
  SK: ['S'],
  AB: ['T'],
  BC: ['V'],
  NT: ['X'],
  NU: ['X'],
  YT: ['Y'],
};
const CITY_POSTAL_LETTER: Record<string, string> = { Toronto: 'M', Montréal: 'H', Laval: 'H' };
/** Letters a postal code uses after its first (Canada Post leaves out D, F, I, O, Q and U). */
const POSTAL_CODE_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/**
 * A fictional office's postal code in the shape and first letter of its place ("H2Y 1C6"): made
 * up like the street it goes with, and never checked against Canada Post's.
 */
function drawPostalCode(random: Random, city: City): string {
  const first = CITY_POSTAL_LETTER[city.name] ?? random.pick(POSTAL_LETTERS[city.province]);
  const letter = () => POSTAL_CODE_LETTERS[random.int(0, POSTAL_CODE_LETTERS.length - 1)];
  // A digit 0 is a rural area's: a city's office is in an urban one.
  return `${first}${random.int(1, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

/** Chance a French-speaking Quebec lawyer who also speaks English writes the bio in English too. */
const QUEBEC_ENGLISH_BIO = 0.6;

/**
 * The bio in English and in French (issue 19). A lawyer who speaks French has a French bio. In
 * Quebec a French speaker writes in French and often in English too; elsewhere everyone writes in
 * English, and French speakers in French as well.
 */
function drawBios(
  random: Random,
  french: Random,
  lawyer: Person,
  city: City,
  details: Pick<DemoLawyer, 'practiceAreas' | 'experience' | 'specializations' | 'languages'>,
): Pick<DemoLawyer, 'bio' | 'bioFr'> {
  // Drawn for everyone, so the main stream (and every other field) is what it was before French.
  const bio = drawBio(random, lawyer, city, details);
  const languages = details.languages as Language[];
  if (!languages.includes('French')) return { bio, bioFr: null };
  const bioFr = drawBioFr(french, {
    ...details,
    languages,
    name: lawyer.name,
    last: lawyer.last,
    female: lawyer.female,
    city: city.name,
    province: city.province,
  });
  const alsoEnglish =
    city.province !== 'QC' || (languages.includes('English') && french.chance(QUEBEC_ENGLISH_BIO));
  return { bio: alsoEnglish ? bio : null, bioFr };
}

function drawRating(random: Random): number {
  return Math.round((3.5 + 1.5 * Math.sqrt(random.next())) * 10) / 10;
}

const EMAIL_DOMAINS = ['example.ca', 'example.ca', 'example.com', 'example.org'] as const;

/** Hands out unique e-mail addresses at reserved example domains. */
function createEmailBook() {
  const uses = new Map<string, number>();
  // Names come from small pools, so their e-mail forms are worth keeping.
  const parts = new Map<string, string>();
  const part = (name: string) => {
    let value = parts.get(name);
    if (value === undefined) {
      value = toSlug(name).replaceAll('-', '');
      parts.set(name, value);
    }
    return value;
  };
  return (random: Random, person: Person): string => {
    const first = part(person.first);
    const last = part(person.last);
    const domain = random.pick(EMAIL_DOMAINS);
    const address = `${first}.${last}@${domain}`;
    const count = (uses.get(address) ?? 0) + 1;
    uses.set(address, count);
    // A number never collides with a plain address: local parts made from names have no digits.
    return count === 1 ? address : `${first}.${last}${count}@${domain}`;
  };
}

function* generateLawyers(count: number, seed: number): Generator<DemoLawyer> {
  const random = createRandom(seed);
  const french = createRandom(seed, FRENCH_BIO_STREAM);
  const practice = createRandom(seed, PRACTICE_DETAILS_STREAM);
  const postal = createRandom(seed, POSTAL_CODE_STREAM);
  const plan = planDirectory(loadCities());
  const namesInCity = new Set<string>();
  const issueEmail = createEmailBook();

  for (let i = 0; i < count; i++) {
    const province = plan.pickProvince(random);
    const city = (plan.pickCity.get(province) as (r: Random) => City)(random);
    const pickOrigin = plan.pickOrigin.get(province) as (r: Random) => NameOrigin;
    const origin = pickOrigin(random);

    let person = drawPerson(random, origin, province);
    for (let attempt = 0; namesInCity.has(`${person.name}|${city.name}`); attempt++) {
      person = drawPerson(random, origin, province);
      if (attempt >= 8) {
        const initial = String.fromCharCode(65 + random.int(0, 25));
        person = { ...person, name: `${person.first} ${initial}. ${person.last}` };
      }
    }
    namesInCity.add(`${person.name}|${city.name}`);

    const practiceAreas = drawPracticeAreas(random, plan);
    const primary = practiceAreas[0] as PracticeAreaSlug;
    const experience = Math.min(45, Math.floor(random.next() ** 1.3 * 46));
    const specializations = drawSpecializations(random, practiceAreas);
    const languages = drawLanguages(random, origin, province);
    const partner = () => drawPerson(random, pickOrigin(random), province).last;
    const firmName = drawFirmName(random, person, city, primary, partner);
    const areaCode = random.pick(areaCodesForPlace(city));
    const phone = `${areaCode}55501${String(random.int(0, 99)).padStart(2, '0')}`;
    const site = firmName ?? person.name;
    const rating = drawRating(random);
    const reviewCount = Math.min(400, Math.floor(random.next() ** 2 * (20 + experience * 9)));

    const lawyer: DemoLawyer = {
      name: person.name,
      firmName,
      practiceAreas,
      city: city.name,
      province,
      address: drawAddress(random, city),
      postalCode: drawPostalCode(postal, city),
      phone,
      email: issueEmail(random, person),
      website: random.chance(firmName ? 0.7 : 0.35)
        ? `https://${toSlug(site).slice(0, 50).replace(/-$/, '')}.example.com`
        : null,
      linkedin: random.chance(0.45)
        ? `https://linkedin.example.com/in/${toSlug(person.name)}-${random.int(100, 999)}`
        : null,
      experience,
      hourlyRate: drawHourlyRate(random, experience, city, primary),
      feeStructure: drawFeeStructure(random, primary),
      ...drawBios(random, french, person, city, {
        practiceAreas,
        experience,
        specializations,
        languages,
      }),
      specializations,
      languages,
      rating,
      reviewCount,
      isVerified: random.chance(0.6),
    };
    yield { ...lawyer, ...drawPracticeDetails(practice, lawyer, city) };
  }
}

/**
 * The fictional demo directory: the same seed always yields the same lawyers, in the same order.
 * Phone numbers sit in the reserved 555-01xx range and e-mail and web addresses at example domains,
 * so no generated lawyer can reach a real person.
 */
export function generateDirectory({
  count = DEFAULT_DIRECTORY_SIZE,
  seed = DEFAULT_DIRECTORY_SEED,
}: Partial<GenerateDirectoryOptions> = {}): Generator<DemoLawyer> {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number of lawyers, got ${count}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  return generateLawyers(count, seed);
}
