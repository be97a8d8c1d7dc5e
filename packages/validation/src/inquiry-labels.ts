import type { SiteLocale } from '@cld/reference/site-paths';
import type { CONSULTATION_LEGAL_ISSUES, CONSULTATION_TYPES } from './consultation.ts';
import type { LEGAL_ISSUE_OPTIONS } from './lawyer-contact.ts';
import type { SITE_CONTACT_CATEGORIES } from './site-contact.ts';

/**
 * What people read for the inquiry forms' stored values, in each language of the site: the forms'
 * options, the lawyer's dashboard and the e-mails all name a value the same way (issue 19). The
 * stored values are the spec's English options and slugs; they never change with the language.
 */
export const LEGAL_ISSUE_LABELS: Record<
  SiteLocale,
  Record<(typeof LEGAL_ISSUE_OPTIONS)[number], string>
> = {
  en: {
    Divorce: 'Divorce',
    'Child Custody': 'Child Custody',
    'Spousal Support': 'Spousal Support',
    'Property Division': 'Property Division',
    'Criminal Defense': 'Criminal Defense',
    'Business Law': 'Business Law',
    Immigration: 'Immigration',
    'Personal Injury': 'Personal Injury',
    'Real Estate': 'Real Estate',
    Other: 'Other',
  },
  fr: {
    Divorce: 'Divorce',
    'Child Custody': 'Garde des enfants',
    'Spousal Support': 'Pension alimentaire pour l’ex-conjoint',
    'Property Division': 'Partage des biens',
    'Criminal Defense': 'Défense en matière criminelle',
    'Business Law': 'Droit des affaires',
    Immigration: 'Immigration',
    'Personal Injury': 'Préjudice corporel',
    'Real Estate': 'Immobilier',
    Other: 'Autre',
  },
};

export const CONSULTATION_ISSUE_LABELS: Record<
  SiteLocale,
  Record<(typeof CONSULTATION_LEGAL_ISSUES)[number], string>
> = {
  en: {
    'family-law': 'Family Law',
    'criminal-law': 'Criminal Law',
    'corporate-law': 'Corporate Law',
    'real-estate': 'Real Estate',
    immigration: 'Immigration',
    'personal-injury': 'Personal Injury',
    'employment-law': 'Employment Law',
    'intellectual-property': 'Intellectual Property',
    'tax-law': 'Tax Law',
    'environmental-law': 'Environmental Law',
    'healthcare-law': 'Healthcare Law',
    bankruptcy: 'Bankruptcy',
    'civil-litigation': 'Civil Litigation',
    'contract-law': 'Contract Law',
    'wills-estates': 'Wills & Estates',
    other: 'Other',
  },
  fr: {
    'family-law': 'Droit de la famille',
    'criminal-law': 'Droit criminel',
    'corporate-law': 'Droit des affaires',
    'real-estate': 'Droit immobilier',
    immigration: 'Droit de l’immigration',
    'personal-injury': 'Préjudice corporel',
    'employment-law': 'Droit du travail',
    'intellectual-property': 'Propriété intellectuelle',
    'tax-law': 'Droit fiscal',
    'environmental-law': 'Droit de l’environnement',
    'healthcare-law': 'Droit de la santé',
    bankruptcy: 'Faillite et insolvabilité',
    'civil-litigation': 'Litige civil',
    'contract-law': 'Droit des contrats',
    'wills-estates': 'Testaments et successions',
    other: 'Autre',
  },
};

export const CONSULTATION_TYPE_LABELS: Record<
  SiteLocale,
  Record<(typeof CONSULTATION_TYPES)[number], string>
> = {
  en: {
    'in-person': 'In-person meeting',
    'video-call': 'Video call',
    'phone-call': 'Phone call',
    'initial-consultation': 'Initial consultation',
  },
  fr: {
    'in-person': 'Rencontre en personne',
    'video-call': 'Visioconférence',
    'phone-call': 'Appel téléphonique',
    'initial-consultation': 'Première consultation',
  },
};

export const SITE_CONTACT_CATEGORY_LABELS: Record<
  SiteLocale,
  Record<(typeof SITE_CONTACT_CATEGORIES)[number], string>
> = {
  en: {
    'General Inquiry': 'General Inquiry',
    'Technical Support': 'Technical Support',
    'Lawyer Directory Listing': 'Lawyer Directory Listing',
    'Business Partnership': 'Business Partnership',
    'Legal Question': 'Legal Question',
    'Feedback & Suggestions': 'Feedback & Suggestions',
    Other: 'Other',
  },
  fr: {
    'General Inquiry': 'Demande générale',
    'Technical Support': 'Soutien technique',
    'Lawyer Directory Listing': 'Inscription au répertoire',
    'Business Partnership': 'Partenariat d’affaires',
    'Legal Question': 'Question juridique',
    'Feedback & Suggestions': 'Commentaires et suggestions',
    Other: 'Autre',
  },
};

/** A label of one of these tables for a stored value, or the value itself when it is not one. */
export function labelIn<K extends string>(
  table: Record<SiteLocale, Record<K, string>>,
  locale: SiteLocale,
  value: string,
): string {
  return Object.hasOwn(table[locale], value) ? table[locale][value as K] : value;
}

/**
 * A consultation slot as stored ("1:30 PM", spec §9) in a language: unchanged in English,
 * « 13 h 30 » (« 9 h » on the hour) in French, as the OQLF writes times of day.
 */
export function formatTimeSlot(slot: string, locale: SiteLocale): string {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(slot);
  if (locale === 'en' || !match) return slot;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return match[2] === '00' ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${match[2]}`;
}
