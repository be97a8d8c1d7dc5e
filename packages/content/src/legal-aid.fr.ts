import { frenchSource } from './french-sources.ts';
import { LEGAL_AID, type LegalAidOrganization } from './legal-aid.ts';
import { PROVINCE_LEGAL_INFO_FR } from './province-legal-info.fr.ts';
import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * French twin of `legal-aid.ts` (decision 028): the same 13 plans, websites, phone numbers and
 * sources; the plan's name comes from `province-legal-info.fr`, the notes and services are French.
 */
const INCOME_TESTED =
  'L’admissibilité dépend du revenu et des biens de votre ménage, ainsi que du type de problème juridique. Communiquez avec l’organisme pour savoir si vous y avez droit ; l’avocat de service au palais de justice peut vous aider même si vous n’êtes pas admissible.';

const CRIMINAL = 'Défense en matière criminelle pour les personnes admissibles';
const FAMILY = 'Droit de la famille';
const DUTY_COUNSEL = 'Avocats de service';
const CHILD_PROTECTION = 'Protection de l’enfance';

const DETAILS: Record<ProvinceCode, Pick<LegalAidOrganization, 'eligibilityNote' | 'services'>> = {
  ON: {
    eligibilityNote: `${INCOME_TESTED} Aide juridique Ontario finance aussi des cliniques juridiques communautaires pour le logement, le soutien du revenu et d’autres problèmes juridiques liés à la pauvreté.`,
    services: [
      CRIMINAL,
      'Services en droit de la famille, dont les centres d’information sur le droit de la famille dans les palais de justice',
      'Droit de l’immigration et des réfugiés',
      'Avocats de service aux tribunaux criminels et de la famille',
      'Orientation vers les cliniques juridiques communautaires',
    ],
  },
  QC: {
    eligibilityNote:
      'Au Québec, l’aide juridique est gratuite pour les personnes dont le revenu est sous le seuil d’admissibilité, et offerte moyennant une contribution à celles dont le revenu le dépasse un peu. Présentez votre demande à un bureau d’aide juridique de votre région.',
    services: [
      'Affaires criminelles et pénales',
      'Affaires familiales, dont la séparation, la garde et les pensions alimentaires',
      'Protection de la jeunesse',
      'Certaines affaires civiles et administratives',
    ],
  },
  BC: {
    eligibilityNote: INCOME_TESTED,
    services: [
      CRIMINAL,
      'Représentation en droit de la famille pour les problèmes familiaux graves',
      CHILD_PROTECTION,
      'Immigration et statut de réfugié',
      'Information juridique gratuite et publications pour se débrouiller seul',
    ],
  },
  AB: {
    eligibilityNote: INCOME_TESTED,
    services: [
      CRIMINAL,
      'Droit de la famille et protection de l’enfance',
      'Défense des adolescents en matière criminelle',
      'Avocats de service dans les palais de justice',
    ],
  },
  MB: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, CHILD_PROTECTION, DUTY_COUNSEL],
  },
  SK: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, DUTY_COUNSEL],
  },
  NS: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, CHILD_PROTECTION, DUTY_COUNSEL],
  },
  NB: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, DUTY_COUNSEL],
  },
  NL: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, DUTY_COUNSEL],
  },
  PE: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY],
  },
  NT: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY, 'Conseillers parajudiciaires dans les collectivités'],
  },
  YT: {
    eligibilityNote: INCOME_TESTED,
    services: [CRIMINAL, FAMILY],
  },
  NU: {
    eligibilityNote: INCOME_TESTED,
    services: [
      CRIMINAL,
      FAMILY,
      'Conseillers parajudiciaires dans les collectivités de tout le territoire',
    ],
  },
};

export const LEGAL_AID_FR: readonly LegalAidOrganization[] = LEGAL_AID.map((plan) => ({
  ...plan,
  organization: PROVINCE_LEGAL_INFO_FR[plan.province].legalAid.name,
  ...(plan.website ? { website: frenchSource(plan.website) } : {}),
  ...DETAILS[plan.province],
  source: frenchSource(plan.source),
  ...(plan.localOffices
    ? { localOffices: { ...plan.localOffices, source: frenchSource(plan.localOffices.source) } }
    : {}),
}));

export function findLegalAidFr(province: ProvinceCode): LegalAidOrganization | undefined {
  return LEGAL_AID_FR.find((plan) => plan.province === province);
}
