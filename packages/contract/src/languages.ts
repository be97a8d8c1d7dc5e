import { z } from 'zod';

import { SITE_LOCALES, type SiteLocale } from '@cld/reference/site-paths';

/** The languages the site writes to people in: its pages, and the e-mails it sends (issue 19). */
export const LANGUAGES = SITE_LOCALES;
export type Language = SiteLocale;

/**
 * The language of the page a form was sent from, so the e-mails it causes are in that language.
 * Optional, English when absent (`localeOf`): API clients written before it keep working.
 */
export const pageLocaleField = z.enum(LANGUAGES).optional();

/** The language a request's mail is written in: the page's, English when the client did not say. */
export const localeOf = (body: { locale?: Language | undefined }): Language => body.locale ?? 'en';

/** An account's language for the e-mails it receives (the dashboard's setting). */
export const mailLanguageSchema = z.object({ language: z.enum(LANGUAGES) });
export type MailLanguageSetting = z.infer<typeof mailLanguageSchema>;
