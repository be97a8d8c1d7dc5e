import type { Language } from '@cld/reference/languages';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type { ProvinceCode } from '@cld/reference/provinces';
import { cityNameFr } from './city-names.fr.ts';
import { ofName } from './french-elision.ts';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';
import type { Random } from './random.ts';
import { specializationFr } from './specializations.fr.ts';

/**
 * The demo directory's French bios (issue 19): written from French templates the way the English
 * ones are, not translated from them, with the agreements a French sentence needs (« avocate »,
 * « établie ») and the title Quebec and Acadian lawyers use (« Me »).
 */

/** How a practice area reads after « exerce » or « conseille … ». */
const AREA_PHRASES: Record<PracticeAreaSlug, string> = {
  'family-law': 'en droit de la famille',
  'criminal-law': 'en droit criminel',
  'corporate-law': 'en droit des affaires',
  'real-estate-law': 'en droit immobilier',
  'immigration-law': 'en droit de l’immigration',
  'personal-injury': 'en préjudice corporel',
  'employment-law': 'en droit du travail',
  'tax-law': 'en droit fiscal',
  'environmental-law': 'en droit de l’environnement',
  'intellectual-property': 'en propriété intellectuelle',
  'contract-law': 'en droit des contrats',
  'constitutional-law': 'en droit constitutionnel',
  'health-law': 'en droit de la santé',
  'securities-law': 'en droit des valeurs mobilières',
  'bankruptcy-insolvency': 'en matière de faillite et d’insolvabilité',
  'civil-litigation': 'en litige civil',
  'wills-estates': 'en matière de testaments et de successions',
  'human-rights-law': 'en droits de la personne',
};

/** « au Québec », « en Ontario »: where a province is, with its preposition. */
const IN_PROVINCE: Record<ProvinceCode, string> = {
  AB: 'en Alberta',
  BC: 'en Colombie-Britannique',
  MB: 'au Manitoba',
  NB: 'au Nouveau-Brunswick',
  NL: 'à Terre-Neuve-et-Labrador',
  NS: 'en Nouvelle-Écosse',
  NT: 'dans les Territoires du Nord-Ouest',
  NU: 'au Nunavut',
  ON: 'en Ontario',
  PE: 'à l’Île-du-Prince-Édouard',
  QC: 'au Québec',
  SK: 'en Saskatchewan',
  YT: 'au Yukon',
};

/** The words that agree with the lawyer: « avocate », « établie », « elle »… */
interface Agreement {
  /** Feminine ending: `e` or nothing. */
  e: string;
  /** « Elle » or « Il », to open a sentence. */
  subject: string;
  lawyer: string;
}

