import type { Messages } from '../translate.ts';
import type { clientSpaceEn } from './client-space.en.ts';

/** French twin of `client-space.en.ts`. */
export const clientSpaceFr = {
  metaTitle: 'Mon espace | Répertoire des avocats du Canada',
  title: 'Mon espace',
  welcome:
    'Bienvenue, {firstName}. Vos demandes aux avocates et avocats, leurs réponses et les profils que vous avez enregistrés.',
  dashboardLink: 'Espace avocat',
  tabsLabel: 'Mon espace',
  requestsTab: 'Mes demandes',
  savedTab: 'Profils enregistrés',
  bookingsTab: 'Consultations',
  settingsTab: 'Paramètres du compte',
  loadFailed: 'Le chargement a échoué. Veuillez réessayer dans un instant.',
  verifyBanner: {
    title: 'Confirmez votre adresse courriel',
    text: 'Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer que cette adresse est bien la vôtre. Les demandes et consultations antérieures à votre inscription s’afficheront ici une fois l’adresse confirmée.',
  },
  requests: {
    title: 'Mes demandes',
    emptyTitle: 'Aucune demande pour l’instant',
    emptyText:
      'Les demandes que vous envoyez en étant connecté ou connectée s’affichent ici, avec leurs réponses. Celles envoyées avant votre inscription s’affichent une fois votre adresse courriel vérifiée.',
    findLawyer: 'Trouver un avocat',
    to: 'À {name}',
    sentOn: 'Envoyée le',
    kindContact: 'Message',
    kindConsultation: 'Demande de consultation',
    preferredTime: 'Moment souhaité',
    yourMessage: 'Votre message',
    status: {
      label: 'Statut :',
      sent: 'Envoyée',
      read: 'Lue par l’avocat ou l’avocate',
      answered: 'Réponse reçue',
    },
    conversation: 'Conversation',
    fromLawyer: '{name} a écrit',
    fromYou: 'Vous avez écrit',
    noReplies:
      'Pas encore de réponse. Les avocats répondent habituellement dans un délai d’un à deux jours ouvrables.',
    profileGone: 'Ce profil n’est plus affiché : vous ne pouvez plus répondre ici.',
    answerLabel: 'Répondre à {name}',
    answerHint: '{name} reçoit votre réponse par courriel, avec votre adresse pour vous écrire.',
    send: 'Envoyer la réponse',
    sending: 'Envoi en cours…',
    sentTitle: 'Réponse envoyée',
    sentText: '{name} la reçoit par courriel.',
    failed: 'La réponse n’a pas pu être envoyée',
    failedText: 'Veuillez réessayer dans un instant.',
  },
  bookings: {
    title: 'Mes consultations',
    emptyTitle: 'Aucune consultation réservée',
    emptyText:
      'Les consultations que vous réservez sur le profil d’une avocate ou d’un avocat s’affichent ici. Celles réservées avant votre inscription s’affichent une fois votre adresse courriel vérifiée.',
    with: 'Avec {name}',
    when: 'Moment',
    mode: 'Rencontre',
    modes: { 'in-person': 'En personne', video: 'Appel vidéo', phone: 'Appel téléphonique' },
    status: { held: 'En attente de confirmation', booked: 'Réservée', cancelled: 'Annulée' },
    heldHint:
      'Pour la réserver, confirmez-la avec le lien du courriel que nous vous avons envoyé. Sinon, l’heure est libérée.',
    cancelledByLawyer: 'Annulée par l’avocat ou l’avocate.',
    cancelledByYou: 'Annulée par vous.',
    officeTime: 'Au cabinet : {moment}',
    address: 'Adresse',
    calendar: 'Ajouter au calendrier (.ics)',
    calendarName: 'Ajouter au calendrier (.ics) : la consultation avec {name}',
    change: 'Changer l’heure',
    changeName: 'Changer l’heure de la consultation avec {name}',
    cancel: 'Annuler',
    cancelName: 'Annuler la consultation avec {name}',
  },
  saved: {
    title: 'Profils enregistrés',
    emptyTitle: 'Aucun profil enregistré',
    emptyText: 'Sélectionnez le cœur sur une fiche ou un profil pour le garder ici.',
    viewProfile: 'Voir le profil',
    viewProfileOf: 'Voir le profil de {name}',
    viewProfileOfElided: 'Voir le profil d’{name}',
    remove: 'Retirer {name}',
    removeShort: 'Retirer',
    savedOn: 'Enregistré le {date}',
  },
} as const satisfies Messages<typeof clientSpaceEn>;

export default clientSpaceFr;
