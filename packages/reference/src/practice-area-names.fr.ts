import type { PracticeAreaSlug } from './practice-areas.ts';

/**
 * Each area's usual name in Quebec French, for French pages (cards, filters, profiles, guides). The
 * English names are the keys the API and profiles store (`@cld/content/practice-areas`).
 */
export const PRACTICE_AREA_NAMES_FR: Record<PracticeAreaSlug, string> = {
  'family-law': 'Droit de la famille',
  'criminal-law': 'Droit criminel',
  'corporate-law': 'Droit des affaires',
  'real-estate-law': 'Droit immobilier',
  'immigration-law': 'Droit de l’immigration',
  'personal-injury': 'Préjudice corporel',
  'employment-law': 'Droit du travail',
  'tax-law': 'Droit fiscal',
  'environmental-law': 'Droit de l’environnement',
  'intellectual-property': 'Propriété intellectuelle',
  'contract-law': 'Droit des contrats',
  'constitutional-law': 'Droit constitutionnel',
  'health-law': 'Droit de la santé',
  'securities-law': 'Droit des valeurs mobilières',
  'bankruptcy-insolvency': 'Faillite et insolvabilité',
  'civil-litigation': 'Litige civil',
  'wills-estates': 'Testaments et successions',
  'human-rights-law': 'Droits de la personne',
};
