import type { Messages } from '../translate.ts';
import type { passwordResetEn } from './password-reset.en.ts';

/** French twin of `password-reset.en.ts`. */
export const passwordResetFr = {
  forgotLink: 'Mot de passe oublié ?',
  request: {
    metaTitle: 'Mot de passe oublié | Répertoire des avocats du Canada',
    title: 'Mot de passe oublié ?',
    subtitle:
      'Entrez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Courriel',
    submit: 'Envoyer le lien',
    sending: 'Envoi en cours…',
    formLabel: 'Demander un lien de réinitialisation du mot de passe',
    sentTitle: 'Consultez vos courriels',
    sentText:
      'Si un compte utilise l’adresse {email}, nous lui avons envoyé un lien. Il ne fonctionne qu’une seule fois, pendant 30 minutes. Il peut mettre quelques minutes à arriver : vérifiez aussi vos courriels indésirables.',
    failed: 'Le lien n’a pas pu être envoyé. Réessayez dans un instant.',
  },
  reset: {
    metaTitle: 'Choisir un nouveau mot de passe | Répertoire des avocats du Canada',
    title: 'Choisir un nouveau mot de passe',
    subtitle:
      'Une fois le mot de passe changé, toutes vos sessions sont fermées : connectez-vous de nouveau avec celui-ci.',
    link: 'Lien de réinitialisation',
    password: 'Nouveau mot de passe',
    passwordHint:
      'Au moins 8 caractères. Quelques mots sans lien entre eux forment un mot de passe solide.',
    submit: 'Changer le mot de passe',
    saving: 'Changement en cours…',
    formLabel: 'Choisir un nouveau mot de passe',
    doneTitle: 'Votre mot de passe a été changé',
    doneText:
      'Toutes vos sessions ont été fermées, sur tous vos appareils. Connectez-vous avec votre nouveau mot de passe.',
    failed: 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.',
    noToken:
      'Cette page s’ouvre à partir du lien reçu par courriel. Si votre lien ne fonctionne plus, demandez-en un nouveau.',
    askAgain: 'Demander un nouveau lien',
  },
  errorSummary: 'Veuillez corriger ces champs :',
  problemSummary: 'Un problème est survenu :',
  signIn: 'Se connecter',
  backToSignIn: 'Retour à la connexion',
} as const satisfies Messages<typeof passwordResetEn>;

export default passwordResetFr;
