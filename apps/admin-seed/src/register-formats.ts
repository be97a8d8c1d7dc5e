import { LANGUAGE_NAMES_FR } from '@cld/content/languages.fr';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { LANGUAGES } from '@cld/reference/languages';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import { PROVINCES } from '@cld/reference/provinces';
import type { RegulatorSlug } from '@cld/reference/regulators';
import type { RegisterStatus } from '@cld/validation/register';

/**
 * How a regulator's register file reads (issue 39): its column names and its status words, mapped
 * to the directory's register format. The standard format is documented in the README; a regulator
 * whose file says things differently gets one mapping here. Practice areas and languages are read
 * by their English or French names (or the directory's slugs), whatever the mapping; provinces by
 * code or name.
 */

export const REGISTER_FIELDS = [
  'name',
  'licenceNumber',
  'status',
  'city',
  'province',
  'firm',
  'practiceAreas',
  'languages',
  'registerDate',
  'email',
  'phone',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export const REQUIRED_REGISTER_FIELDS: readonly RegisterField[] = [
  'name',
  'licenceNumber',
  'status',
  'city',
  'province',
  'registerDate',
];

export interface RegisterFormat {
  /** Shown in the help and the error messages. */
  label: string;
  /** The file's header for each field. */
  columns: Record<RegisterField, string>;
  /** The register's status words, as `fold` folds them. */
  statuses: Record<string, RegisterStatus>;
}

/** Case, accents, apostrophes and extra spaces do not count when a word is matched. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const STANDARD_FORMAT: RegisterFormat = {
  label: 'standard register format',
  columns: {
    name: 'name',
    licenceNumber: 'licenceNumber',
    status: 'status',
    city: 'city',
    province: 'province',
    firm: 'firm',
    practiceAreas: 'practiceAreas',
    languages: 'languages',
    registerDate: 'registerDate',
    email: 'email',
    phone: 'phone',
  },
  statuses: {
    practising: 'practising',
    'non-practising': 'non-practising',
    suspended: 'suspended',
    revoked: 'revoked',
    deceased: 'deceased',
  },
};

/** An Ontario-style register file (English headers, "In good standing"). */
const ONTARIO_STYLE: RegisterFormat = {
  label: 'Law Society of Ontario style',
  columns: {
    name: 'Member Name',
    licenceNumber: 'Licence Number',
    status: 'Status',
    city: 'City',
    province: 'Province',
    firm: 'Business Name',
    practiceAreas: 'Areas of Law',
    languages: 'Languages of Service',
    registerDate: 'Register Date',
    email: 'Email',
    phone: 'Phone',
  },
  statuses: {
    'in good standing': 'practising',
    practising: 'practising',
    'not practising': 'non-practising',
    'non-practising': 'non-practising',
    retired: 'non-practising',
    suspended: 'suspended',
    'summarily suspended': 'suspended',
    revoked: 'revoked',
    'licence revoked': 'revoked',
    deceased: 'deceased',
  },
};

/** A Québec-style register file (French headers and status words). */
const QUEBEC_STYLE: RegisterFormat = {
  label: 'Barreau du Québec style',
  columns: {
    name: 'Nom',
    licenceNumber: 'Numéro de membre',
    status: 'Statut',
    city: 'Ville',
    province: 'Province',
    firm: 'Cabinet',
    practiceAreas: 'Domaines de droit',
    languages: 'Langues',
    registerDate: 'Date du registre',
    email: 'Courriel',
    phone: 'Téléphone',
  },
  statuses: {
    'inscrit au tableau': 'practising',
    inscrit: 'practising',
    inscrite: 'practising',
    actif: 'practising',
    active: 'practising',
    'non exercant': 'non-practising',
    'non exercante': 'non-practising',
    inactif: 'non-practising',
    inactive: 'non-practising',
    suspendu: 'suspended',
    suspendue: 'suspended',
    radie: 'revoked',
    radiee: 'revoked',
    decede: 'deceased',
    decedee: 'deceased',
  },
};

/** The mapping of each regulator whose file differs from the standard format. */
export const REGISTER_FORMATS: Partial<Record<RegulatorSlug, RegisterFormat>> = {
  'law-society-of-ontario': ONTARIO_STYLE,
  'barreau-du-quebec': QUEBEC_STYLE,
};

export const registerFormatOf = (regulator: RegulatorSlug): RegisterFormat =>
  REGISTER_FORMATS[regulator] ?? STANDARD_FORMAT;

const AREA_WORDS = new Map<string, string>(
  PRACTICE_AREAS.flatMap((area) => [
    [fold(area.slug), area.slug],
    [fold(area.name), area.slug],
    [fold(PRACTICE_AREA_NAMES_FR[area.slug]), area.slug],
  ]),
);

/** A practice area's slug from its slug or its English or French name; undefined when unknown. */
export const practiceAreaOf = (word: string) => AREA_WORDS.get(fold(word));

const LANGUAGE_WORDS = new Map<string, string>(
  LANGUAGES.flatMap((language) => {
    // The directory's French name (« Persan (farsi) ») and its first word, as a register may write
    // it (« Persan »).
    const french = LANGUAGE_NAMES_FR[language];
    const short = french.replace(/\s*\(.*\)$/, '');
    return [
      [fold(language), language] as const,
      [fold(french), language] as const,
      [fold(short), language] as const,
    ];
  }),
);

export const languageOf = (word: string) => LANGUAGE_WORDS.get(fold(word));

const PROVINCE_WORDS = new Map<string, string>(
  PROVINCES.flatMap((province) => [
    [fold(province.code), province.code],
    [fold(province.name), province.code],
    [fold(province.nameFr), province.code],
  ]),
);

export const provinceOf = (word: string) => PROVINCE_WORDS.get(fold(word));
