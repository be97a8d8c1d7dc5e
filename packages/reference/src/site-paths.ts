import type { SiteLocale } from './site-locales.ts';

export { SITE_LOCALES, type SiteLocale } from './site-locales.ts';

/**
 * The public site's pages in both languages: the English path and its French twin under `/fr` with
 * French segments. The web app builds its routes from this table and translates links with it
 * (apps/web/app/i18n/paths.ts); the API's e-mails link to pages through it (`sitePath`).
 * `:name` is a param, `:name?` an optional one.
 */
export const SITE_PAGES = {
  home: { en: '/', fr: '/fr' },
  browse: { en: '/browse-lawyers', fr: '/fr/trouver-un-avocat' },
  profile: { en: '/lawyer/:id', fr: '/fr/avocat/:id' },
  // The profile's inquiry forms as pages, where its dialogs cannot open (no JavaScript; issue 18).
  contactLawyer: { en: '/lawyer/:id/contact', fr: '/fr/avocat/:id/message' },
  // Claim a register listing, or ask for its removal (issue 39).
  claimListing: { en: '/lawyer/:id/claim', fr: '/fr/avocat/:id/reclamer' },
  consultation: { en: '/lawyer/:id/consultation', fr: '/fr/avocat/:id/consultation' },
  // The one-time review form of the invitation e-mail (issue 17).
  review: { en: '/lawyers/:id/review', fr: '/fr/avocat/:id/avis' },
  // The "accepting new clients" reminder e-mail's link, `?token=…` (issue 20).
  confirmAvailability: { en: '/confirm-availability', fr: '/fr/confirmer-disponibilite' },
  // Guides, resources, news, FAQ, blog and the static pages (issue 6).
  legalGuide: { en: '/legal-guide', fr: '/fr/guide-juridique' },
  legalResources: { en: '/legal-resources', fr: '/fr/ressources-juridiques' },
  // Emergency numbers by province: 911, duty counsel, legal aid (issue 22, decision 040).
  helpNow: { en: '/help-now', fr: '/fr/aide-immediate' },
  practiceAreas: { en: '/practice-areas', fr: '/fr/domaines-de-droit' },
  provincialGuide: { en: '/provincial-guide', fr: '/fr/guide-par-province' },
  howToChoose: { en: '/how-to-choose-lawyer', fr: '/fr/choisir-un-avocat' },
  legalNews: { en: '/legal-news', fr: '/fr/actualites-juridiques' },
  faq: { en: '/faq', fr: '/fr/faq' },
  blog: { en: '/blog', fr: '/fr/blogue' },
  blogPost: { en: '/blog/:slug', fr: '/fr/blogue/:slug' },
  about: { en: '/about', fr: '/fr/a-propos' },
  contact: { en: '/contact', fr: '/fr/nous-joindre' },
  privacyPolicy: { en: '/privacy-policy', fr: '/fr/politique-de-confidentialite' },
  terms: { en: '/terms-of-service', fr: '/fr/conditions-d-utilisation' },
  // Accounts and the lawyer portal (issue 4).
  lawyerPortal: { en: '/lawyer-auth', fr: '/fr/portail-avocat' },
  lawyerRegister: { en: '/lawyer-auth/register', fr: '/fr/portail-avocat/inscription' },
  signIn: { en: '/auth/login', fr: '/fr/compte/connexion' },
  register: { en: '/auth/register', fr: '/fr/compte/inscription' },
  // Password reset by e-mail (issue 21): the request form, and the mailed link's page (`?token=…`).
  forgotPassword: { en: '/forgot-password', fr: '/fr/mot-de-passe-oublie' },
  resetPassword: { en: '/reset-password', fr: '/fr/reinitialiser-le-mot-de-passe' },
  // The e-mailed link proving an address (`?token=…`): the account's own, or a new one (issue 21).
  verifyEmail: { en: '/verify-email', fr: '/fr/verifier-courriel' },
  // A consultation booking's e-mailed link, `?token=…` (issue 21): view, cancel, reschedule.
  manageBooking: { en: '/booking', fr: '/fr/rendez-vous' },
  dashboard: { en: '/lawyer-dashboard', fr: '/fr/espace-avocat' },
  // A signed-in person's own space: requests sent, replies, saved lawyers (issue 21, decision 039).
  mySpace: { en: '/my-space', fr: '/fr/mon-espace' },
  search: { en: '/search', fr: '/fr/recherche' },
  // Two or three lawyers side by side, `?ids=…` (issue 37).
  compare: { en: '/compare', fr: '/fr/comparer' },
  // Landing pages of provinces, cities and practice areas in a city (issue 7, decision 008).
  places: {
    en: '/lawyers-in/:province/:city?/:practiceArea?',
    fr: '/fr/avocats-a/:province/:city?/:practiceArea?',
  },
} as const satisfies Record<string, Record<SiteLocale, string>>;

export type SitePage = keyof typeof SITE_PAGES;

/**
 * A page's path in a language, its params filled in (`sitePath('profile', 'fr', { id: 12 })` is
 * `/fr/avocat/12`). Words that change with the language (a province's slug) are the caller's.
 */
export function sitePath(
  page: SitePage,
  locale: SiteLocale,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const path = SITE_PAGES[page][locale]
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined) {
        if (optional) return [];
        throw new Error(`sitePath(${page}): no value for :${name}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return path === '' ? '/' : path;
}
