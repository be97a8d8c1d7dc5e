import { CONTENT_REVIEWED, type ExternalLink } from './content-types.ts';
import { frenchSource } from './french-sources.ts';
import { findLawSocietiesFr } from './law-societies.fr.ts';
import { findLegalAidFr } from './legal-aid.fr.ts';
import { PROVINCE_LEGAL_INFO_FR } from './province-legal-info.fr.ts';
import {
  PROVINCIAL_GUIDES,
  type CourtSystem,
  type KeyLaw,
  type ProvincialGuide,
  type SmallClaims,
} from './provincial-guides.ts';
import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';

/**
 * French twin of `provincial-guides.ts` (decision 028). Facts (population, small-claims limits and
 * dates, websites, sources) are taken from the English guide of the same province; only the words
 * are written here. Court and statute names are those the jurisdiction publishes in French; the
 * statutes of the English-only provinces keep their only official title (`KEPT_IN_ENGLISH`).
 */
interface AuthoredFr {
  courts: Pick<CourtSystem, 'appellate' | 'superior' | 'provincial'> & {
    websiteName: string;
    smallClaims?: Pick<SmallClaims, 'court' | 'note'>;
  };
  keyLaws: readonly KeyLaw[];
  uniqueFeatures: readonly string[];
}

const law = (name: string, summary: string): KeyLaw => ({ name, summary });

const FAMILY =
  'Partage des biens et pensions alimentaires entre conjoints, et arrangements parentaux.';
const TENANCY =
  'Droits et obligations des locateurs et des locataires résidentiels, et règlement de leurs différends.';
const EMPLOYMENT =
  'Salaire minimum, heures de travail, vacances, congés et préavis de licenciement des travailleurs sous réglementation provinciale.';
const HUMAN_RIGHTS =
  'Protection contre la discrimination dans l’emploi, le logement et les services.';

