import type { Messages } from '../translate.ts';
import type { accountsShellEn } from './accounts-shell.en.ts';

/** French twin of `accounts-shell.en.ts`: the account strings of the site's frame, on every page. */
export const accountsShellFr = {
  toaster: {
    close: 'Fermer',
    region: 'Notifications ({hotkey})',
    announce: 'Notification',
  },
  menu: {
    account: 'Compte',
    loading: 'Chargement du compte',
    dashboard: 'Tableau de bord',
    mySpace: 'Mon espace',
    administration: 'Administration',
    signOut: 'Se déconnecter',
    signedInAs: 'Session ouverte : {name}',
  },
  toasts: {
    loggedOutTitle: 'Déconnexion réussie',
    loggedOutText: 'Votre session est maintenant fermée.',
    loginTitle: 'Connexion réussie',
    loginText: 'Content de vous revoir !',
    loginFailed: 'Échec de la connexion',
    registerTitle: 'Inscription réussie',
    registerText: 'Bienvenue ! Votre compte a été créé.',
    registerFailed: 'Échec de l’inscription',
    oauthTitle: 'Configuration OAuth requise',
    oauthText:
      'La connexion avec Google exige un secret client correctement configuré. Communiquez avec l’équipe d’administration du site pour configurer les identifiants OAuth.',
    signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    signedOutEverywhere: 'Vos sessions ont été fermées sur tous vos appareils.',
  },
} as const satisfies Messages<typeof accountsShellEn>;

export default accountsShellFr;
