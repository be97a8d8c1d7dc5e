/**
 * The languages of the site: its pages and the e-mails it sends (issue 19). English first: the
 * default, and `x-default` of every page. Apart from `site-paths.ts` so a page can name the
 * languages without carrying every page's French path.
 */
export const SITE_LOCALES = ['en', 'fr'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
