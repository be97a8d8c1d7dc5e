import type { FeeGuide } from './fees.ts';

/**
 * French twin of `fees.ts` (decision 028): the same four fee structures with the same figures, in
 * French format (« 200 $ – 800 $ »). `structure` and `type` stay the keys the English uses.
 */
export const FEE_DISCLAIMER_FR =
  'Fourchettes indicatives seulement. Demandez une estimation écrite et une convention d’honoraires écrite avant le début du travail ; les règles des barreaux obligent les avocats à divulguer leurs honoraires en temps utile.';

export const FEE_GUIDES_FR: readonly FeeGuide[] = [
  {
    structure: 'Hourly',
    type: 'hourly',
    title: 'Taux horaire',
    description:
      'Vous payez le temps que l’avocat (et son personnel) consacre à votre dossier, habituellement facturé par dixième d’heure, plus les débours comme les frais de dépôt.',
    typical: 'De 200 $ à 800 $ et plus l’heure',
    pros: [
      'Vous ne payez que le travail réellement fait',
      'Souple quand l’étendue du mandat est incertaine',
    ],
    cons: ['Le coût total est difficile à prévoir', 'Les dossiers longs ou contestés coûtent cher'],
    bestFor: ['Litiges', 'Négociations complexes', 'Conseils continus aux entreprises'],
  },
  {
    structure: 'Flat fee',
    type: 'flat',
    title: 'Forfait',
    description:
      'Un prix convenu d’avance pour une tâche précise. Vérifiez exactement ce qui est compris et ce qui coûterait en plus.',
    typical: 'De 500 $ à 5 000 $ et plus par dossier',
    pros: ['Coût connu d’avance', 'Pas de facture surprise pour le travail convenu'],
    cons: [
      'Le travail hors du mandat convenu coûte en plus',
      'Vous pourriez payer le même prix même si la tâche s’avère simple',
    ],
    bestFor: [
      'Testaments et procurations',
      'Transactions immobilières résidentielles',
      'Constitutions en société',
      'Divorces non contestés',
    ],
  },
  {
    structure: 'Contingency',
    type: 'contingency',
    title: 'Honoraires conditionnels (au pourcentage)',
    description:
      'L’avocat touche un pourcentage de ce que vous obtenez, et habituellement rien si vous n’obtenez rien. L’entente doit être écrite et les provinces encadrent ces honoraires ; ils sont généralement interdits en matière criminelle et, en Ontario, en droit de la famille.',
    typical: 'De 25 % à 40 % du montant obtenu',
    pros: ['Aucuns honoraires à payer d’avance', 'L’avocat partage le risque de perdre'],
    cons: [
      'Peut coûter plus cher que la facturation à l’heure dans un dossier solide',
      'Les débours peuvent quand même être facturés',
    ],
    bestFor: ['Préjudice corporel', 'Congédiement injustifié', 'Certaines actions collectives'],
  },
  {
    structure: 'Retainer',
    type: 'retainer',
    title: 'Provision (avance d’honoraires)',
    description:
      'Un paiement d’avance déposé dans le compte en fidéicommis de l’avocat, qui y puise à mesure qu’il facture. L’argent non utilisé vous est remis.',
    typical: 'Dépôt de 2 000 $ à 10 000 $ et plus',
    pros: [
      'Vous assure les services de l’avocat',
      'Votre argent reste en fidéicommis jusqu’à ce qu’il soit gagné',
    ],
    cons: ['Une grosse somme à verser d’avance', 'On peut vous demander de la renflouer'],
    bestFor: ['Droit de la famille', 'Défense criminelle', 'Litiges'],
  },
];
