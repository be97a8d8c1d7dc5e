import type { Messages } from '../translate.ts';
import type { inquiriesEn } from './inquiries.en.ts';

/** French twin of `inquiries.en.ts`: the request dialogs, the contact form and the dashboard inbox. */
export const inquiriesFr = {
  close: 'Fermer',
  fields: {
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    phoneOptional: 'Téléphone (facultatif)',
    legalIssue: 'Domaine de droit',
    legalIssuePlaceholder: 'Choisissez un domaine de droit',
    message: 'Message',
    messagePlaceholder: 'Décrivez brièvement votre situation',
    preferredDate: 'Date souhaitée',
    preferredTime: 'Heure souhaitée',
    preferredTimePlaceholder: 'Choisissez une heure',
    consultationType: 'Type de consultation',
    consultationTypePlaceholder: 'Choisissez le type de consultation',
    category: 'Catégorie',
    categoryPlaceholder: 'Choisissez une catégorie',
    subject: 'Objet',
    honeypot: 'Laissez ce champ vide',
    errorSummary: 'Veuillez corriger les champs suivants :',
    problemSummary: 'Votre message n’a pas été envoyé :',
  },
  backToProfile: 'Retour au profil de {name}',
  contactLawyer: {
    open: 'Envoyer un message',
    title: 'Envoyer un message à {name}',
    description: '{name} communiquera avec vous d’ici un ou deux jours ouvrables.',
    submit: 'Envoyer le message',
    submitting: 'Envoi en cours…',
    successTitle: 'Votre message a été envoyé !',
    successText:
      'Un courriel de confirmation vous a été envoyé. Vous recevrez une réponse d’ici un ou deux jours ouvrables.',
    failureTitle: 'Le message n’a pas pu être envoyé',
    failureText: 'Veuillez réessayer plus tard.',
  },
  consultation: {
    open: 'Planifier une consultation',
    title: 'Planifier une consultation avec {name}',
    description:
      'Choisissez la date et l’heure qui vous conviennent ; {name} confirmera le rendez-vous.',
    submit: 'Demander la consultation',
    submitting: 'Envoi de la demande…',
    successTitle: 'Votre demande de consultation a été envoyée !',
    successText: 'On communiquera avec vous pour confirmer le rendez-vous.',
    failureTitle: 'La demande de consultation n’a pas pu être envoyée',
    failureText: 'Veuillez réessayer plus tard.',
  },
  siteContact: {
    title: 'Écrivez-nous',
    description: 'Nous répondons en moins de 24 heures, du lundi au vendredi.',
    subjectPlaceholder: 'À quel sujet nous écrivez-vous ?',
    submit: 'Envoyer le message',
    submitting: 'Envoi en cours…',
    successTitle: 'Votre message a été envoyé !',
    successText:
      'Nous vous avons envoyé un courriel de confirmation et nous vous répondrons en moins de 24 heures.',
    failureTitle: 'Le message n’a pas pu être envoyé',
    failureText: 'Veuillez réessayer plus tard ou nous écrire directement à {email}.',
  },
  inbox: {
    unread: 'Nouveau',
    kindContact: 'Message',
    kindConsultation: 'Demande de consultation',
    consultationType: 'Type de consultation',
    markRead: 'Marquer comme lu',
    markReadFailed: 'Impossible de marquer la demande comme lue. Veuillez réessayer.',
    markAnswered: 'J’ai répondu par téléphone ou par courriel',
    markAnsweredFailed:
      'Impossible d’indiquer que vous avez répondu à la demande. Veuillez réessayer.',
    answeredOn: 'Réponse donnée le {date}',
    replyLabel: 'Répondre à {name}',
    replyPlaceholder: 'Rédigez votre réponse ; elle sera envoyée par courriel à {email}.',
    sendReply: 'Envoyer la réponse',
    sendingReply: 'Envoi en cours…',
    repliedOn: 'Réponse envoyée le {date}',
    replySentTitle: 'Réponse envoyée',
    replySentText: 'Votre réponse a été envoyée par courriel à {name}.',
    replyFailed: 'La réponse n’a pas pu être envoyée',
    replyFailedText: 'Veuillez réessayer plus tard.',
  },
} as const satisfies Messages<typeof inquiriesEn>;

export default inquiriesFr;
