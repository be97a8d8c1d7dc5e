import type { Messages } from '../translate.ts';
import type { accountBasicsEn } from './account-basics.en.ts';

/** French twin of `account-basics.en.ts`. */
export const accountBasicsFr = {
  verify: {
    metaTitle: 'Confirmer votre adresse courriel | Répertoire des avocats du Canada',
    title: 'Confirmer votre adresse courriel',
    subtitle: 'Appuyez sur le bouton pour confirmer l’adresse à laquelle ce lien a été envoyé.',
    formLabel: 'Confirmer l’adresse courriel',
    submit: 'Confirmer mon adresse',
    confirming: 'Confirmation en cours…',
    verifiedTitle: 'Votre adresse courriel est vérifiée',
    verifiedText: 'Merci : {email} est confirmée comme adresse de votre compte.',
    changedTitle: 'Votre adresse courriel a changé',
    changedText:
      'Votre compte utilise désormais {email}. Connectez-vous avec cette adresse dorénavant ; nous avons prévenu votre ancienne adresse.',
    failed: 'L’adresse n’a pas pu être confirmée. Réessayez dans un instant.',
    noToken:
      'Cette page s’ouvre à partir du lien du courriel de confirmation. Si le vôtre ne fonctionne plus, demandez-en un nouveau dans les paramètres de votre compte.',
    alreadyText: '{email} est l’adresse confirmée de votre compte.',
    doneSubtitle: 'Votre adresse est confirmée : vous n’avez plus rien à faire.',
    checkTitle: 'Consultez vos courriels',
    checkSubtitle: 'Une dernière étape : confirmez que cette adresse courriel est bien la vôtre.',
    checkText:
      'Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer cette adresse. Vous pouvez utiliser le site d’ici là.',
    checkSpam:
      'Rien après quelques minutes ? Regardez dans vos courriels indésirables, ou demandez un nouvel envoi du lien.',
    wrongAddress: 'Ce n’est pas la bonne adresse ? Modifiez-la dans vos paramètres',
    toRequests: 'Voir vos demandes',
    toDashboard: 'Aller à votre tableau de bord',
    toReturn: 'Reprendre là où vous étiez',
    signIn: 'Connectez-vous pour voir vos demandes',
    onwardLabel: 'Pour continuer',
  },
  settings: {
    title: 'Courriel et mot de passe',
    email: 'Adresse courriel',
    verifiedOn: 'Vérifiée le {date}',
    verified: 'Vérifiée',
    notVerified: 'Pas encore vérifiée',
    notVerifiedHint:
      'Ouvrez le lien du courriel que nous vous avons envoyé pour confirmer cette adresse. Vous pouvez utiliser le site en attendant.',
    resend: 'Renvoyer le courriel de vérification',
    resending: 'Envoi en cours…',
    resent:
      'Un nouveau lien est en route vers {email}. Il fonctionne une seule fois, pendant 24 heures.',
    resendFailed: 'Le courriel n’a pas pu être envoyé. Réessayez dans un instant.',
    resendLimited: {
      one: 'Vous avez demandé plusieurs liens en moins d’une heure. Utilisez le plus récent courriel que nous vous avons envoyé, ou redemandez-en un dans 1 minute.',
      many: 'Vous avez demandé plusieurs liens en moins d’une heure. Utilisez le plus récent courriel que nous vous avons envoyé, ou redemandez-en un dans {count} minutes.',
      other:
        'Vous avez demandé plusieurs liens en moins d’une heure. Utilisez le plus récent courriel que nous vous avons envoyé, ou redemandez-en un dans {count} minutes.',
    },
    resendVerified: 'Votre adresse est déjà confirmée : vous n’avez plus rien à faire.',
    resendSignedOut: 'Votre session a pris fin. Reconnectez-vous pour demander un nouveau lien.',
    changeEmail: {
      title: 'Changer votre adresse courriel',
      intro:
        'Nous envoyons un lien à la nouvelle adresse ; votre compte l’adopte quand vous ouvrez ce lien. D’ici là, il garde l’adresse actuelle.',
      newEmail: 'Nouvelle adresse courriel',
      currentPassword: 'Mot de passe actuel',
      submit: 'Envoyer le lien de confirmation',
      sending: 'Envoi en cours…',
      sent: 'Consultez {email} : ouvrez dans les 24 heures le lien que nous y avons envoyé pour que votre compte utilise cette adresse.',
      failed: 'Le lien n’a pas pu être envoyé. Réessayez dans un instant.',
    },
    changePassword: {
      title: 'Changer votre mot de passe',
      intro: 'Vos autres sessions se ferment quand vous le changez ; celle-ci reste ouverte.',
      currentPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
      newPasswordHint:
        'Au moins 8 caractères. Quelques mots sans lien entre eux font un mot de passe solide.',
      submit: 'Changer le mot de passe',
      saving: 'Modification en cours…',
      saved: 'Votre mot de passe est changé. Vos autres sessions sont fermées.',
      failed: 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.',
    },
    errorSummary: 'Veuillez corriger ces champs :',
    problemSummary: 'Un problème est survenu :',
  },
} as const satisfies Messages<typeof accountBasicsEn>;

export default accountBasicsFr;