const agreementOf = (female: boolean): Agreement =>
  female
    ? { e: 'e', subject: 'Elle', lawyer: 'avocate' }
    : { e: '', subject: 'Il', lawyer: 'avocat' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « à Montréal », « au Bic », « aux Escoumins ». */
export function inCity(city: string): string {
  if (city.startsWith('Le ')) return `au ${city.slice(3)}`;
  if (city.startsWith('Les ')) return `aux ${city.slice(4)}`;
  return `à ${city}`;
}

/** « de Laval », « d’Ottawa », « de Yellowknife », « du Bic ». */
export function ofCity(city: string): string {
  if (city.startsWith('Le ')) return `du ${city.slice(3)}`;
  if (city.startsWith('Les ')) return `des ${city.slice(4)}`;
  return ofName(city);
}

const frenchList = new Intl.ListFormat('fr-CA', { type: 'conjunction' });

/** « A, B et C », as Canadian French joins a list (no comma before « et »). */
export function joinListFr(items: readonly string[]): string {
  return frenchList.format(items);
}

/** A label inside a sentence: « Médiation familiale » → « médiation familiale », « TPS/TVH » kept. */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** How a practice area reads in a French bio: « en droit de la famille ». */
export function describePracticeAreaFr(slug: PracticeAreaSlug): string {
  return AREA_PHRASES[slug];
}

/** A sentence about the kind of work each primary area involves, two ways of saying it each. */
const AREA_SENTENCES: Record<PracticeAreaSlug, readonly ((a: Agreement) => string)[]> = {
  'family-law': [
    (a) =>
      `${a.subject} privilégie la médiation et les ententes négociées lorsque l’intérêt des enfants le permet.`,
    (a) =>
      `${a.subject} accompagne les familles à chaque étape d’une séparation, de la première rencontre jusqu’au jugement.`,
  ],
  'criminal-law': [
    (a) =>
      `${a.subject} représente sa clientèle dès l’arrestation, à l’enquête sur remise en liberté comme au procès.`,
    () =>
      'Chaque dossier commence par un examen minutieux de la preuve divulguée par la poursuite.',
  ],
  'corporate-law': [
    (a) =>
      `${a.subject} accompagne les entreprises en démarrage et les PME, de leur constitution jusqu’à leur vente.`,
    (a) =>
      `${a.subject} rédige et négocie les conventions qui encadrent la croissance des entreprises.`,
  ],
  'real-estate-law': [
    (a) =>
      `${a.subject} veille à ce que chaque transaction se conclue dans les délais, de l’offre d’achat à la signature.`,
    (a) =>
      `${a.subject} conseille sa clientèle sur les titres de propriété, les baux et les copropriétés.`,
  ],
  'immigration-law': [
    (a) =>
      `${a.subject} prépare des demandes complètes et soignées pour éviter les refus et les retards.`,
    (a) =>
      `${a.subject} accompagne les personnes et les familles qui souhaitent s’établir au Canada, du premier permis jusqu’à la citoyenneté.`,
  ],
  'personal-injury': [
    (a) =>
      `${a.subject} défend les victimes d’accidents face aux assureurs pour obtenir une indemnisation juste.`,
    () =>
      'La première rencontre permet d’évaluer le dossier et les délais à respecter, sans frais.',
  ],
  'employment-law': [
    (a) =>
      `${a.subject} conseille autant le personnel que les employeurs lors d’un congédiement, d’une enquête ou d’une négociation.`,
    (a) =>
      `${a.subject} aide sa clientèle à faire valoir ses droits au travail, souvent sans avoir à se rendre devant un tribunal.`,
  ],
  'tax-law': [
    (a) =>
      `${a.subject} représente des personnes et des entreprises lors des vérifications et des oppositions aux avis de cotisation.`,
    (a) =>
      `${a.subject} conçoit des planifications fiscales qui tiennent compte des objectifs familiaux et d’affaires.`,
  ],
  'environmental-law': [
    (a) =>
      `${a.subject} guide les entreprises et les municipalités dans leurs démarches d’autorisation environnementale.`,
    (a) =>
      `${a.subject} conseille sa clientèle sur la gestion des terrains contaminés et la conformité réglementaire.`,
  ],
  'intellectual-property': [
    (a) =>
      `${a.subject} aide les artistes, les inventeurs et inventrices et les entreprises à protéger leurs marques, leurs œuvres et leurs inventions.`,
    (a) =>
      `${a.subject} négocie des licences et défend les droits de sa clientèle en cas de contrefaçon.`,
  ],
  'contract-law': [
    (a) =>
      `${a.subject} rédige des contrats clairs qui préviennent les différends plutôt que de les provoquer.`,
    (a) =>
      `${a.subject} intervient lorsqu’un contrat n’est pas respecté, d’abord par la négociation.`,
  ],
  'constitutional-law': [
    (a) =>
      `${a.subject} plaide des dossiers qui touchent aux droits garantis par la Charte canadienne des droits et libertés.`,
    (a) =>
      `${a.subject} conseille les organismes et les personnes qui contestent une loi ou une décision de l’État.`,
  ],
  'health-law': [
    (a) =>
      `${a.subject} conseille patientes et patients, familles et personnel soignant sur le consentement aux soins et la confidentialité.`,
    (a) =>
      `${a.subject} représente des membres des professions de la santé devant leur ordre professionnel.`,
  ],
  'securities-law': [
    (a) =>
      `${a.subject} accompagne les émetteurs dans leurs financements et leurs obligations d’information continue.`,
    (a) =>
      `${a.subject} représente des sociétés et leurs dirigeantes et dirigeants lors d’enquêtes des autorités en valeurs mobilières.`,
  ],
  'bankruptcy-insolvency': [
    (a) =>
      `${a.subject} aide les personnes et les entreprises endettées à trouver une solution avant qu’il ne soit trop tard.`,
    (a) =>
      `${a.subject} représente tant les créanciers que les débiteurs dans les restructurations et les faillites.`,
  ],
  'civil-litigation': [
    (a) => `${a.subject} évalue d’entrée de jeu les chances de succès et les coûts d’un recours.`,
    (a) =>
      `${a.subject} plaide devant les tribunaux civils et privilégie un règlement lorsqu’il sert mieux sa clientèle.`,
  ],
  'wills-estates': [
    (a) =>
      `${a.subject} aide sa clientèle à préparer testaments et mandats de protection, et accompagne les liquidatrices et liquidateurs dans le règlement des successions.`,
    (a) =>
      `${a.subject} règle les successions avec rigueur et avec tact, dans le respect des volontés de chacun.`,
  ],
  'human-rights-law': [
    (a) =>
      `${a.subject} représente des personnes victimes de discrimination ou de harcèlement, au travail comme ailleurs.`,
    (a) => `${a.subject} conseille organismes et employeurs sur l’accommodement et l’équité.`,
  ],
};

const CLOSING_SENTENCES: readonly ((last: string, a: Agreement) => string)[] = [
  (last, a) =>
    `Me ${last} est reconnu${a.e} pour ses conseils clairs et pratiques et pour sa disponibilité.`,
  (last) =>
    `Me ${last} offre une première consultation pour faire le point sur votre situation et vos options.`,
  () => 'Chaque dossier fait l’objet d’une préparation rigoureuse et d’un suivi régulier.',
  (last) => `Me ${last} donne régulièrement de son temps à une clinique juridique de sa région.`,
  (last) =>
    `Me ${last} cherche à régler chaque dossier efficacement, à l’amiable ou devant les tribunaux.`,
];

export interface FrenchBioDetails {
  name: string;
  last: string;
  female: boolean;
  city: string;
  province: ProvinceCode;
  practiceAreas: readonly PracticeAreaSlug[];
  experience: number;
  specializations: readonly string[];
  languages: readonly Language[];
}

/** A French bio of 2 to 5 sentences naming the city and every practice area. */
export function drawBioFr(random: Random, lawyer: FrenchBioDetails): string {
  const a = agreementOf(lawyer.female);
  const where = IN_PROVINCE[lawyer.province];
  const areas = joinListFr(lawyer.practiceAreas.map(describePracticeAreaFr));
  const city = cityNameFr(lawyer.city);
  // « à Québec, au Québec » says the place twice.
  const cityAndProvince = city === 'Québec' ? inCity(city) : `${inCity(city)}, ${where}`;
  const opening = [
    `Me ${lawyer.name} exerce ${areas} ${cityAndProvince}.`,
    `Établi${a.e} ${inCity(city)}, Me ${lawyer.name} exerce ${areas}.`,
    `Me ${lawyer.name} conseille une clientèle ${ofCity(city)} et de partout ${where} ${areas}.`,
  ][random.int(0, 2)];
  const focus = joinListFr(lawyer.specializations.map((s) => inSentence(specializationFr(s))));
  const bar = lawyer.province === 'QC' ? 'au Barreau du Québec' : 'au barreau';
  const experience =
    lawyer.experience >= 2
      ? [
          `Fort${a.e} de ${lawyer.experience} ans d’expérience, Me ${lawyer.last} se consacre surtout aux dossiers suivants\u00a0: ${focus}.`,
          `${capitalised(a.lawyer)} depuis ${lawyer.experience} ans, Me ${lawyer.last} s’occupe principalement de ces questions\u00a0: ${focus}.`,
        ][random.int(0, 1)]
      : `Récemment admis${a.e} ${bar}, Me ${lawyer.last} se consacre surtout aux dossiers suivants\u00a0: ${focus}.`;
  const sentences = [opening, experience];
  const primary = lawyer.practiceAreas[0];
  if (primary && random.chance(0.6)) sentences.push(random.pick(AREA_SENTENCES[primary])(a));
  if (lawyer.languages.length > 1 && random.chance(0.8)) {
    const spoken = lawyer.languages.map((l) => `en ${LANGUAGE_NAMES_FR[l].toLowerCase()}`);
    sentences.push(`Ses services sont offerts ${joinListFr(spoken)}.`);
  }
  if (random.chance(0.5)) sentences.push(random.pick(CLOSING_SENTENCES)(lawyer.last, a));
  return sentences.join(' ');
}
