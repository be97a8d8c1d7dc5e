import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { PRACTICE_AREAS, type PracticeArea } from './practice-areas.ts';
import { foldText } from './text-folding.ts';

/**
 * French twin of `practice-areas.ts` (decision 028): the same slugs and consultation-issue values,
 * with the areas' usual names in Quebec French. French URL segments, when the routes come, can be
 * `slugify(name)` (« droit-de-la-famille »).
 */
const WORDS: Record<PracticeAreaSlug, Pick<PracticeArea, 'name' | 'summary'>> = {
  'family-law': {
    name: 'Droit de la famille',
    summary:
      'Séparation, divorce, arrangements parentaux, pensions alimentaires pour enfants et pour conjoint, et partage des biens.',
  },
  'criminal-law': {
    name: 'Droit criminel',
    summary:
      'Défense contre des accusations criminelles, enquêtes sur remise en liberté, conduite avec facultés affaiblies et dossiers de jeunes contrevenants.',
  },
  'corporate-law': {
    name: 'Droit des affaires',
    summary:
      'Constitution en société, gouvernance, conventions d’actionnaires, financement et fusions.',
  },
  'real-estate-law': {
    name: 'Droit immobilier',
    summary:
      'Achat et vente de propriétés, prêts hypothécaires, titres, baux et questions de copropriété.',
  },
  'immigration-law': {
    name: 'Droit de l’immigration',
    summary:
      'Résidence permanente, permis de travail et d’études, parrainage, demandes d’asile et citoyenneté.',
  },
  'personal-injury': {
    name: 'Préjudice corporel',
    summary:
      'Indemnisation après un accident d’auto, une chute, une faute médicale ou une autre blessure.',
  },
  'employment-law': {
    name: 'Droit du travail',
    summary:
      'Congédiement injustifié, harcèlement au travail, contrats, indemnité de départ et droits de la personne au travail.',
  },
  'tax-law': {
    name: 'Droit fiscal',
    summary:
      'Litiges avec l’Agence du revenu du Canada, planification fiscale et divulgations volontaires.',
  },
  'environmental-law': {
    name: 'Droit de l’environnement',
    summary: 'Réglementation environnementale, évaluations, contamination et conformité.',
  },
  'intellectual-property': {
    name: 'Propriété intellectuelle',
    summary: 'Marques de commerce, droit d’auteur, brevets, secrets commerciaux et licences.',
  },
  'contract-law': {
    name: 'Droit des contrats',
    summary: 'Rédaction, révision et exécution de contrats, et règlement des litiges contractuels.',
  },
  'constitutional-law': {
    name: 'Droit constitutionnel',
    summary:
      'Droits garantis par la Charte, partage des compétences et contestation des décisions gouvernementales.',
  },
  'health-law': {
    name: 'Droit de la santé',
    summary:
      'Droits des patients, consentement et aptitude, réglementation des professions et confidentialité des renseignements de santé.',
  },
  'securities-law': {
    name: 'Droit des valeurs mobilières',
    summary:
      'Financement, dispenses de prospectus, information continue et autorités en valeurs mobilières.',
  },
  'bankruptcy-insolvency': {
    name: 'Faillite et insolvabilité',
    summary:
      'Propositions de consommateur, faillite, réclamations des créanciers et restructuration.',
  },
  'civil-litigation': {
    name: 'Litige civil',
    summary:
      'Poursuites et différends devant les tribunaux judiciaires ou administratifs, des petites créances jusqu’en appel.',
  },
  'wills-estates': {
    name: 'Testaments et successions',
    summary:
      'Testaments, mandats de protection et procurations, homologation, règlement des successions et litiges successoraux.',
  },
  'human-rights-law': {
    name: 'Droits de la personne',
    summary:
      'Plaintes de discrimination devant les commissions et les tribunaux des droits de la personne.',
  },
};

export const PRACTICE_AREAS_FR: readonly PracticeArea[] = PRACTICE_AREAS.map((area) => ({
  ...area,
  ...WORDS[area.slug],
}));

/** Resolves a practice area from its slug, its French name (any case or accent) or its issue value. */
export function findPracticeAreaFr(value: string): PracticeArea | undefined {
  const key = foldText(value.trim());
  return PRACTICE_AREAS_FR.find(
    (a) => a.slug === key || foldText(a.name) === key || a.consultationIssue === key,
  );
}
