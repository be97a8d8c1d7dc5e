import type { ChoosingStep, QuestionCategory } from './choosing-steps.ts';

/** French twin of `choosing-steps.ts` (decision 028): the same six steps and four categories. */
export const CHOOSING_STEPS_FR: readonly ChoosingStep[] = [
  {
    step: 1,
    title: 'Cernez votre problème juridique',
    description:
      'Notez ce qui s’est passé, quand, qui est en cause et le résultat que vous souhaitez. Vous saurez ainsi de quel domaine de droit vous avez besoin et si un délai court déjà.',
    tips: [
      'Notez toutes les dates : certains avis doivent être donnés en quelques jours à peine',
      'Rassemblez contrats, lettres, courriels et photos par ordre chronologique',
    ],
  },
  {
    step: 2,
    title: 'Trouvez des avocats qui pratiquent dans ce domaine',
    description:
      'Cherchez dans le répertoire par domaine de droit, province et ville, et demandez des noms au service de référence de votre barreau ou à des personnes de confiance.',
    tips: [
      'Choisissez une avocate ou un avocat autorisé à exercer dans la province dont la loi s’applique',
      'Pensez à la langue : vous avez le droit d’utiliser le français ou l’anglais devant de nombreux tribunaux',
    ],
  },
  {
    step: 3,
    title: 'Vérifiez ses titres',
    description:
      'Confirmez le permis d’exercice et les antécédents disciplinaires de chaque avocat dans le répertoire public du barreau.',
    tips: [
      'Sur ce site, « Vérifié » signifie que notre équipe a vérifié le permis auprès du barreau',
      'Cherchez de l’expérience dans des dossiers comme le vôtre, pas seulement des années de pratique',
    ],
  },
  {
    step: 4,
    title: 'Préparez la première consultation',
    description:
      'Beaucoup d’avocats offrent une courte première rencontre à faible coût ou gratuitement. Apportez vos documents, une chronologie des faits et vos questions.',
    tips: ['Demandez d’avance si la consultation est gratuite', 'Apportez une pièce d’identité'],
  },
  {
    step: 5,
    title: 'Posez vos questions et parlez des honoraires',
    description:
      'Demandez comment votre dossier serait traité, ce que cela pourrait coûter et qui fera le travail.',
    tips: [
      'Demandez une estimation du coût total, pas seulement le taux horaire',
      'Demandez à quelle fréquence on vous tiendra au courant',
    ],
  },
  {
    step: 6,
    title: 'Décidez et signez une entente écrite',
    description:
      'Comparez ce que vous avez entendu, puis retenez l’avocate ou l’avocat en qui vous avez confiance et que vous comprenez. Faites préciser l’étendue du mandat et les honoraires dans une convention d’honoraires écrite.',
    tips: [
      'Lisez l’entente avant de la signer et posez des questions sur tout ce qui n’est pas clair',
      'Gardez une copie de tout ce que vous signez et payez',
    ],
  },
];

export const QUESTION_CATEGORIES_FR: readonly QuestionCategory[] = [
  {
    slug: 'experience',
    category: 'Expérience',
    questions: [
      'Combien de dossiers comme le mien avez-vous traités ces dernières années ?',
      'Plaidez-vous régulièrement devant le tribunal qui entendra ma cause ?',
      'Qui d’autre dans votre cabinet travaillera sur mon dossier ?',
    ],
  },
  {
    slug: 'strategy',
    category: 'Stratégie et résultats',
    questions: [
      'Quelles sont les forces et les faiblesses de mon dossier ?',
      'Quels résultats sont réalistes, et combien de temps cela pourrait-il prendre ?',
      'Une négociation, une médiation ou un arbitrage pourrait-il régler l’affaire ?',
    ],
  },
  {
    slug: 'fees',
    category: 'Honoraires et frais',
    questions: [
      'Comment facturez-vous : à l’heure, à forfait, au pourcentage ou par provision ?',
      'À combien estimez-vous le coût total, débours compris ?',
      'Si je perds, pourrais-je devoir payer les frais de l’autre partie ?',
    ],
  },
  {
    slug: 'communication',
    category: 'Communication',
    questions: [
      'Comment et à quelle fréquence me tiendrez-vous au courant ?',
      'En combien de temps répondez-vous habituellement aux appels et aux courriels ?',
      'Pouvons-nous nous rencontrer par vidéo ou par téléphone ?',
    ],
  },
];
