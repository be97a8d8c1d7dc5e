import type { PracticeAreaSlug } from './practice-areas.ts';

/**
 * The French URL segment of each practice area (`/fr/avocats-a/quebec/montreal/droit-de-la-famille`,
 * issue 19): the area's French name (`@cld/content/practice-areas.fr`) as a slug, an apostrophe
 * becoming a hyphen (« droit-de-l-immigration »). A table rather than a computation so that the
 * route table, which every page loads, does not carry the French names and summaries.
 */
export const PRACTICE_AREA_SLUGS_FR = {
  'family-law': 'droit-de-la-famille',
  'criminal-law': 'droit-criminel',
  'corporate-law': 'droit-des-affaires',
  'real-estate-law': 'droit-immobilier',
  'immigration-law': 'droit-de-l-immigration',
  'personal-injury': 'prejudice-corporel',
  'employment-law': 'droit-du-travail',
  'tax-law': 'droit-fiscal',
  'environmental-law': 'droit-de-l-environnement',
  'intellectual-property': 'propriete-intellectuelle',
  'contract-law': 'droit-des-contrats',
  'constitutional-law': 'droit-constitutionnel',
  'health-law': 'droit-de-la-sante',
  'securities-law': 'droit-des-valeurs-mobilieres',
  'bankruptcy-insolvency': 'faillite-et-insolvabilite',
  'civil-litigation': 'litige-civil',
  'wills-estates': 'testaments-et-successions',
  'human-rights-law': 'droits-de-la-personne',
} as const satisfies Record<PracticeAreaSlug, string>;
