import type { Messages } from '../translate.ts';
import type { contentEn } from './content.en.ts';

/**
 * French twin of `content.en.ts`: the content pages' interface text (guides, resources, news, FAQ,
 * blog, about, contact, privacy and terms). The content itself lives in `@cld/content` (`*.fr.ts`).
 */
export const contentFr = {
  common: {
    home: 'Accueil',
    breadcrumb: 'Fil d’Ariane',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    phone: 'Téléphone : {phone}',
    localOffices: 'Faites votre demande en appelant le bureau le plus près de chez vous',
    phoneLabel: 'Téléphone',
    email: 'Courriel',
    businessHours: 'Heures d’ouverture',
    minRead: '{count} min de lecture',
    lastUpdated: 'Dernière mise à jour : {date}.',
    lastReviewed: 'Dernière vérification auprès des sources officielles : {date}.',
  },
  cta: {
    title: 'Besoin de conseils juridiques ?',
    body: 'L’information est un bon point de départ. Une avocate ou un avocat autorisé à exercer dans votre province ou votre territoire peut vous conseiller selon votre situation.',
    findLawyer: 'Trouver un avocat',
  },
  jurisdiction: {
    title: 'Fédéral ou provincial : qui fait les lois ?',
    intro:
      'La Constitution partage le pouvoir de faire des lois entre le Parlement et les provinces. L’ordre de gouvernement responsable de votre question détermine quelles règles et quels tribunaux s’appliquent.',
  },
  courts: {
    title: 'Comment s’organisent les tribunaux',
    intro:
      'De la Cour suprême du Canada jusqu’aux cours et tribunaux que la plupart des gens fréquentent, avec, en parallèle, les cours fédérales.',
  },
  practiceArea: {
    lawyerCount: { one: '{count} avocat', other: '{count} avocats' },
    commonCases: 'Situations courantes',
    keyInfo: 'À retenir',
    timeLimit: 'Délai',
    outcomes: 'Résultats possibles',
    process: 'Déroulement habituel',
    provincialNotes: 'Particularités provinciales',
    federal: 'Fédéral',
  },
  provincial: {
    capital: 'Capitale',
    population: 'Population',
    populationValue: '{population} (recensement de {census})',
    courts: 'Tribunaux',
    appellate: 'Cour d’appel',
    superior: 'Cour supérieure',
    provincialCourt: 'Cour provinciale ou territoriale',
    unifiedCourt: 'Aucune : la Cour de justice du Nunavut entend tous les procès',
    smallClaims: 'Petites créances',
    smallClaimsValue: '{court} : réclamations jusqu’à {limit}',
    regulators: 'Ordre professionnel',
    legalAid: 'Aide juridique',
    keyLaws: 'Lois principales',
    uniqueFeatures: 'Particularités',
    resources: 'Ressources officielles',
  },
  legalGuide: {
    metaTitle:
      'Guide juridique canadien : tribunaux et compétences | Répertoire des avocats du Canada',
    metaDescription:
      'Le fonctionnement du droit canadien : compétences fédérales et provinciales, tribunaux, guides par domaine de droit et aide juridique dans les 13 provinces et territoires.',
    crumb: 'Guide juridique',
    title: 'Guide juridique canadien',
    intro:
      'Une carte en langage clair du système juridique canadien : qui fait les lois, quel tribunal entend quelle affaire et comment trouver l’avocate ou l’avocat qu’il vous faut dans votre province ou votre territoire.',
    choosingTitle: 'Choisir une avocate ou un avocat en six étapes',
    choosingIntro:
      'De la définition de votre problème juridique à la signature d’une entente d’honoraires.',
    choosingMore: 'Lire le guide complet pour choisir une avocate ou un avocat',
    areasTitle: 'Guides par domaine de droit',
    areasIntro:
      'Délais, résultats probables et déroulement habituel dans quatre domaines de droit courants.',
    areasLabel: 'Domaines de droit',
    provincesTitle: 'L’information juridique par province et territoire',
    provincesIntro:
      'Tribunaux, ordres professionnels et aide juridique dans les 13 provinces et territoires.',
    provincesLabel: 'Provinces et territoires',
    readyTitle: 'Vous voulez parler à une avocate ou à un avocat ?',
  },
  legalResources: {
    metaTitle:
      'Aide juridique et ressources juridiques gratuites | Répertoire des avocats du Canada',
    metaDescription:
      'Les régimes d’aide juridique des 13 provinces et territoires, des ressources pour agir par vous-même, l’aide juridique d’urgence, les bibliothèques de droit, les cliniques et les programmes pro bono.',
    crumb: 'Aide juridique et ressources',
    title: 'Aide juridique et ressources',
    intro:
      'De l’aide juridique gratuite ou à faible coût partout au Canada : aide juridique, guides pour agir par vous-même, cliniques communautaires et marche à suivre en cas d’urgence.',
    cardsLabel: 'Sur cette page',
    cards: {
      legalAid: {
        title: 'Aide juridique',
        body: 'Des avocats gratuits ou à faible coût pour les personnes à faible revenu, dans chaque province et territoire.',
      },
      selfHelp: {
        title: 'Agir par vous-même',
        body: 'Des guides, des formulaires et des outils officiels pour régler vous-même un problème juridique.',
      },
      clinics: {
        title: 'Cliniques communautaires',
        body: 'Bibliothèques de droit, cliniques juridiques communautaires et avocats bénévoles.',
      },
      emergency: {
        title: 'Aide d’urgence',
        body: 'Arrestation, danger ou risque de perdre votre logement : ce qu’il faut faire en premier.',
      },
    },
    legalAidTitle: 'L’aide juridique dans votre province ou votre territoire',
    legalAidIntro: 'Choisissez votre lieu de résidence pour voir son régime d’aide juridique.',
    legalAidLabel: 'Aide juridique par province ou territoire',
    visitWebsite: 'Visiter le site Web',
    eligibility: 'Admissibilité',
    services: 'Services offerts',
    selfHelpTitle: 'Ressources pour agir par vous-même',
    selfHelpIntro: 'Cherchez par sujet, par nom de ressource ou par description.',
    selfHelpSearchLabel: 'Chercher dans les ressources',
    selfHelpSearchPlaceholder: 'Par exemple : famille, locataire, petites créances',
    selfHelpCount: {
      one: '{count} ressource correspond à votre recherche.',
      other: '{count} ressources correspondent à votre recherche.',
    },
    selfHelpEmpty:
      'Aucune ressource ne correspond à votre recherche. Essayez un mot plus général, comme « famille » ou « tribunal ».',
    emergencyTitle: 'Aide juridique d’urgence',
    emergencyIntro: 'D’abord la sécurité, ensuite l’aide juridique.',
    call911Step: 'Si quelqu’un est en danger, appelez d’abord le 911.',
    criminalSituations: 'Urgences en matière criminelle',
    civilSituations: 'Urgences en matière civile et familiale',
    findCriminalLawyer: 'Trouver un avocat près de chez vous',
    communityTitle: 'Ressources communautaires',
    communityIntro: 'Des endroits qui aident gratuitement, en personne ou en ligne.',
  },
  practiceAreas: {
    metaTitle: 'Guides par domaine de droit | Répertoire des avocats du Canada',
    metaDescription:
      'Des guides sur six domaines du droit canadien : situations courantes, délais, résultats possibles, particularités provinciales et nombre d’avocats inscrits dans chacun.',
    crumb: 'Domaines de droit',
    title: 'Domaines de droit',
    intro:
      'Comprenez votre type de problème juridique avant d’appeler : situations courantes, délais, résultats possibles et déroulement habituel.',
    statsLabel: 'Le répertoire en chiffres',
    statLawyers: 'Avocats inscrits',
    statAreas: 'Domaines de droit',
    statProvinces: 'Provinces et territoires',
    statGuides: 'Guides sur cette page',
    chooseTitle: 'Choisissez un domaine de droit',
    tabsLabel: 'Domaines de droit',
    findLawyers: 'Trouver un avocat — {area}',
    readGuide: 'Lire le guide juridique',
  },
  provincialGuide: {
    metaTitle: 'Guide juridique des provinces et territoires | Répertoire des avocats du Canada',
    metaDescription:
      'Tribunaux, ordres professionnels, aide juridique, lois principales et ressources officielles des 13 provinces et territoires du Canada, avec le droit civil québécois expliqué.',
    crumb: 'Guide des provinces et territoires',
    title: 'Guide juridique des provinces et territoires',
    intro:
      'Une bonne partie du droit de tous les jours dépend de l’endroit où vous vivez. Choisissez une province ou un territoire pour voir ses tribunaux, ses ordres professionnels, son aide juridique et ses lois principales.',
    selectTitle: 'Choisissez une province ou un territoire',
    selectIntro: 'Le chiffre sous chaque nom est sa population au recensement de 2021.',
    selectLabel: 'Provinces et territoires',
    civilCode: 'Lire le Code civil du Québec',
    nextTitle: 'Trouvez de l’aide près de chez vous.',
    browse: 'Voir les avocats',
    resources: 'Aide juridique et ressources',
  },
  howToChoose: {
    metaTitle: 'Comment choisir un avocat au Canada | Répertoire des avocats du Canada',
    metaDescription:
      'Une démarche en six étapes pour choisir une avocate ou un avocat au Canada, les questions à poser, la façon dont les honoraires sont facturés et les signaux d’alarme à surveiller.',
    crumb: 'Comment choisir un avocat',
    title: 'Comment choisir un avocat',
    intro:
      'Trouver l’avocate ou l’avocat qu’il vous faut demande un peu de préparation. Suivez les étapes, posez les bonnes questions, comprenez les honoraires et sachez reconnaître les signaux d’alarme.',
    tabsLabel: 'Sections du guide',
    tabs: {
      process: 'Démarche',
      questions: 'Questions',
      fees: 'Honoraires',
      redflags: 'Signaux d’alarme',
    },
    processTitle: 'Six étapes pour trouver l’avocate ou l’avocat qu’il vous faut',
    processIntro: 'Ouvrez une étape pour savoir quoi faire et comment bien le faire.',
    stepNumber: 'Étape {step} :',
    tips: 'Conseils',
    questionsTitle: 'Questions à poser',
    questionsIntro: 'Apportez-les à votre première consultation.',
    feesTitle: 'Comment les honoraires sont établis',
    pros: 'Avantages',
    cons: 'Inconvénients',
    bestFor: 'Idéal pour',
    redFlagsTitle: 'Signaux d’alarme',
    redFlagsIntro:
      'Si vous remarquez ces signes, allez voir ailleurs ou, à tout le moins, posez des questions directes.',
    goodSigns: 'Bons signes',
  },
  legalNews: {
    metaTitle: 'Actualités juridiques canadiennes | Répertoire des avocats du Canada',
    metaDescription:
      'Décisions récentes de la Cour suprême, nouvelles lois et changements dans la profession juridique au Canada, chacun lié à sa source officielle.',
    crumb: 'Actualités juridiques',
    title: 'Actualités juridiques canadiennes',
    intro:
      'Des décisions, de nouvelles lois et des changements dans la pratique du droit qui peuvent vous toucher, chacun résumé en langage clair et lié à sa source officielle.',
    currentAsOf:
      'À jour au {date} : les faits nouveaux survenus après cette date n’y figurent pas encore.',
    latest: 'Faits nouveaux',
    searchLabel: 'Chercher dans les actualités juridiques',
    searchPlaceholder: 'Chercher dans les actualités',
    categoriesLabel: 'Catégories d’actualités',
    categories: {
      all: 'Toutes',
      supremeCourt: 'Cour suprême',
      legislation: 'Législation',
      professional: 'Profession juridique',
      practice: 'Pratique du droit',
      technology: 'Technologie',
    },
    count: { one: '{count} article', other: '{count} articles' },
    emptyTitle: 'Aucun article trouvé',
    emptyBody: 'Essayez un autre terme de recherche ou une autre catégorie.',
    clear: 'Effacer les filtres',
    impact: 'Impact : {impact}',
    explainer: 'Vulgarisation',
    keyPoints: 'Points clés',
    practiceAreas: 'Domaines de droit :',
    fullArticle: 'Lire l’article complet',
    sidebarLabel: 'Changements à venir et ressources',
    upcomingTitle: 'Changements à venir',
    effective: 'En vigueur le {date}',
    officialSource: 'Source officielle',
    resourcesTitle: 'Ressources',
    links: {
      legalGuide: 'Guide juridique canadien',
      provincialGuide: 'Guide des provinces et territoires',
      legalResources: 'Aide juridique et ressources',
      faq: 'Foire aux questions',
    },
  },
  faq: {
    metaTitle: 'Foire aux questions | Répertoire des avocats du Canada',
    metaDescription:
      'Réponses sur la recherche d’un avocat au Canada, les honoraires, le processus judiciaire, l’aide juridique, ainsi que le fonctionnement du répertoire et de sa vérification.',
    crumb: 'FAQ',
    title: 'Foire aux questions',
    intro:
      'Réponses sur la recherche d’un avocat, les honoraires, le processus judiciaire et l’utilisation du répertoire.',
    questionsTitle: 'Questions et réponses',
    searchLabel: 'Chercher dans la FAQ',
    searchPlaceholder: 'Chercher dans les questions et réponses',
    categoriesLabel: 'Catégories de la FAQ',
    count: { one: '{count} question', other: '{count} questions' },
    emptyTitle: 'Aucune question trouvée',
    emptyBody: 'Essayez d’autres mots ou effacez les filtres pour recommencer.',
    clear: 'Effacer les filtres',
    sidebarLabel: 'Plus d’aide',
    quickLinksTitle: 'Liens rapides',
    links: {
      browse: 'Trouver un avocat',
      howToChoose: 'Comment choisir un avocat',
      legalResources: 'Aide juridique et ressources',
      provincialGuide: 'Guide des provinces et territoires',
    },
    supportTitle: 'Joindre notre équipe',
    supportBody:
      'Vous ne trouvez pas votre réponse ? Notre équipe peut vous aider à utiliser le répertoire.',
    supportAction: 'Nous joindre',
  },
  blog: {
    metaTitle: 'Blogue juridique | Répertoire des avocats du Canada',
    metaDescription:
      'Des articles en langage clair sur vos droits face à la police, le divorce, les réclamations pour préjudice corporel, le démarrage d’une entreprise, l’achat d’une maison et les droits des travailleuses et des travailleurs au Canada.',
    crumb: 'Blogue',
    title: 'Blogue juridique',
    intro:
      'Des articles en langage clair sur les questions juridiques que l’on se pose le plus souvent au Canada.',
    searchLabel: 'Chercher dans les articles',
    searchPlaceholder: 'Chercher dans les titres, les résumés, les mots-clés',
    categoriesLabel: 'Catégories du blogue',
    all: 'Toutes',
    count: { one: '{count} article', other: '{count} articles' },
    emptyTitle: 'Aucun article trouvé',
    emptyBody: 'Essayez d’autres termes de recherche ou parcourez toutes les catégories.',
    tags: 'Mots-clés',
    by: 'Par {author}',
    postMetaTitle: '{title} | Répertoire des avocats du Canada',
    postCtaTitle: '{category} : besoin d’aide ?',
    postCtaBody:
      'Trouvez près de chez vous une avocate ou un avocat qui exerce dans ce domaine ({category}) et parlez-lui de votre situation. Plusieurs offrent une première consultation.',
    postCtaAction: 'Trouver un avocat — {category}',
    back: 'Retour au blogue',
    notFound: {
      metaTitle: 'Article introuvable | Répertoire des avocats du Canada',
      title: 'Article introuvable',
      body: 'L’article que vous cherchez n’existe pas.',
    },
  },
  about: {
    metaTitle: 'À propos | Répertoire des avocats du Canada',
    metaDescription:
      'Qui nous sommes, ce que nous vérifions au sujet des avocates et avocats inscrits, et comment nous aidons les gens des 13 provinces et territoires à trouver de l’information juridique et une avocate ou un avocat.',
    crumb: 'À propos',
    statsLabel: 'Le répertoire aujourd’hui',
    directoryTitle: 'Le répertoire',
    missionTitle: 'Notre mission',
    reasonsTitle: 'Pourquoi utiliser le répertoire',
    servicesTitle: 'Ce que nous offrons',
    forClients: 'Pour les personnes qui cherchent une avocate ou un avocat',
    forLawyers: 'Pour les avocates et les avocats',
    coverageTitle: 'Territoire couvert',
    contactTitle: 'Nous joindre',
    creditsTitle: 'Sources et crédits',
    citiesCreditBefore: 'Données sur les villes tirées de la base Canada Cities Database de',
    citiesCreditMiddle: ', utilisée en vertu de la',
    ccBy: 'licence Creative Commons Attribution 4.0',
    citiesCreditAfter: '.',
  },
  contact: {
    metaTitle: 'Nous joindre | Répertoire des avocats du Canada',
    metaDescription:
      'Comment joindre le Répertoire des avocats du Canada par courriel ou par téléphone, nos heures d’ouverture et les réponses aux questions courantes.',
    crumb: 'Nous joindre',
    title: 'Nous joindre',
    intro:
      'Des questions sur le répertoire, votre profil ou vos renseignements personnels ? Écrivez-nous ou appelez-nous. Nous ne pouvons pas donner d’avis juridiques.',
    detailsTitle: 'Coordonnées',
    faqTitle: 'Questions courantes',
    moreQuestions: 'Voir toute la foire aux questions',
  },
  operator: {
    title: 'Qui exploite ce site',
    operatorTitle: 'Exploitant',
    privacyOfficerTitle: 'Responsable de la protection des renseignements personnels',
    placeholder: 'Provisoire',
    placeholderText:
      'Ce sont des valeurs provisoires de développement, pas un véritable exploitant : les adresses et les numéros ne joignent personne. Un déploiement les remplace par les vraies.',
  },
  policies: {
    contents: 'Table des matières',
    privacyMetaTitle: 'Politique de confidentialité | Répertoire des avocats du Canada',
    privacyMetaDescription:
      'Comment le Répertoire des avocats du Canada recueille, utilise, conserve et protège les renseignements personnels en vertu de la LPRPDE et de la Loi 25 du Québec, et comment joindre notre responsable de la protection des renseignements personnels.',
    termsMetaTitle: 'Conditions d’utilisation | Répertoire des avocats du Canada',
    termsMetaDescription:
      'Les conditions d’utilisation du Répertoire des avocats du Canada : ce qu’est le service, ce que signifie « Vérifié » et le fait que notre contenu est informatif et ne constitue pas un avis juridique.',
  },
} as const satisfies Messages<typeof contentEn>;

export default contentFr;
