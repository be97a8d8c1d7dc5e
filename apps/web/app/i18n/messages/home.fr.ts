import type { Messages } from '../translate.ts';
import type { homeEn } from './home.en.ts';

/** French twin of `home.en.ts`: the home page's hero, sections and search card. */
export const homeFr = {
  metaTitle: 'Trouver un avocat au Canada | Répertoire des avocats du Canada',
  metaDescription:
    'Cherchez une avocate ou un avocat dans toutes les provinces et tous les territoires du Canada, par domaine de droit et par ville. Gratuit pour le public, avec des guides en langage clair sur vos droits.',
  metaKeywords:
    'avocat Canada, trouver un avocat, avocat en droit de la famille, avocat criminaliste, avocat en droit immobilier, aide juridique, droit canadien',
  hero: {
    eyebrow: 'Recherche gratuite · Avocats classés par domaine de droit et par lieu',
    title: 'Trouvez l’avocate ou l’avocat qu’il vous faut au Canada',
    subtitle:
      'Comparez les avocats par domaine de droit, par ville et par expérience, et comprenez le fonctionnement du système juridique canadien avant de passer l’appel.',
    primaryCta: 'Trouver un avocat',
    secondaryCta: 'Connaître vos droits',
    statsLabel: 'Le répertoire aujourd’hui',
    statLawyers: 'Avocats',
    statCities: 'Villes',
    statPracticeAreas: 'Domaines de droit',
    statProvinces: 'Provinces et territoires',
  },
  legalSystem: {
    title: 'Le fonctionnement du système juridique canadien',
    intro:
      'Au Canada, le pouvoir de faire des lois est partagé entre le Parlement et les provinces. Savoir de quel palier relève votre problème vous indique quelles règles et quels tribunaux s’appliquent.',
    federal: {
      title: 'Les lois fédérales',
      body: 'Le Parlement adopte le Code criminel et les lois sur l’immigration, le divorce, la faillite et la propriété intellectuelle. Elles s’appliquent de la même façon dans toutes les provinces et tous les territoires.',
    },
    provincial: {
      title: 'Les lois provinciales',
      body: 'Les provinces et les territoires encadrent la propriété, les contrats, le partage des biens familiaux et les pensions alimentaires, les normes du travail et la plupart des litiges civils : les règles changent donc selon l’endroit où vous vivez.',
    },
    courts: {
      title: 'Le système judiciaire',
      body: 'Les cours provinciales entendent la plupart des affaires criminelles et familiales, les cours supérieures entendent les affaires graves et les affaires civiles, et les cours d’appel révisent les décisions. La Cour suprême du Canada est le tribunal de dernier ressort.',
    },
  },
  charter: {
    title: 'Vos droits garantis par la Charte',
    intro:
      'La Charte canadienne des droits et libertés protège toute personne au Canada contre les actions injustifiées de l’État.',
    freedoms: {
      title: 'Libertés fondamentales',
      body: 'Liberté de conscience et de religion ; liberté de pensée, de croyance, d’opinion et d’expression, y compris la liberté de la presse ; liberté de réunion pacifique ; liberté d’association.',
    },
    legal: {
      title: 'Garanties juridiques',
      body: 'Le droit à la vie, à la liberté et à la sécurité de sa personne ; la protection contre les fouilles, les perquisitions ou les saisies abusives et contre la détention arbitraire ; et, en cas d’arrestation, le droit d’être informé des motifs de l’arrestation et d’avoir recours sans délai à l’assistance d’un avocat.',
    },
  },
  situations: {
    title: 'Situations juridiques courantes',
    intro:
      'La plupart des gens ont besoin d’une avocate ou d’un avocat à l’occasion de quelques grands événements de la vie.',
    family: {
      title: 'Droit de la famille',
      body: 'Séparation, divorce, temps parental, pensions alimentaires pour enfants et pour conjoint, et partage des biens.',
    },
    criminal: {
      title: 'Droit criminel',
      body: 'Accusations, enquêtes sur remise en liberté, conduite avec facultés affaiblies et dossiers de jeunes contrevenants : parlez à une avocate ou à un avocat avant de parler à la police.',
    },
    injury: {
      title: 'Préjudice corporel',
      body: 'Accidents d’auto, chutes et fautes médicales, souvent pris en charge selon des honoraires conditionnels.',
    },
    realEstate: {
      title: 'Droit immobilier',
      body: 'Achat ou vente d’une maison, prêts hypothécaires, assurance titres, et litiges entre propriétaires et locataires.',
    },
  },
  searchCard: {
    title: 'Chercher dans le répertoire',
    intro: 'Tous les filtres sont facultatifs. Laissez-les vides pour voir tous les avocats.',
  },
  resources: {
    title: 'Ressources juridiques',
    intro:
      'Des guides gratuits pour bien vous préparer avant de retenir les services d’une avocate ou d’un avocat.',
    howToChoose: {
      title: 'Comment choisir un avocat',
      body: 'Une démarche en six étapes, les questions à poser, les modes d’honoraires et les signaux d’alarme.',
    },
    provincialGuide: {
      title: 'Guide juridique provincial',
      body: 'Les tribunaux, les barreaux et l’aide juridique de votre province ou territoire.',
    },
    legalNews: {
      title: 'Actualités juridiques',
      body: 'Des décisions récentes et de nouvelles lois qui pourraient vous toucher.',
    },
    readMore: 'Lire le guide',
  },
} as const satisfies Messages<typeof homeEn>;

export default homeFr;
