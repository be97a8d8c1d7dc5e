import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';
import { frenchSource } from './french-sources.ts';
import {
  CONSTITUTION_SOURCE,
  QUEBEC_CIVIL_LAW,
  type CourtLevel,
  type JurisdictionArea,
} from './jurisdiction.ts';
import { bold, bullets, paragraph, type RichText } from './rich-text.ts';

/**
 * French twin of `jurisdiction.ts` (decision 028): who makes which laws, how the courts fit
 * together, and Quebec's civil law, with the same sources (their French pages).
 */
export const CONSTITUTION_SOURCE_FR: Sourced = {
  ...CONSTITUTION_SOURCE,
  source: frenchSource(CONSTITUTION_SOURCE.source),
};

export const JURISDICTION_FR: readonly JurisdictionArea[] = [
  {
    level: 'federal',
    title: 'Lois fédérales',
    description:
      'Le Parlement adopte des lois qui s’appliquent partout au Canada dans les domaines que la Constitution confie au gouvernement fédéral.',
    examples: [
      'Le droit criminel et la procédure criminelle (le Code criminel)',
      'Le divorce (la Loi sur le divorce)',
      'L’immigration et la citoyenneté',
      'La faillite et l’insolvabilité',
      'Les banques, les brevets et le droit d’auteur',
      'L’emploi dans les industries sous réglementation fédérale, comme les banques, les transporteurs aériens et les télécommunications',
    ],
  },
  {
    level: 'provincial',
    title: 'Lois provinciales et territoriales',
    description:
      'Chaque province adopte des lois sur la propriété et les droits civils et sur l’administration de la justice dans la province ; les territoires exercent des pouvoirs semblables que leur délègue le Parlement.',
    examples: [
      'Les contrats, les biens, les testaments et les successions',
      'Les biens familiaux et les pensions alimentaires (hors divorce)',
      'Le droit du logement (locateurs et locataires)',
      'Les normes du travail de la plupart des travailleurs',
      'L’assurance automobile et le code de la route',
      'L’organisation des tribunaux provinciaux',
    ],
  },
];

/** From the top down, like the English. */
export const COURT_OVERVIEW_FR: readonly CourtLevel[] = [
  {
    name: 'Cour suprême du Canada',
    description:
      'La juridiction d’appel de dernier ressort pour tout le Canada, dans tous les domaines du droit. Elle n’entend que les appels qu’elle accepte d’entendre, à part quelques appels de plein droit.',
  },
  {
    name: 'Cours d’appel des provinces et des territoires',
    description:
      'Elles entendent les appels des tribunaux de première instance de leur province ou de leur territoire.',
  },
  {
    name: 'Cours supérieures',
    description:
      'Les tribunaux de première instance de compétence générale : affaires criminelles graves, divorces, réclamations civiles importantes, et appels de certains tribunaux inférieurs et administratifs.',
  },
  {
    name: 'Cours provinciales et territoriales',
    description:
      'Elles entendent la plupart des affaires criminelles, beaucoup d’affaires familiales, les affaires de jeunesse, les infractions routières et réglementaires et, dans la plupart des provinces, les petites créances.',
  },
  {
    name: 'Cours fédérales',
    description:
      'La Cour fédérale et la Cour d’appel fédérale entendent les affaires relevant du droit fédéral, comme l’immigration, la propriété intellectuelle et les poursuites contre le gouvernement fédéral ; la Cour canadienne de l’impôt entend les appels en matière fiscale.',
  },
  {
    name: 'Tribunaux administratifs',
    description:
      'Des organismes spécialisés, comme les tribunaux du logement, les tribunaux des droits de la personne et les commissions des relations de travail, tranchent beaucoup de litiges de tous les jours plus rapidement que les tribunaux judiciaires.',
  },
];

export const QUEBEC_CIVIL_LAW_FR: Sourced & { title: string; body: RichText } = {
  title: 'Le droit civil du Québec',
  body: [
    paragraph(
      'Le Québec est la seule province dont le droit privé — contrats, biens, famille, successions, responsabilité civile — relève du ',
      bold('droit civil'),
      ', de tradition française, écrit dans le Code civil du Québec (en vigueur depuis le 1er janvier 1994). Ailleurs au Canada, le droit privé relève de la common law, bâtie à partir des décisions des tribunaux.',
    ),
    paragraph(
      'Le droit public est commun : le droit criminel, le droit constitutionnel et la plupart du droit administratif s’appliquent au Québec comme dans le reste du Canada. Trois des neuf juges de la Cour suprême du Canada doivent venir du Québec.',
    ),
    paragraph('Quelques différences que vous remarquerez :'),
    bullets(
      [
        bold('Les notaires'),
        ' sont des juristes qui s’occupent des actes immobiliers, des contrats de mariage et des testaments notariés.',
      ],
      [
        bold('La prescription'),
        ' éteint le droit d’agir en justice après un certain délai ; la plupart des recours se prescrivent par 3 ans.',
      ],
      [
        bold('Le patrimoine familial'),
        ' est partagé entre les époux et les conjoints unis civilement lorsqu’ils se séparent.',
      ],
      [
        bold('Les petites créances'),
        ' jusqu’à 15 000 $ sont entendues sans que les parties soient représentées par avocat.',
      ],
      [
        bold('L’hypothèque'),
        ' est le terme du droit civil pour la sûreté que la common law appelle « mortgage ».',
      ],
    ),
  ],
  source: frenchSource(QUEBEC_CIVIL_LAW.source),
  asOf: CONTENT_REVIEWED,
};
