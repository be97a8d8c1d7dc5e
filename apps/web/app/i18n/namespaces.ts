import { defineNamespace } from './namespace.ts';

/**
 * Every namespace of the catalogue. A component names the ones it shows (`useT(profileMessages)`);
 * each module loads on demand, per locale, and a server-rendered page brings the ones it used in its
 * HTML. Each locale has its module (`.en.ts`, `.fr.ts`); a missing one is a type error.
 */
export const coreMessages = defineNamespace('core', null, {
  en: () => import('./messages/core.en.ts'),
  fr: () => import('./messages/core.fr.ts'),
});

/** Account basics (issue 21): the e-mail verification page and Settings' e-mail and password. */
export const accountBasicsMessages = defineNamespace('accountBasics', 'accountBasics', {
  en: () => import('./messages/account-basics.en.ts'),
  fr: () => import('./messages/account-basics.fr.ts'),
});

export const accountsMessages = defineNamespace('accounts', 'accounts', {
  en: () => import('./messages/accounts.en.ts'),
  fr: () => import('./messages/accounts.fr.ts'),
});

export const adminMessages = defineNamespace('admin', 'admin', {
  en: () => import('./messages/admin.en.ts'),
  // The administration stays in English in issue 19 (its item 7): French pages never show it.
  fr: () => import('./messages/admin.en.ts'),
});

/** The "accepting new clients" reminder e-mail's page (issue 20). */
export const availabilityMessages = defineNamespace('availability', 'availability', {
  en: () => import('./messages/availability.en.ts'),
  fr: () => import('./messages/availability.fr.ts'),
});

/** Register listings (issue 39): an unclaimed listing's profile and the claim page. */
export const claimsMessages = defineNamespace('claims', 'claims', {
  en: () => import('./messages/claims.en.ts'),
  fr: () => import('./messages/claims.fr.ts'),
});

/** The compare view (issue 37): two or three lawyers side by side. */
export const compareMessages = defineNamespace('compare', 'compare', {
  en: () => import('./messages/compare.en.ts'),
  fr: () => import('./messages/compare.fr.ts'),
});

/** Consultation booking (issue 21): the dialog's open times, the dashboard, the e-mailed link's page. */
export const bookingsMessages = defineNamespace('bookings', 'bookings', {
  en: () => import('./messages/bookings.en.ts'),
  fr: () => import('./messages/bookings.fr.ts'),
});

/** A signed-in person's own space (issue 21): requests sent, replies, saved lawyers, the heart. */
export const clientSpaceMessages = defineNamespace('clientSpace', 'clientSpace', {
  en: () => import('./messages/client-space.en.ts'),
  fr: () => import('./messages/client-space.fr.ts'),
});

export const contentMessages = defineNamespace('content', 'content', {
  en: () => import('./messages/content.en.ts'),
  fr: () => import('./messages/content.fr.ts'),
});

/** The demo's mailbox (DESIGN §8.5): the e-mails a run without a mail server keeps. */
export const devMailboxMessages = defineNamespace('devMailbox', 'devMailbox', {
  en: () => import('./messages/dev-mailbox.en.ts'),
  fr: () => import('./messages/dev-mailbox.fr.ts'),
});

export const homeMessages = defineNamespace('home', 'home', {
  en: () => import('./messages/home.en.ts'),
  fr: () => import('./messages/home.fr.ts'),
});

/** The profile's two request buttons and their dialogs' headings: all a profile shows at first. */
export const inquiriesTriggersMessages = defineNamespace('inquiriesTriggers', 'inquiries', {
  en: () => import('./messages/inquiries-triggers.en.ts'),
  fr: () => import('./messages/inquiries-triggers.fr.ts'),
});

export const inquiriesMessages = defineNamespace('inquiries', 'inquiries', {
  en: () => import('./messages/inquiries.en.ts'),
  fr: () => import('./messages/inquiries.fr.ts'),
});

export const noResultsMessages = defineNamespace('noResults', 'noResults', {
  en: () => import('./messages/no-results.en.ts'),
  fr: () => import('./messages/no-results.fr.ts'),
});

/** Password reset by e-mail (issue 21): the sign-in form's link and the two reset pages. */
export const passwordResetMessages = defineNamespace('passwordReset', 'passwordReset', {
  en: () => import('./messages/password-reset.en.ts'),
  fr: () => import('./messages/password-reset.fr.ts'),
});

export const placesMessages = defineNamespace('places', 'places', {
  en: () => import('./messages/places.en.ts'),
  fr: () => import('./messages/places.fr.ts'),
});

export const profileMessages = defineNamespace('profile', 'profile', {
  en: () => import('./messages/profile.en.ts'),
  fr: () => import('./messages/profile.fr.ts'),
});

/** The reviews a profile shows (its section, the stars, the report form). */
export const reviewsSectionMessages = defineNamespace('reviewsSection', 'reviews', {
  en: () => import('./messages/reviews-section.en.ts'),
  fr: () => import('./messages/reviews-section.fr.ts'),
});

export const reviewsMessages = defineNamespace('reviews', 'reviews', {
  en: () => import('./messages/reviews.en.ts'),
  fr: () => import('./messages/reviews.fr.ts'),
});

export const siteSearchMessages = defineNamespace('siteSearch', 'siteSearch', {
  en: () => import('./messages/site-search.en.ts'),
  fr: () => import('./messages/site-search.fr.ts'),
});

export const ALL_NAMESPACES = [
  coreMessages,
  accountsMessages,
  accountBasicsMessages,
  adminMessages,
  availabilityMessages,
  bookingsMessages,
  claimsMessages,
  clientSpaceMessages,
  compareMessages,
  contentMessages,
  devMailboxMessages,
  homeMessages,
  inquiriesTriggersMessages,
  inquiriesMessages,
  noResultsMessages,
  passwordResetMessages,
  placesMessages,
  profileMessages,
  reviewsSectionMessages,
  reviewsMessages,
  siteSearchMessages,
] as const;