const AUTHORED: Record<ProvinceCode, AuthoredFr> = {
  ON: {
    courts: {
      appellate: 'Cour d’appel de l’Ontario',
      superior:
        'Cour supérieure de justice (y compris la Cour divisionnaire et la Cour des petites créances)',
      provincial: 'Cour de justice de l’Ontario',
      websiteName: 'Tribunaux de l’Ontario',
      smallClaims: {
        court: 'Cour des petites créances (Cour supérieure de justice)',
        note: 'Auparavant 35 000 $ ; plafond relevé par le Règl. de l’Ont. 42/25.',
      },
    },
    keyLaws: [
      law(
        'Loi de 2002 sur la prescription des actions',
        'La plupart des poursuites civiles doivent être intentées dans les 2 ans suivant le jour où la réclamation a été découverte, et jamais plus de 15 ans après les faits.',
      ),
      law('Loi sur le droit de la famille', FAMILY),
      law('Loi de 2006 sur la location à usage d’habitation', TENANCY),
      law('Loi de 2000 sur les normes d’emploi', EMPLOYMENT),
      law('Code des droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Les parajuristes titulaires d’un permis, réglementés par le Barreau de l’Ontario, peuvent représenter des personnes à la Cour des petites créances, dans certaines affaires d’infractions provinciales et devant les tribunaux administratifs.',
      'Les litiges en matière de location résidentielle relèvent de la Commission de la location immobilière, qui fait partie de Tribunaux décisionnels Ontario.',
      'La Cour des petites créances entend les réclamations allant jusqu’à 50 000 $ depuis le 1er octobre 2025.',
    ],
  },
  QC: {
    courts: {
      appellate: 'Cour d’appel du Québec',
      superior: 'Cour supérieure du Québec',
      provincial: 'Cour du Québec (y compris sa Division des petites créances)',
      websiteName: 'Tribunaux judiciaires du Québec',
      smallClaims: {
        court: 'Cour du Québec, Division des petites créances',
        note: 'Les parties présentent elles-mêmes leur dossier : les avocats ne peuvent pas les représenter à l’audience.',
      },
    },
    keyLaws: [
      law(
        'Code civil du Québec',
        'Le cœur du droit privé québécois : les personnes, la famille, les biens, les obligations et les contrats. La plupart des recours se prescrivent par 3 ans.',
      ),
      law(
        'Code de procédure civile',
        'Comment les affaires civiles sont introduites et entendues, y compris la procédure des petites créances.',
      ),
      law('Loi sur les normes du travail', EMPLOYMENT),
      law('Charte des droits et libertés de la personne', HUMAN_RIGHTS),
      law(
        'Loi sur la protection des renseignements personnels dans le secteur privé',
        'Les règles de protection de la vie privée des entreprises, renforcées par la Loi 25 par étapes entre 2022 et 2024.',
      ),
    ],
    uniqueFeatures: [
      'Le droit privé est un droit civil, écrit dans le Code civil du Québec, plutôt que la common law en vigueur ailleurs au Canada.',
      'Les notaires (membres de la Chambre des notaires) sont des juristes qui s’occupent des transactions immobilières, des contrats de mariage et des testaments notariés.',
      'On peut utiliser le français ou l’anglais devant les tribunaux du Québec.',
      'Les litiges relatifs aux baux résidentiels relèvent du Tribunal administratif du logement.',
    ],
  },
  BC: {
    courts: {
      appellate: 'Cour d’appel de la Colombie-Britannique',
      superior: 'Cour suprême de la Colombie-Britannique',
      provincial: 'Cour provinciale de la Colombie-Britannique',
      websiteName: 'Tribunaux de la Colombie-Britannique',
      smallClaims: {
        court: 'Cour provinciale de la Colombie-Britannique (petites créances)',
        note: 'Les réclamations de 5 000 $ ou moins vont généralement au Civil Resolution Tribunal, un tribunal en ligne.',
      },
    },
    keyLaws: [
      law(
        'Limitation Act',
        'La plupart des poursuites civiles doivent être intentées dans les 2 ans suivant la découverte de la réclamation, avec un délai ultime de 15 ans.',
      ),
      law('Family Law Act', FAMILY),
      law('Residential Tenancy Act', TENANCY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Code', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Le Civil Resolution Tribunal règle en ligne les petites créances jusqu’à 5 000 $, les litiges de copropriété (strata) et certaines réclamations pour blessures subies dans un accident d’auto.',
      'En Colombie-Britannique, les notaires (notaries public) peuvent rédiger des testaments et s’occuper des transactions immobilières.',
      'L’assurance automobile est publique (ICBC) et, depuis le 1er mai 2021, sans égard à la faute pour les blessures (« Enhanced Care »).',
      'Les litiges de location relèvent de la Residential Tenancy Branch.',
    ],
  },
  AB: {
    courts: {
      appellate: 'Cour d’appel de l’Alberta',
      superior: 'Cour du Banc du Roi de l’Alberta',
      provincial: 'Cour de justice de l’Alberta',
      websiteName: 'Tribunaux de l’Alberta',
      smallClaims: {
        court: 'Cour de justice de l’Alberta, chambre civile',
        note: 'Auparavant 50 000 $.',
      },
    },
    keyLaws: [
      law(
        'Limitations Act',
        'La plupart des poursuites doivent être intentées dans les 2 ans suivant la découverte de la réclamation et au plus tard 10 ans après sa naissance.',
      ),
      law(
        'Family Law Act',
        'Pensions alimentaires et arrangements parentaux des familles, mariées ou non.',
      ),
      law('Residential Tenancies Act', TENANCY),
      law('Employment Standards Code', EMPLOYMENT),
      law('Alberta Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'La Cour de justice de l’Alberta entend les réclamations civiles allant jusqu’à 100 000 $ depuis le 1er août 2023.',
      'L’Alberta n’a pas de droits de cession immobilière ; l’acheteur paie plutôt des frais d’enregistrement au bureau des titres fonciers.',
      'Beaucoup de litiges entre locateurs et locataires peuvent être soumis au Residential Tenancy Dispute Resolution Service plutôt qu’au tribunal.',
    ],
  },
  MB: {
    courts: {
      appellate: 'Cour d’appel du Manitoba',
      superior: 'Cour du Banc du Roi du Manitoba',
      provincial: 'Cour provinciale du Manitoba',
      websiteName: 'Tribunaux du Manitoba',
    },
    keyLaws: [
      law(
        'Loi sur les biens familiaux',
        'Comment les biens familiaux sont partagés quand des conjoints mariés ou de fait se séparent.',
      ),
      law('Loi sur la location à usage d’habitation', TENANCY),
      law('Code des normes d’emploi', EMPLOYMENT),
      law('Code des droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Le français et l’anglais peuvent être utilisés devant les tribunaux et à l’Assemblée législative du Manitoba.',
      'Les blessures subies dans un accident d’auto sont couvertes par le Régime de protection contre les préjudices personnels, sans égard à la faute, de la Société d’assurance publique du Manitoba.',
      'Les litiges de location relèvent de la Direction de la location à usage d’habitation.',
    ],
  },
  SK: {
    courts: {
      appellate: 'Cour d’appel de la Saskatchewan',
      superior: 'Cour du Banc du Roi de la Saskatchewan',
      provincial: 'Cour provinciale de la Saskatchewan',
      websiteName: 'Tribunaux de la Saskatchewan',
      smallClaims: {
        court: 'Cour provinciale de la Saskatchewan (petites créances)',
        note: 'Auparavant 30 000 $.',
      },
    },
    keyLaws: [
      law(
        'The Limitations Act',
        'La plupart des poursuites doivent être intentées dans les 2 ans suivant la découverte de la réclamation, avec un délai ultime de 15 ans.',
      ),
      law(
        'The Family Property Act',
        'Comment les biens familiaux sont partagés quand des conjoints se séparent.',
      ),
      law('The Residential Tenancies Act, 2006', TENANCY),
      law(
        'The Saskatchewan Employment Act',
        'Les normes d’emploi, les relations de travail et la santé et sécurité au travail réunies dans une seule loi.',
      ),
      law('The Saskatchewan Human Rights Code, 2018', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Les petites créances allant jusqu’à 50 000 $ sont entendues par la Cour provinciale depuis le 1er avril 2024.',
      'Les litiges de location relèvent de l’Office of Residential Tenancies.',
    ],
  },
  NS: {
    courts: {
      appellate: 'Cour d’appel de la Nouvelle-Écosse',
      superior: 'Cour suprême de la Nouvelle-Écosse (y compris sa Division de la famille)',
      provincial: 'Cour provinciale de la Nouvelle-Écosse',
      websiteName: 'Tribunaux de la Nouvelle-Écosse',
    },
    keyLaws: [
      law(
        'Parenting and Support Act',
        'Arrangements parentaux et pensions alimentaires des familles, mariées ou non.',
      ),
      law('Matrimonial Property Act', 'Comment les biens sont partagés à la fin d’un mariage.'),
      law('Residential Tenancies Act', TENANCY),
      law('Labour Standards Code', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'La Cour des petites créances de la Nouvelle-Écosse est un tribunal distinct présidé par des arbitres (adjudicators).',
    ],
  },
  NB: {
    courts: {
      appellate: 'Cour d’appel du Nouveau-Brunswick',
      superior: 'Cour du Banc du Roi du Nouveau-Brunswick',
      provincial: 'Cour provinciale du Nouveau-Brunswick',
      websiteName: 'Tribunaux du Nouveau-Brunswick',
    },
    keyLaws: [
      law(
        'Loi sur les biens matrimoniaux',
        'Comment les biens sont partagés à la fin d’un mariage.',
      ),
      law('Loi sur la location de locaux d’habitation', TENANCY),
      law('Loi sur les normes d’emploi', EMPLOYMENT),
      law('Loi sur les droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'La seule province officiellement bilingue du Canada : les services judiciaires sont offerts en français et en anglais.',
    ],
  },
  NL: {
    courts: {
      appellate: 'Cour d’appel de Terre-Neuve-et-Labrador',
      superior: 'Cour suprême de Terre-Neuve-et-Labrador',
      provincial: 'Cour provinciale de Terre-Neuve-et-Labrador',
      websiteName: 'Tribunaux de Terre-Neuve-et-Labrador',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Residential Tenancies Act, 2018', TENANCY),
      law('Labour Standards Act', EMPLOYMENT),
      law('Human Rights Act, 2010', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Les tribunaux siègent sur l’île de Terre-Neuve et au Labrador, y compris en tournée dans les collectivités éloignées.',
    ],
  },
  PE: {
    courts: {
      appellate: 'Cour d’appel de l’Île-du-Prince-Édouard',
      superior: 'Cour suprême de l’Île-du-Prince-Édouard',
      provincial: 'Cour provinciale de l’Île-du-Prince-Édouard',
      websiteName: 'Tribunaux de l’Île-du-Prince-Édouard',
    },
    keyLaws: [
      law('Family Law Act', FAMILY),
      law('Employment Standards Act', EMPLOYMENT),
      law('Human Rights Act', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'L’aide juridique y est offerte directement par le gouvernement provincial plutôt que par une commission distincte.',
    ],
  },
  NT: {
    courts: {
      appellate: 'Cour d’appel des Territoires du Nord-Ouest',
      superior: 'Cour suprême des Territoires du Nord-Ouest',
      provincial: 'Cour territoriale des Territoires du Nord-Ouest',
      websiteName: 'Tribunaux des Territoires du Nord-Ouest',
    },
    keyLaws: [
      law('Loi sur le droit de la famille', FAMILY),
      law('Loi sur la location des locaux d’habitation', TENANCY),
      law('Loi sur les normes d’emploi', EMPLOYMENT),
      law('Loi sur les droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'Le territoire compte 11 langues officielles.',
      'Les tribunaux se déplacent en tournée dans les collectivités situées hors de Yellowknife.',
    ],
  },
  YT: {
    courts: {
      appellate: 'Cour d’appel du Yukon',
      superior: 'Cour suprême du Yukon',
      provincial: 'Cour territoriale du Yukon',
      websiteName: 'Tribunaux du Yukon',
    },
    keyLaws: [
      law(
        'Loi sur le patrimoine familial et l’obligation alimentaire',
        'Partage des biens et pensions alimentaires quand des conjoints se séparent.',
      ),
      law('Loi sur la location de locaux d’habitation', TENANCY),
      law('Loi sur les normes d’emploi', EMPLOYMENT),
      law('Loi sur les droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'La Cour d’appel du Yukon siège surtout avec des juges de la Cour d’appel de la Colombie-Britannique.',
      'Onze des quatorze Premières Nations du Yukon sont autonomes et ont leurs propres lois dans certains domaines.',
    ],
  },
  NU: {
    courts: {
      appellate: 'Cour d’appel du Nunavut',
      superior: 'Cour de justice du Nunavut',
      provincial: null,
      websiteName: 'Tribunaux du Nunavut',
    },
    keyLaws: [
      law('Loi sur le droit de la famille', FAMILY),
      law('Loi sur la location des locaux d’habitation', TENANCY),
      law('Loi sur les normes du travail', EMPLOYMENT),
      law('Loi sur les droits de la personne', HUMAN_RIGHTS),
    ],
    uniqueFeatures: [
      'La Cour de justice du Nunavut est le seul tribunal de première instance à palier unique au Canada : un seul tribunal entend les affaires qui, ailleurs, sont partagées entre cours supérieures et cours provinciales.',
      'La cour se déplace en tournée dans les collectivités de tout le territoire, avec interprétation en inuktut.',
    ],
  },
};

/** The English resources in order: self-help site, courts' website, CanLII. */
const RESOURCE_DESCRIPTIONS = [
  'De l’information juridique et des guides en langage clair.',
  'Adresses des palais de justice, formulaires, rôles d’audience et décisions.',
  'Accès gratuit aux lois, aux règlements et aux décisions des tribunaux.',
] as const;

function buildGuide(english: ProvincialGuide): ProvincialGuide {
  const code = english.code;
  const province = PROVINCES.find((p) => p.code === code);
  const legalAid = findLegalAidFr(code);
  if (!province || !legalAid) throw new Error(`No French province data for ${code}`);
  const authored = AUTHORED[code];
  const { smallClaims: smallClaimsWords, websiteName, ...courtNames } = authored.courts;
  const englishClaims = english.courtSystem.smallClaims;
  if (Boolean(englishClaims) !== Boolean(smallClaimsWords)) {
    throw new Error(`French small-claims text for ${code} does not match the English record`);
  }
  const names = [
    PROVINCE_LEGAL_INFO_FR[code].selfHelp.name,
    websiteName,
    `CanLII — ${province.nameFr}`,
  ];
  const resources: ExternalLink[] = english.resources.map((resource, i) => ({
    ...resource,
    name: names[i] ?? resource.name,
    description: RESOURCE_DESCRIPTIONS[i] ?? resource.description,
    url: frenchSource(resource.url),
    source: frenchSource(resource.source),
  }));
  return {
    ...english,
    name: province.nameFr,
    capital: code === 'QC' ? 'Québec' : english.capital.replace("'", '’'),
    courtSystem: {
      ...english.courtSystem,
      ...courtNames,
      source: frenchSource(english.courtSystem.source),
      ...(englishClaims && smallClaimsWords
        ? {
            smallClaims: {
              ...englishClaims,
              ...smallClaimsWords,
              source: frenchSource(englishClaims.source),
            },
          }
        : {}),
    },
    lawSocieties: findLawSocietiesFr(code),
    legalAid,
    keyLaws: authored.keyLaws,
    uniqueFeatures: authored.uniqueFeatures,
    resources,
    source: frenchSource(english.source),
    asOf: CONTENT_REVIEWED,
  };
}

/** In the same order as the English guides: Ontario first, the default tab. */
export const PROVINCIAL_GUIDES_FR: readonly ProvincialGuide[] = PROVINCIAL_GUIDES.map(buildGuide);

export function findProvincialGuideFr(code: ProvinceCode): ProvincialGuide | undefined {
  return PROVINCIAL_GUIDES_FR.find((guide) => guide.code === code);
}
