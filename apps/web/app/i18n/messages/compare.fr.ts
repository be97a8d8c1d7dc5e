import type { Messages } from '../translate.ts';
import type { compareEn } from './compare.en.ts';

/** French twin of `compare.en.ts`: the compare view. */
export const compareFr = {
  metaTitle: 'Comparer des profils | Répertoire des avocats du Canada',
  metaDescription:
    'Deux ou trois profils côte à côte : honoraires, financement, langues, rencontres et disponibilités.',
  title: 'Comparer des profils',
  intro: 'Ce que chaque personne a déclaré, et ce que le répertoire a mesuré, côte à côte.',
  caption: 'Comparaison de {count} profils',
  scrollHint: 'Faites défiler de côté pour voir tous les profils.',
  criterion: 'Critère',
  tooFew:
    'Choisissez deux ou trois profils à comparer : cochez « Comparer » sur leur fiche ou dans vos profils enregistrés.',
  findLawyers: 'Trouver un avocat ou une avocate',
  loadFailed: 'La comparaison n’a pas pu être chargée. Veuillez réessayer.',
  retry: 'Réessayer',
  missing: {
    one: '{count} des profils choisis n’est plus affiché dans le répertoire.',
    other: '{count} des profils choisis ne sont plus affichés dans le répertoire.',
  },
  rows: {
    fees: 'Honoraires',
    freeConsultation: 'Consultation initiale gratuite',
    funding: 'Financement accepté',
    languages: 'Langues',
    meeting: 'Façons de se rencontrer',
    distance: 'Distance',
    nextSlot: 'Prochain rendez-vous à réserver en ligne',
    replies: 'Délai de réponse',
  },
  hourlyRate: '{rate} l’heure',
  freeConsultationLength: { one: 'Oui, {count} minute', other: 'Oui, {count} minutes' },
  notStated: 'Non précisé',
  distanceFrom: '{distance} km de {place}',
  distanceFromElided: '{distance} km d’{place}',
  viewProfileOfElided: 'Voir le profil d’{name}',
  distanceFromYou: 'À {distance} km de vous',
  noSlot: 'Aucun rendez-vous ouvert en ligne',
  notMeasured: 'Trop peu de demandes pour le mesurer',
  viewProfile: 'Voir le profil',
  viewProfileOf: 'Voir le profil de {name}',
  remove: 'Retirer',
  removeName: 'Retirer {name} de la comparaison',
} as const satisfies Messages<typeof compareEn>;

export default compareFr;
