import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { findPracticeArea, PRACTICE_AREAS, type PracticeArea } from './practice-areas.ts';
import { foldText } from './text-folding.ts';

/**
 * French twin of `practice-areas.ts` (decision 028): the same slugs and consultation-issue values,
 * with the areas' usual names in Quebec French (their one home: `PRACTICE_AREA_NAMES_FR` in
 * `@cld/reference`). French URL segments, when the routes come, can be
 * `slugify(name)` (« droit-de-la-famille »).
 */
const WORDS: Record<PracticeAreaSlug, { summary: string }> = {
  'family-law': {
    summary:
      'Séparation, divorce, arrangements parentaux, pensions alimentaires pour enfants et pour conjoint, et partage des biens.',
  },
  'criminal-law': {
    summary:
      'Défense contre des accusations criminelles, enquêtes sur remise en liberté, conduite avec facultés affaiblies et dossiers de jeunes contrevenants.',
  },
  'corporate-law': {
    summary:
      'Constitution en société, gouvernance, conventions d’actionnaires, financement et fusions.',
  },
  'real-estate-law': {
    summary:
      'Achat et vente de propriétés, prêts hypothécaires, titres, baux et questions de copropriété.',
  },
  'immigration-law': {
    summary:
      'Résidence permanente, permis de travail et d’études, parrainage, demandes d’asile et citoyenneté.',
  },
  'personal-injury': {
    summary:
      'Indemnisation après un accident d’auto, une chute, une faute médicale ou une autre blessure.',
  },
  'employment-law': {
    summary:
      'Congédiement injustifié, harcèlement au travail, contrats, indemnité de départ et droits de la personne au travail.',
  },
  'tax-law': {
    summary:
      'Litiges avec l’Agence du revenu du Canada, planification fiscale et divulgations volontaires.',
  },
  'environmental-law': {
    summary: 'Réglementation environnementale, évaluations, contamination et conformité.',
  },
  'intellectual-property': {
    summary: 'Marques de commerce, droit d’auteur, brevets, secrets commerciaux et licences.',
  },
  'contract-law': {
    summary: 'Rédaction, révision et exécution de contrats, et règlement des litiges contractuels.',
  },
  'constitutional-law': {
    summary:
      'Droits garantis par la Charte, partage des compétences et contestation des décisions gouvernementales.',
  },
  'health-law': {
    summary:
      'Droits des patients, consentement et aptitude, réglementation des professions et confidentialité des renseignements de santé.',
  },
  'securities-law': {
    summary:
      'Financement, dispenses de prospectus, information continue et autorités en valeurs mobilières.',
  },
  'bankruptcy-insolvency': {
    summary:
      'Propositions de consommateur, faillite, réclamations des créanciers et restructuration.',
  },
  'civil-litigation': {
    summary:
      'Poursuites et différends devant les tribunaux judiciaires ou administratifs, des petites créances jusqu’en appel.',
  },
  'wills-estates': {
    summary:
      'Testaments, mandats de protection et procurations, homologation, règlement des successions et litiges successoraux.',
  },
  'human-rights-law': {
    summary:
      'Plaintes de discrimination devant les commissions et les tribunaux des droits de la personne.',
  },
};

/** A practice area with its summary (`practice-area-summaries.ts` in English). */
export type PracticeAreaFr = PracticeArea & { summary: string };

export const PRACTICE_AREAS_FR: readonly PracticeAreaFr[] = PRACTICE_AREAS.map((area) => ({
  ...area,
  name: PRACTICE_AREA_NAMES_FR[area.slug],
  ...WORDS[area.slug],
}));

/** Resolves a practice area from its slug, its French name (any case or accent) or its issue value. */
export function findPracticeAreaFr(value: string): PracticeAreaFr | undefined {
  const key = foldText(value.trim());
  return PRACTICE_AREAS_FR.find(
    (a) => a.slug === key || foldText(a.name) === key || a.consultationIssue === key,
  );
}

/** « Séparation, divorce… » for an area given by its English name, its slug or its French name. */
export function practiceAreaSummaryFr(value: string): string | undefined {
  const area = findPracticeArea(value) ?? findPracticeAreaFr(value);
  return area && WORDS[area.slug].summary;
}
