import type { Messages } from '../translate.ts';
import { accountsShellFr } from './accounts-shell.fr.ts';
import type { coreMessagesEn } from './core.en.ts';

/**
 * French twin of `core.en.ts` (fr-CA): the site's frame and the shared widgets, on every French
 * page. A province, city or practice-area name fills a placeholder as a bare name, so no string puts
 * a preposition or an article before one (French would need « au Québec », « en Ontario »).
 */
export const coreMessagesFr = {
  site: {
    name: 'Répertoire des avocats du Canada',
    tagline:
      'Un répertoire des avocats de partout au Canada, par domaine de droit et par lieu, avec des guides en langage clair sur vos droits. Figurer au répertoire ne constitue pas une recommandation.',
    skipToContent: 'Passer au contenu principal',
    skipToResults: 'Passer aux résultats',
    notLegalAdvice:
      'L’information présentée sur ce site est de nature éducative et ne constitue pas un avis juridique.',
    shareImageAlt:
      'Répertoire des avocats du Canada : trouvez l’avocate ou l’avocat qu’il vous faut',
  },
  demo: {
    label: 'Démonstration',
    title: 'Site de démonstration :',
    body: 'les avocats présentés ici sont fictifs, créés pour la démonstration. Leurs noms, leurs coordonnées, leurs numéros de permis et leurs vérifications ne sont pas réels.',
    mailbox: 'Lire les courriels envoyés par la démonstration',
  },
  nav: {
    label: 'Menu principal',
    home: 'Accueil',
    browseLawyers: 'Trouver un avocat',
    legalResources: 'Ressources juridiques',
    legalGuide: 'Guide juridique',
    practiceAreas: 'Domaines de droit',
    provincialGuide: 'Guide provincial',
    howToChoose: 'Comment choisir un avocat',
    legalAidResources: 'Aide juridique et ressources',
    blog: 'Blogue',
    searchOpen: 'Rechercher',
    searchLabel: 'Rechercher dans le site',
    searchPlaceholder: 'Avocats, guides, articles',
    searchSubmit: 'Rechercher',
    about: 'À propos',
    contact: 'Nous joindre',
    signIn: 'Se connecter',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    helpNow: 'Besoin d’aide immédiate ?',
    helpNowShort: 'Aide',
  },
  footer: {
    label: 'Pied de page',
    practiceAreasHeading: 'Domaines de droit',
    companyHeading: 'Le répertoire',
    lawyersHeading: 'Pour les avocats',
    legalHeading: 'Mentions légales',
    familyLaw: 'Droit de la famille',
    criminalLaw: 'Droit criminel',
    corporateLaw: 'Droit des affaires',
    realEstate: 'Droit immobilier',
    about: 'Qui sommes-nous',
    blog: 'Blogue',
    contact: 'Nous joindre',
    lawyerPortal: 'Portail des avocats',
    findLawyer: 'Trouver un avocat',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    support: 'Aide',
    copyright: '© {year} Répertoire des avocats du Canada. Tous droits réservés.',
    cookiePreferences: 'Paramètres des témoins',
  },
  consent: {
    title: 'Vos choix en matière de confidentialité',
    body: 'Nous comptons les visites de façon anonyme, sans témoins (cookies) ni rien qui permette de vous identifier. Avec votre permission, nous utiliserions aussi des services de statistiques et de publicité qui déposent des témoins ; aucun ne s’active tant que vous n’avez pas dit oui. Vous pouvez changer d’avis en tout temps à partir de « Paramètres des témoins », au bas de chaque page.',
    policy: 'Lire notre politique de confidentialité',
    purposes: 'Ce que vous autorisez',
    analytics: {
      label: 'Statistiques',
      description:
        'Le compte des visites et un service d’analyse qui mesure l’utilisation du site. Désactiver cette option arrête aussi notre compte anonyme des visites.',
    },
    advertising: {
      label: 'Publicité',
      description:
        'Des annonces d’un réseau publicitaire, qui peut utiliser des témoins pour les choisir.',
    },
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    customise: 'Personnaliser',
    save: 'Enregistrer mes choix',
  },
  search: {
    provinceLabel: 'Province ou territoire',
    provincePlaceholder: 'Choisir une province',
    practiceAreaLabel: 'Domaine de droit',
    practiceAreaPlaceholder: 'Choisir un domaine de droit',
    cityLabel: 'Ville',
    cityPlaceholderDisabled: 'Choisissez d’abord une province',
    cityPlaceholder: 'Choisir une ville',
    keywordsLabel: 'Mots-clés',
    keywordsPlaceholder: 'Nom, cabinet ou spécialité',
    submit: 'Rechercher des avocats',
    viewAll: 'Voir tous les avocats',
  },
  browse: {
    metaTitle: 'Comparer des avocats au Canada | Répertoire des avocats du Canada',
    metaDescription:
      'Parcourez et comparez les avocats de partout au Canada. Filtrez par domaine de droit, province, ville et années d’expérience.',
    title: 'Trouver un avocat',
    subtitle:
      'Comparez les avocats de partout au Canada par domaine de droit, par lieu et par expérience.',
    searchLabel: 'Rechercher des avocats',
    aboutPlace: '{place} : avocats par ville et par domaine de droit, et guides locaux',
    searchPlaceholder: 'Nom, cabinet ou spécialité',
    filters: {
      title: 'Filtres',
      toggle: 'Filtres',
      close: 'Fermer les filtres',
      showResults: { one: 'Voir {count} résultat', other: 'Voir {count} résultats' },
      showResultsLoading: 'Voir les résultats',
      activeCount: { one: '{count} filtre actif', other: '{count} filtres actifs' },
      clearAll: 'Tout effacer',
      practiceAreas: 'Domaines de droit',
      province: 'Province ou territoire',
      anyProvince: 'Toutes les provinces et tous les territoires',
      city: 'Ville',
      anyCity: 'Toutes les villes',
      experience: 'Expérience minimale',
      experienceValue: { zero: 'Aucune', one: '{count} an et plus', other: '{count} ans et plus' },
      experienceMin: '0 an',
      experienceMax: '30 ans et plus',
      verifiedOnly: 'Permis vérifiés seulement',
      languages: 'Langues',
      lawyerCount: { one: '{count} avocat', other: '{count} avocats' },
      statedByLawyers: 'Selon ce que déclare chaque avocat ou avocate.',
      distance: 'Proximité',
      radius: 'Rayon de recherche',
      radiusAny: 'Toute distance',
      radiusWithin: 'À moins de {radius} km',
      measuredFrom: 'Point de départ : {place}',
      measuredFromYou: 'Point de départ : votre position approximative',
      distanceHint: 'Choisissez une ville ci-dessus, ou cherchez près de vous.',
      nearMe: 'Près de moi',
      stopNearMe: 'Ne plus utiliser ma position',
      nearMePrivacy:
        'Votre navigateur vous le demande d’abord. Votre position est arrondie à environ 1 km, ne sert qu’à cette recherche et n’est jamais conservée.',
      nearMeStatus: {
        locating: 'Recherche de votre position approximative…',
        located: 'Voici les résultats près de votre position approximative.',
        denied:
          'Votre navigateur n’a pas communiqué votre position. Pour chercher près de vous, autorisez la localisation pour ce site dans les réglages du navigateur, ou choisissez plutôt une ville.',
        unavailable:
          'Votre position est introuvable pour le moment. Veuillez réessayer, ou choisissez plutôt une ville.',
        unsupported:
          'Ce navigateur ne peut pas communiquer de position. Veuillez plutôt choisir une ville.',
      },
      legalAidPlan: 'Accepte l’aide juridique ({plan})',
    },
    /** Mots de la recherche que l’annuaire ne peut pas utiliser, et où le demander (issue 35). */
    unused: {
      label: 'Non utilisés dans votre recherche : {words}.',
      cost: 'Pour comparer les honoraires, utilisez les filtres Coût (consultation initiale gratuite, échelle mobile, paiements échelonnés).',
      nearMe:
        'Pour trouver des avocates et avocats près de chez vous, communiquez votre position approximative.',
      nearMeButton: 'Chercher près de moi',
      rating: 'Pour voir d’abord les mieux notés, triez par note.',
      ratingButton: 'Trier par note',
      experience: 'Pour choisir le nombre d’années de pratique, utilisez le filtre Expérience.',
    },
    distance: {
      place: '{city} ({province})',
      within: 'à moins de {radius} km de {place}',
      withinElided: 'à moins de {radius} km d’{place}',
      withinYou: 'à moins de {radius} km de votre position',
      underOneKm: 'moins de 1',
    },
    results: {
      found: { one: '{count} avocat trouvé', other: '{count} avocats trouvés' },
      showing: 'Résultats {from} à {to} sur {total}',
      sortLabel: 'Trier par',
      sortRelevance: 'Pertinence',
      sortRating: 'Les mieux notés',
      sortResponsiveness: 'Réponse la plus rapide',
      sortExperience: 'Les plus expérimentés',
      sortDistance: 'Distance (la plus proche d’abord)',
      sortName: 'Nom (de A à Z)',
      viewLabel: 'Affichage',
      viewGrid: 'Affichage en grille',
      viewList: 'Affichage en liste',
      loading: 'Chargement des avocats…',
    },
    error: {
      title: 'Une erreur s’est produite',
      body: 'Nous avons du mal à charger les avocats. Veuillez réessayer plus tard.',
      retry: 'Réessayer',
    },
    empty: {
      clear: 'Effacer les filtres',
      browseAll: 'Voir tous les avocats',
    },
    system: {
      title: 'Droit provincial ou fédéral : lequel s’applique ?',
      provincialTitle: 'Compétence provinciale',
      provincialBody:
        'Le partage des biens familiaux et les pensions alimentaires, l’immobilier, les testaments et les successions, les normes du travail, ainsi que la plupart des contrats et des poursuites relèvent du droit de votre province ou territoire. Choisissez une avocate ou un avocat autorisé à exercer là où le problème se pose.',
      federalTitle: 'Compétence fédérale',
      federalBody:
        'Les accusations criminelles, l’immigration et la citoyenneté, le divorce lui-même, la faillite et la propriété intellectuelle relèvent du droit fédéral, le même partout au Canada ; ce sont tout de même les tribunaux de votre province qui entendent la plupart de ces causes.',
    },
    choosing: {
      title: 'Bien choisir son avocate ou son avocat',
      items: {
        one: 'Choisissez une avocate ou un avocat dont le domaine de droit correspond à votre problème, et vérifiez que son permis d’exercice vient du barreau de votre province.',
        two: 'Renseignez-vous sur son expérience dans des dossiers comme le vôtre et sur leur durée habituelle.',
        three:
          'Demandez comment ses honoraires sont établis (taux horaire, forfait, honoraires conditionnels ou provision) et ce qu’ils comprennent.',
        four: 'Rencontrez deux ou trois avocates ou avocats avant de décider ; beaucoup offrent une courte première consultation.',
      },
      link: 'Lire notre guide complet',
    },
  },
  lawyerSearch: {
    chips: {
      label: 'Votre recherche :',
      remove: 'Retirer {name}',
      text: '« {text} »',
      location: 'Lieu : {location}',
      experience: {
        one: '{count} an d’expérience et plus',
        other: '{count} ans d’expérience et plus',
      },
      verified: 'Permis vérifiés seulement',
    },
  },
  lawyerCard: {
    languages: 'Parle {languages}',
    speaksFrench: 'Parle français',
    viewProfile: 'Voir le profil',
    viewProfileOf: 'Voir le profil : {name}',
    rating: 'Note : {rating} sur 5',
    reviews: { one: '({count} avis)', other: '({count} avis)' },
    noReviews: 'Aucun avis pour l’instant',
    fewReviews: {
      one: '{count} avis, trop peu pour une note',
      other: '{count} avis, trop peu pour une note',
    },
    experience: {
      zero: 'Moins d’un an d’expérience',
      one: '{count} an d’expérience',
      other: '{count} ans d’expérience',
    },
    moreSpecializations: { one: '+{count} autre', other: '+{count} autres' },
    save: 'Enregistrer {name}',
    saveFailed: 'Vos profils enregistrés n’ont pas pu être modifiés. Veuillez réessayer.',
    badges: {
      label: 'Déclaré dans le profil',
      freeConsultation: 'Consultation initiale gratuite ({minutes} min)',
      flatFees: 'Tarifs forfaitaires',
      legalAid: 'Aide juridique',
      video: 'Par vidéo',
      acceptingClients: 'Accepte une nouvelle clientèle',
      notAcceptingClients: 'Ne prend pas de nouvelle clientèle',
      distanceLabel: 'Distance :',
      distance: '{distance} km',
    },
    nextSlot: 'Prochain rendez-vous à réserver : {time}',
    compare: 'Comparer',
    compareName: 'Comparer {name}',
    compareFull:
      'Vous pouvez comparer jusqu’à 3 avocates ou avocats. Décochez-en un pour en choisir un autre.',
    compareBar: {
      label: 'Avocates et avocats à comparer',
      chosen: { one: '{count} sur 3 choisi', other: '{count} sur 3 choisis' },
      needOneMore: 'Cochez une autre personne pour comparer',
      open: 'Comparer ces {count} profils',
      clear: 'Effacer',
    },
  },
  signals: {
    repliesWithinMinutes: {
      one: 'Répond habituellement en {count} minute ou moins',
      other: 'Répond habituellement en {count} minutes ou moins',
    },
    repliesWithinHours: {
      one: 'Répond habituellement en {count} heure ou moins',
      other: 'Répond habituellement en {count} heures ou moins',
    },
    repliesWithinDays: {
      one: 'Répond habituellement en {count} jour ou moins',
      other: 'Répond habituellement en {count} jours ou moins',
    },
    rarelyReplies: 'Répond à moins de la moitié des demandes',
    howMeasured: 'Comment est-ce mesuré ?',
    explanation: {
      one: 'Mesuré par le répertoire, et non déclaré dans le profil : le délai médian avant une première réponse, pour {count} demande reçue par ce site au cours des 90 derniers jours ; {share} % des demandes ont obtenu une réponse en 24 heures ou moins.',
      other:
        'Mesuré par le répertoire, et non déclaré dans le profil : le délai médian avant une première réponse, pour {count} demandes reçues par ce site au cours des 90 derniers jours ; {share} % ont obtenu une réponse en 24 heures ou moins.',
    },
  },
  verification: {
    verified: 'Permis nº {licence} vérifié le {date} (ordre professionnel : {regulator})',
    verifiedNoNumber: 'Permis vérifié le {date} (ordre professionnel : {regulator})',
    verifiedDemo:
      'Démo : permis fictif nº {licence} « vérifié » le {date} (ordre professionnel : {regulator})',
    selfReported: 'Information autodéclarée',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    verifiedRegister:
      'Permis nº {licence} inscrit au registre public de l’ordre ({regulator}, {registerDate}), fiche réclamée par son titulaire le {date}',
  },
  provenance: {
    fromRegister: 'Tiré du registre public de l’ordre professionnel ({regulator}), au {date}',
    fromDemoRegister:
      'Démo : inscription fictive, au format du registre public de l’ordre professionnel ({regulator}), au {date}',
    notCompleted:
      'Pas encore complétée par l’avocate ou l’avocat : seules les données du registre sont affichées, rien d’autre n’est connu.',
    checkRegister: 'Vérifier dans le répertoire de l’ordre',
  },
  notFound: {
    metaTitle: 'Page introuvable (404) | Répertoire des avocats du Canada',
    title: 'Erreur 404 : page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    hint: 'Aucune page ne correspond à {path}. Vérifiez que l’adresse ne contient pas de faute de frappe.',
    home: 'Aller à la page d’accueil',
    browse: 'Voir les avocats',
  },
  error: {
    metaTitle: 'Une erreur s’est produite | Répertoire des avocats du Canada',
    title: 'Une erreur s’est produite',
    body: 'Une erreur inattendue s’est produite. Veuillez recharger la page ou réessayer plus tard.',
    home: 'Aller à la page d’accueil',
  },
  badRequest: {
    metaTitle: 'Adresse non valide | Répertoire des avocats du Canada',
    title: 'Cette adresse n’est pas valide',
    body: 'Le lien est mal formé ou trop long pour ce site. Vérifiez l’adresse, ou recommencez à partir de la page d’accueil.',
    home: 'Aller à la page d’accueil',
  },
  unavailable: {
    metaTitle: 'Momentanément indisponible | Répertoire des avocats du Canada',
    title: 'Le répertoire est momentanément indisponible',
    body: 'Nous n’avons pas pu joindre le répertoire. Veuillez réessayer dans quelques secondes.',
    home: 'Aller à la page d’accueil',
  },
  tooManyRequests: {
    metaTitle: 'Trop de requêtes | Répertoire des avocats du Canada',
    title: 'Trop de requêtes',
    body: 'Nous avons reçu trop de requêtes de votre connexion en peu de temps. Veuillez patienter une minute, puis réessayer.',
    home: 'Aller à la page d’accueil',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {page}',
  },
  ads: {
    label: 'Publicité',
  },
  accounts: accountsShellFr,
} as const satisfies Messages<typeof coreMessagesEn>;

export default coreMessagesFr;
