import type { Messages } from '../translate.ts';
import type { reviewsSectionEn } from './reviews-section.en.ts';

/** French twin of `reviews-section.en.ts`: the reviews a profile shows, the stars and the report form. */
export const reviewsSectionFr = {
  stars: { one: 'Note : {count} étoile sur 5', other: 'Note : {count} étoiles sur 5' },
  section: {
    heading: 'Avis de la clientèle',
    intro:
      'Seules les personnes qui ont communiqué avec {name} par l’entremise du répertoire, et dont la demande a reçu une réponse, peuvent publier un avis : chacune reçoit par courriel un lien à usage unique.',
    loading: 'Chargement des avis…',
    failed: 'Les avis n’ont pas pu être chargés. Veuillez réessayer plus tard.',
    empty: 'Aucun avis pour l’instant',
    pageEmpty: 'Il n’y a aucun avis sur cette page.',
    pages: 'Pages d’avis',
    newest: 'Avis les plus récents',
    more: 'Autres avis',
    demo: 'Avis de démonstration : il fait partie des données fictives de la démonstration',
    writtenOn: 'Rédigé le {date}',
    replyHeading: 'Réponse à cet avis',
    report: 'Signaler cet avis',
    reportReason: 'Quel est le problème avec cet avis ?',
    reportSubmit: 'Envoyer le signalement',
    reportCancel: 'Annuler',
    reportLoading: 'Ouverture du formulaire de signalement…',
    reportSent: 'Merci : l’équipe du répertoire examinera cet avis.',
    reportFailed: 'Le signalement n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
} as const satisfies Messages<typeof reviewsSectionEn>;

export default reviewsSectionFr;
