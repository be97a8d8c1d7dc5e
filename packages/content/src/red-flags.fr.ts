import type { RedFlag, RiskLevel } from './red-flags.ts';

/** The French label of each severity key (the English page shows the key itself). */
export const RISK_LEVEL_LABELS_FR: Record<RiskLevel, string> = {
  'High Risk': 'Risque élevé',
  'Medium Risk': 'Risque moyen',
};

/**
 * French twin of `red-flags.ts` (decision 028): the same eight warning signs in the same order,
 * with the same severity (`severity` is the key the page maps to « Risque élevé », « Risque moyen »).
 */
export const RED_FLAGS_FR: readonly RedFlag[] = [
  {
    flag: 'Il vous garantit un résultat',
    description:
      'Aucun avocat honnête ne peut vous promettre que vous gagnerez ni vous dire combien vous obtiendrez. Les tribunaux et la partie adverse sont imprévisibles.',
    severity: 'High Risk',
  },
  {
    flag: 'Vous ne pouvez pas confirmer son permis d’exercice',
    description:
      'Tout avocat doit être autorisé à exercer par le barreau de la province ou du territoire où il pratique. Si le répertoire public ne l’inscrit pas comme autorisé à exercer, passez votre chemin.',
    severity: 'High Risk',
  },
  {
    flag: 'Il veut être payé comptant sans reçu, ou dans un compte personnel',
    description:
      'L’argent versé d’avance doit être déposé dans le compte en fidéicommis de l’avocat, et vous devriez recevoir un reçu et des factures détaillées.',
    severity: 'High Risk',
  },
  {
    flag: 'Il représente l’autre partie',
    description:
      'Un avocat qui a représenté la personne avec qui vous êtes en litige peut être en conflit d’intérêts et devrait vous le dire.',
    severity: 'High Risk',
  },
  {
    flag: 'Il vous suggère de cacher des faits ou de tromper le tribunal',
    description:
      'Un avocat ne doit pas aider son client à tromper le tribunal ou l’autre partie. Un tel conseil peut nuire à votre dossier, et à vous.',
    severity: 'High Risk',
  },
  {
    flag: 'Il vous presse de décider sur-le-champ',
    description:
      'À part les vrais délais, vous devriez avoir le temps de comparer des avocats et de lire la convention d’honoraires.',
    severity: 'Medium Risk',
  },
  {
    flag: 'Il refuse de mettre ses honoraires par écrit',
    description:
      'Des réponses vagues sur les coûts, ou l’absence de convention d’honoraires écrite, mènent plus tard à des litiges sur la facturation.',
    severity: 'Medium Risk',
  },
  {
    flag: 'Il ne rappelle pas ou n’explique rien',
    description:
      'Si l’avocat est difficile à joindre ou ne peut pas vous expliquer vos options en langage clair avant que vous le reteniez, c’est rarement mieux après.',
    severity: 'Medium Risk',
  },
];

export const GOOD_SIGNS_FR: readonly string[] = [
  'Son permis d’exercice se confirme facilement auprès du barreau',
  'Il vous explique vos options, les risques et les coûts probables en langage clair',
  'Il vous remet une convention d’honoraires écrite avant de commencer',
  'Il est franc sur les faiblesses de votre dossier',
  'Il répond rapidement aux appels et aux courriels',
  'Il mentionne d’autres solutions, comme la négociation ou la médiation, quand elles conviennent',
  'Il vous dit si l’affaire dépasse son expérience et vous dirige vers quelqu’un d’autre',
];
