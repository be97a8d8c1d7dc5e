import type { Messages } from '../translate.ts';
import type { accountsEn } from './accounts.en.ts';

/** French twin of `accounts.en.ts`: sign-in, registration and the lawyer's dashboard. */
export const accountsFr = {
  forms: {
    errorSummary: 'Veuillez corriger ces champs :',
    problemSummary: 'Connexion impossible :',
    loginTab: 'Connexion',
    registerTab: 'Inscription',
    email: 'Courriel',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    signIn: 'Se connecter',
    signingIn: 'Connexion en cours…',
    createAccount: 'Créer un compte',
    creatingAccount: 'Création du compte…',
    passwordHint: 'Au moins 8 caractères.',
    backToHome: 'Retour à l’accueil',
  },
  portal: {
    metaTitle: 'Portail des avocats | Répertoire des avocats du Canada',
    title: 'Portail des avocats',
    subtitle: 'Connectez-vous ou créez un compte pour gérer votre profil dans le répertoire.',
    google: 'Continuer avec Google',
    notConfigured: '(non configuré)',
    divider: 'Ou continuez avec votre courriel',
    authFailed: 'L’authentification a échoué. Veuillez réessayer.',
    linkExpired:
      'Ce lien a expiré ou a déjà été utilisé. Connectez-vous de nouveau avec Google pour en recevoir un nouveau.',
    googleLinkSent:
      'Un compte existe déjà avec cette adresse courriel. Nous y avons envoyé un lien : ouvrez-le pour activer la connexion avec Google sur ce compte, ou connectez-vous ci-dessous avec votre mot de passe.',
    googleLinked:
      'La connexion avec Google est maintenant associée à votre compte. Choisissez « Continuer avec Google » pour vous connecter.',
  },
  account: {
    loginMetaTitle: 'Connexion | Répertoire des avocats du Canada',
    registerMetaTitle: 'Créer un compte | Répertoire des avocats du Canada',
    title: 'Votre compte',
    subtitle:
      'Connectez-vous pour voir l’adresse courriel des avocats, ou créez un compte gratuitement.',
    userTypeLegend: 'Je m’inscris comme :',
    customerOption: 'Client – Je cherche des services juridiques',
    lawyerOption: 'Avocat – J’offre des services juridiques',
    professionalHeading: 'Renseignements professionnels',
    createCustomer: 'Créer un compte client',
    createLawyer: 'Créer un compte avocat',
    continueAsLawyer: 'Continuer comme avocat',
    showCities: 'Afficher les villes de cette province',
    cityNotListed: 'Veuillez choisir dans la liste une ville de cette province',
  },
  profileFields: {
    name: 'Nom complet',
    firmName: 'Nom du cabinet',
    email: 'Courriel professionnel',
    phone: 'Téléphone',
    practiceArea: 'Domaine de droit',
    practiceAreaPlaceholder: 'Choisir un domaine de droit',
    province: 'Province ou territoire',
    provincePlaceholder: 'Choisir une province',
    city: 'Ville',
    cityPlaceholder: 'Choisir une ville',
    cityPlaceholderDisabled: 'Choisissez d’abord une province',
    location: 'Emplacement',
    locationHint:
      'Votre emplacement tel que les clients le liront, p. ex. « Centre-ville de Montréal ».',
    address: 'Adresse du bureau',
    experience: 'Années d’expérience',
    hourlyRate: 'Taux horaire ($ CA)',
    feeStructure: 'Mode d’honoraires',
    bio: 'Biographie professionnelle',
    specializations: 'Spécialités',
    specializationsHint: 'Séparez-les par des virgules, p. ex. Divorce, Garde d’enfants.',
    languages: 'Langues',
    languagesHint: 'Séparez-les par des virgules, p. ex. Français, Anglais.',
    website: 'Site Web',
    linkedin: 'LinkedIn',
    licenceNumber: 'Numéro de permis',
    licenceHint:
      'Tel qu’il est inscrit par votre ordre professionnel. Nécessaire pour demander la vérification.',
    regulator: 'Ordre professionnel',
    regulatorPlaceholder: 'Choisissez votre ordre professionnel',
    optional: '(facultatif)',
  },
  dashboard: {
    metaTitle: 'Tableau de bord de l’avocat | Répertoire des avocats du Canada',
    title: 'Tableau de bord de l’avocat',
    welcome: 'Bonjour, {firstName} {lastName}',
    viewDirectory: 'Voir le répertoire',
    logout: 'Se déconnecter',
    tabsLabel: 'Sections du tableau de bord',
    profileTab: 'Profil',
    requestsTab: 'Demandes de contact',
    settingsTab: 'Paramètres',
    activity: {
      label: 'Votre profil au cours des 30 derniers jours',
      profileViews: 'Consultations du profil, 30 derniers jours',
      requests: 'Demandes, 30 derniers jours',
    },
    loadFailed: 'Nous n’avons pas pu charger votre tableau de bord. Veuillez réessayer plus tard.',
    notLawyer:
      'Ce compte est un compte client. Les profils d’avocat se gèrent à partir d’un compte avocat.',
    adminAccount:
      'Ce compte est un compte administrateur. Les profils et les demandes des avocats se gèrent dans la section d’administration.',
    createTitle: 'Créer votre profil',
    updateTitle: 'Mettre à jour votre profil',
    createIntro: 'Remplissez vos renseignements professionnels pour figurer au répertoire.',
    updateIntro: 'Gardez à jour votre profil public dans le répertoire.',
    createSubmit: 'Créer le profil',
    updateSubmit: 'Mettre à jour le profil',
    saving: 'Enregistrement…',
    created: 'Votre profil a été créé !',
    updated: 'Votre profil a été mis à jour !',
    createFailed: 'Impossible de créer le profil',
    updateFailed: 'Impossible de mettre à jour le profil',
    viewPublicProfile: 'Voir le profil public',
    reverifyWarning:
      'Vous avez modifié : {fields}. Si vous enregistrez, votre profil perdra la mention « Vérifié » jusqu’à ce qu’un administrateur le vérifie de nouveau.',
    reverifyWarningPending:
      'Vous avez modifié : {fields}. Si vous enregistrez, votre profil retournera à la fin de la file de vérification.',
    requestsTitle: 'Demandes de contact',
    noRequestsTitle: 'Aucune demande de contact pour l’instant',
    noRequestsText:
      'Les demandes des clients s’afficheront ici dès que votre profil sera en ligne.',
    noProfileTitle: 'Créez d’abord votre profil',
    noProfileText:
      'Vous devez créer votre profil d’avocat avant de pouvoir recevoir des demandes de contact.',
    requestFrom: 'Demande de la part de {name}',
    receivedOn: 'Reçue le',
    requestEmail: 'Courriel',
    requestPhone: 'Téléphone',
    legalIssue: 'Problème juridique',
    preferredTime: 'Moment préféré',
    message: 'Message',
    call: 'Appeler',
    callName: 'Appeler {name}',
    emailAction: 'Écrire',
    emailName: 'Écrire à {name}',
    settingsTitle: 'Paramètres du compte',
    accountEmail: 'Courriel',
    accountRole: 'Rôle',
    verified: 'Vérifié',
    unverified: 'Non vérifié',
    signOut: 'Se déconnecter',
    signOutEverywhere: 'Se déconnecter partout',
    signOutEverywhereHint:
      'Ferme vos sessions dans tous les navigateurs et sur tous les appareils.',
    verification: {
      title: 'Vérification du permis',
      status: 'Statut',
      statuses: {
        unverified: 'Déclaré par l’avocat',
        pending: 'En attente',
        verified: 'Vérifié',
        rejected: 'Refusé',
      },
      unverifiedText:
        'Votre profil porte la mention « Information déclarée par l’avocat » jusqu’à ce qu’un administrateur vérifie votre permis auprès de votre ordre professionnel.',
      pendingText:
        'Vous avez demandé la vérification le {date}. Un administrateur vérifiera votre permis.',
      verifiedText: 'Permis vérifié le {date} (ordre professionnel : {regulator}).',
      rejectedText: 'Votre dernière demande n’a pas été acceptée : {reason}',
      request: 'Demander la vérification',
      requestAgain: 'Demander de nouveau la vérification',
      missingDetails:
        'Ajoutez votre numéro de permis et votre ordre professionnel à votre profil (onglet Profil) avant de demander la vérification.',
      noProfile:
        'Créez d’abord votre profil, avec votre numéro de permis et votre ordre professionnel.',
      requested: 'Vérification demandée',
      requestedText:
        'Un administrateur vérifiera votre permis auprès de votre ordre professionnel.',
      requestFailed: 'Impossible de demander la vérification',
    },
    data: {
      title: 'Vos données',
      intro:
        'Téléchargez dans un fichier JSON tout ce que nous conservons sur votre compte, ou fermez votre compte pour de bon.',
      download: 'Télécharger mes données',
      downloadFailed: 'Impossible de préparer vos données. Veuillez réessayer.',
      downloaded: 'Vos données ont été téléchargées',
      delete: 'Supprimer mon compte',
      deleteTitle: 'Supprimer votre compte ?',
      deleteText:
        'Votre compte, votre profil et vos renseignements personnels seront supprimés, et votre session sera fermée. Cette action est irréversible.',
      confirmLabel: 'Entrez votre adresse courriel ({email}) pour confirmer',
      confirmMismatch: 'Ce n’est pas votre adresse courriel',
      cancel: 'Annuler',
      confirmDelete: 'Supprimer mon compte',
      deleted: 'Votre compte a été supprimé',
      deletedText:
        'Vos renseignements personnels ont été supprimés. Merci d’avoir utilisé le répertoire.',
      deleteFailed: 'Impossible de supprimer votre compte',
    },
    mailLanguage: {
      title: 'Langue de vos courriels',
      intro:
        'Les courriels que nous envoyons à votre compte sont rédigés dans cette langue, quelle que soit la langue de la page que vous consultez.',
      introLawyer:
        'Les courriels que nous envoyons à votre compte (nouvelles demandes, vérification de votre permis d’exercice) sont rédigés dans cette langue, quelle que soit la langue de la page que vous consultez.',
      loadFailed: 'Nous n’avons pas pu charger votre choix. Veuillez réessayer plus tard.',
      save: 'Enregistrer la langue',
      saved: 'Langue enregistrée',
      savedText: {
        en: 'Vos courriels seront désormais rédigés en anglais.',
        fr: 'Vos courriels seront désormais rédigés en français.',
      },
      saveFailed: 'Impossible d’enregistrer la langue. Veuillez réessayer.',
    },
    roles: {
      client: 'Client',
      lawyer: 'Avocat',
      admin: 'Administrateur',
    },
  },
} as const satisfies Messages<typeof accountsEn>;

export default accountsFr;
