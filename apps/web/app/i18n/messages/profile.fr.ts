import type { Messages } from '../translate.ts';
import type { profileEn } from './profile.en.ts';

/** French twin of `profile.en.ts`: a lawyer's profile page. */
export const profileFr = {
  metaTitle: '{name} — {practiceArea} à {city}, {province} | Répertoire des avocats du Canada',
  metaDescription:
    '{name} ({firm}) exerce à {city}, {province}, et compte {experience}. Domaine de droit : {practiceArea}. Consultez ses coordonnées, ses langues et ses spécialisations.',
  registerMetaDescription:
    '{name}, {city} ({province}) : inscrit au registre public de l’ordre ({regulator}) au {date}. Fiche pas encore complétée par l’avocate ou l’avocat.',
  experienceInSentence: {
    zero: 'moins d’un an d’expérience',
    one: '{count} an d’expérience',
    other: '{count} ans d’expérience',
  },
  defaultFirm: 'Cabinet {name}',
  notFound: {
    metaTitle: 'Profil introuvable | Répertoire des avocats du Canada',
    title: 'Profil introuvable',
    body: 'Le profil que vous cherchez n’existe pas.',
    back: 'Retour à la recherche',
  },
  loading: 'Chargement du profil…',
  breadcrumb: 'Fil d’Ariane',
  breadcrumbHome: 'Accueil',
  breadcrumbBrowse: 'Avocats',
  practiceAreasHeading: 'Domaines de droit et spécialisations',
  languagesHeading: 'Langues',
  aboutHeading: 'À propos',
  bioOnlyInFrench: 'Cette biographie n’est offerte qu’en français.',
  bioOnlyInEnglish: 'Cette biographie n’est offerte qu’en anglais.',
  keyFacts: {
    heading: 'En bref',
    distance: 'Proximité',
    distanceFrom: 'À {distance} km de {place}',
    distanceFromElided: 'À {distance} km d’{place}',
    distanceFromYou: 'À {distance} km de votre position',
    responseTime: 'Délai de réponse',
  },
  actionBar: {
    label: 'Joindre {name}',
    call: 'Appeler',
    message: 'Écrire',
    book: 'Réserver',
  },
  credentials: {
    heading: 'Expérience et titres de compétence',
    experience: 'Années d’expérience',
    experienceValue: { zero: 'Moins d’un an', one: '{count} an', other: '{count} ans' },
    rating: 'Note de la clientèle',
  },
  statedByLawyer: 'Information autodéclarée',
  fees: {
    heading: 'Honoraires et paiement',
    hourlyRate: 'Taux horaire',
    hourlyRateValue: '{rate} de l’heure',
    feeStructure: 'Mode de facturation',
    freeConsultation: 'Première consultation gratuite',
    freeConsultationLength: { one: '{count} minute', other: '{count} minutes' },
    flatFees: 'Services à forfait',
    flatFeePrice: '{service} — {price}',
    flatFeeRange: '{service} — {min} à {max}',
    otherOffers: 'Autres modalités',
    offers: {
      'limited-scope': 'Mandats à portée limitée (services dégroupés)',
      'sliding-scale': 'Honoraires modulés selon le revenu',
      'payment-plans': 'Paiements échelonnés',
    },
    funding: 'Financement accepté',
    legalAid: 'Accepte l’aide juridique ({plan})',
    proBono: 'Services pro bono',
    contingency: 'Honoraires conditionnels',
  },
  meeting: {
    heading: 'Rencontres et disponibilités',
    modes: 'Modes de rencontre',
    'in-person': 'En personne',
    video: 'Par vidéo',
    phone: 'Par téléphone',
    access: 'Accès au bureau',
    stepFree: 'Entrée sans marches',
    steps: 'Entrée avec marches',
    newClients: 'Nouvelle clientèle',
    accepting: 'Accepte une nouvelle clientèle — confirmé le {date}',
    notAccepting: 'N’accepte pas de nouvelle clientèle pour le moment — confirmé le {date}',
  },
  contact: {
    heading: 'Coordonnées',
    phone: 'Téléphone',
    email: 'Courriel',
    emailHidden: 'Courriel réservé aux personnes inscrites — inscrivez-vous ici',
    address: 'Adresse',
    website: 'Site Web',
    visitWebsite: 'Visiter le site Web',
    linkedin: 'LinkedIn',
  },
  hours: {
    heading: 'Heures de bureau',
    days: {
      mon: 'Lundi',
      tue: 'Mardi',
      wed: 'Mercredi',
      thu: 'Jeudi',
      fri: 'Vendredi',
      sat: 'Samedi',
      sun: 'Dimanche',
    },
    opening: '{opens} à {closes}',
    closed: 'Fermé',
    noneStated: 'Aucune heure de bureau indiquée',
  },
  areaInProvince: {
    heading: '{practiceArea} — {province}',
    body: '{summary} Les avocats qui exercent dans la province ou le territoire visé ({province}) sont membres de son ordre professionnel et en connaissent les tribunaux judiciaires et administratifs ainsi que les règles de procédure.',
    moreInCity: 'Autres avocats à {city} — {practiceArea}',
  },
  help: {
    heading: 'Trouver de l’aide juridique — {province}',
    legalAid: 'Aide juridique',
    legalAidBody:
      'Une aide gratuite ou à faible coût pour les personnes à faible revenu, surtout en droit criminel, en droit de la famille et en immigration.',
    lawSociety: 'Ordre professionnel',
    lawSocietyBody:
      'Pour exercer, il faut détenir un permis de l’ordre professionnel de la province ou du territoire ; le répertoire public de l’ordre permet de vérifier ce permis.',
    selfHelp: 'Se représenter soi-même',
    selfHelpBody:
      'Des guides et des formulaires en langage clair pour les personnes qui règlent un problème juridique ou qui vont au tribunal sans se faire représenter.',
    phone: 'Téléphone : {phone}',
    localOffices: 'Faites votre demande en appelant le bureau le plus près de chez vous',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
} as const satisfies Messages<typeof profileEn>;

export default profileFr;
