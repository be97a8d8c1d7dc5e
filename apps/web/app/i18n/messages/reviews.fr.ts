import type { Messages } from '../translate.ts';
import type { reviewsEn } from './reviews.en.ts';
import { reviewsSectionFr } from './reviews-section.fr.ts';

/** French twin of `reviews.en.ts`: the profile's list, the one-time review form, the dashboard and moderation. */
export const reviewsFr = {
  ...reviewsSectionFr,
  form: {
    metaTitleGeneric: 'Rédiger un avis | Répertoire des avocats du Canada',
    heading: 'Rédiger un avis',
    title: 'Votre avis sur {name}',
    intro:
      'Dites aux autres comment votre demande a été traitée. Votre avis est publié sans votre nom ; les avis qui contiennent des liens, des coordonnées ou des insultes attendent une vérification par l’équipe du répertoire.',
    checking: 'Vérification de votre lien…',
    missingToken:
      'Cette page s’ouvre avec le lien reçu dans votre courriel d’invitation. Cliquez de nouveau sur le lien de ce courriel.',
    invalid: 'Ce lien pour publier un avis n’est pas valide.',
    used: 'Ce lien a déjà servi : chaque lien permet de publier un seul avis.',
    expired: 'Ce lien pour publier un avis a expiré.',
    refused: 'Ce lien ne permet pas de donner un avis sur ce profil.',
    failed: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    rating: 'Votre note',
    ratingOption: { one: '{count} étoile', other: '{count} étoiles' },
    text: 'Votre avis',
    textHint:
      'Au moins 20 caractères. Décrivez votre expérience, sans numéro de téléphone ni adresse courriel.',
    submit: 'Publier l’avis',
    submitting: 'Envoi en cours…',
    publishedTitle: 'Merci : votre avis est publié',
    heldTitle: 'Merci : votre avis sera publié après une vérification',
    heldText:
      'L’équipe du répertoire lit les avis qui contiennent des liens, des coordonnées ou des propos grossiers avant leur publication.',
    backToProfile: 'Retour au profil',
  },
  mine: {
    tab: 'Avis',
    countLabel: 'Demandes prises en compte',
    duration: {
      minutes: { one: '{count} minute', other: '{count} minutes' },
      hours: { one: '{count} heure', other: '{count} heures' },
      days: { one: '{count} jour', other: '{count} jours' },
    },
    responsivenessHeading: 'Vos délais de réponse (90 derniers jours)',
    requests: { one: '{count} demande', other: '{count} demandes' },
    median: 'Délai médian avant une première réponse',
    medianNone: 'Plus de la moitié sans réponse',
    withinDay: 'Réponse en moins de 24 heures',
    shownFrom:
      'Affiché sur votre profil à partir de 3 demandes. Indiquez les demandes auxquelles vous avez répondu par téléphone ou par courriel.',
    reviewsHeading: 'Les avis à votre sujet',
    none: 'Aucun avis pour l’instant. Les personnes dont vous traitez la demande reçoivent un lien pour publier un avis quelques jours plus tard.',
    status: { published: 'Publié', held: 'En attente de modération', hidden: 'Masqué' },
    replyLabel: 'Votre réponse publique',
    replyHint: 'Vous pouvez répondre une seule fois ; la réponse s’affiche sous l’avis.',
    replySubmit: 'Publier la réponse',
    replySent: 'Votre réponse est publiée.',
    replyFailed: 'La réponse n’a pas pu être publiée.',
  },
  admin: {
    title: 'Avis',
    intro:
      'Les avis retenus par les vérifications automatiques et les avis signalés. Chaque décision est consignée dans le journal d’audit.',
    filter: 'Afficher',
    filters: { held: 'Retenus', reported: 'Signalés', published: 'Publiés', hidden: 'Masqués' },
    empty: 'Rien à modérer ici.',
    of: 'Avis sur {name}',
    heldReasons: 'Retenu en raison de : {reasons}',
    reasons: {
      links: 'liens',
      profanity: 'propos grossiers',
      'personal-data': 'coordonnées',
      markup: 'HTML',
      'same-network': 'un autre avis sur ce profil venu du même réseau en moins d’un jour',
    },
    reports: { one: '{count} signalement', other: '{count} signalements' },
    hiddenBecause: 'Masqué : {reason}',
    publish: 'Publier',
    hide: 'Masquer',
    hideReason: 'Motif du masquage',
    done: 'Enregistré',
    failed: 'La décision n’a pas pu être enregistrée.',
  },
} as const satisfies Messages<typeof reviewsEn>;

export default reviewsFr;
