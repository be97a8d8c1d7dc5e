import { SITE_PAGES, type SitePage } from '@cld/reference/site-paths';

/**
 * Each public page's route module with its English and French paths (`@cld/reference/site-paths`):
 * `routes.ts` builds both routes of each page from it. Build-time only: the browser needs the paths
 * (`paths.ts`), never the module names.
 */
export interface LocalizedPage {
  /** The route module. */
  readonly file: string;
  /** The English route's id, where it has its own (several routes share a module). */
  readonly id?: string;
  readonly en: string;
  readonly fr: string;
}

/** Each page of the table (`@cld/reference/site-paths`, shared with the API's e-mails) and its module. */
const page = (key: SitePage, file: string, id?: string): LocalizedPage => ({
  file,
  ...(id ? { id } : {}),
  ...SITE_PAGES[key],
});

export const LOCALIZED_PAGES: readonly LocalizedPage[] = [
  page('home', 'routes/home.tsx'),
  page('browse', 'routes/browse-lawyers.tsx'),
  page('profile', 'routes/lawyer-profile.tsx', 'lawyer-profile'),
  page('contactLawyer', 'routes/lawyer-inquiry.tsx', 'lawyer-contact'),
  page('claimListing', 'routes/claim-listing.tsx'),
  page('consultation', 'routes/lawyer-inquiry.tsx', 'lawyer-consultation'),
  page('review', 'routes/lawyer-review.tsx'),
  page('confirmAvailability', 'routes/accepting-clients.tsx'),
  page('legalGuide', 'routes/legal-guide.tsx'),
  page('legalResources', 'routes/legal-resources.tsx'),
  page('helpNow', 'routes/help-now.tsx'),
  page('practiceAreas', 'routes/practice-areas.tsx'),
  page('provincialGuide', 'routes/provincial-guide.tsx'),
  page('howToChoose', 'routes/how-to-choose-lawyer.tsx'),
  page('legalNews', 'routes/legal-news.tsx'),
  page('faq', 'routes/faq.tsx'),
  page('blog', 'routes/blog.tsx'),
  page('blogPost', 'routes/blog-post.tsx'),
  page('about', 'routes/about.tsx'),
  page('contact', 'routes/contact.tsx'),
  page('privacyPolicy', 'routes/privacy-policy.tsx'),
  page('terms', 'routes/terms-of-service.tsx'),
  page('lawyerPortal', 'routes/lawyer-auth.tsx'),
  page('lawyerRegister', 'routes/lawyer-auth.tsx', 'lawyer-auth-register'),
  page('signIn', 'routes/account.tsx', 'account-login'),
  page('register', 'routes/account.tsx', 'account-register'),
  page('forgotPassword', 'routes/forgot-password.tsx'),
  page('resetPassword', 'routes/reset-password.tsx'),
  page('manageBooking', 'routes/manage-booking.tsx'),
  page('verifyEmail', 'routes/verify-email.tsx'),
  page('dashboard', 'routes/lawyer-dashboard.tsx'),
  page('mySpace', 'routes/my-space.tsx'),
  page('search', 'routes/search.tsx'),
  page('compare', 'routes/compare.tsx'),
  page('places', 'routes/lawyers-in.tsx'),
];
