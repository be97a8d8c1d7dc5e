import type { Locale } from '../i18n/locale.ts';

/**
 * The demo's mailbox page in each language (DESIGN §8.5). Kept out of the public pages' table
 * (`@cld/reference/site-paths`): no sitemap, `hreflang` pair or French path table names it, so no
 * page carries its address unless the mailbox is on (the demo notice's link).
 */
export const DEV_MAILBOX_PATHS = {
  en: '/dev/mailbox',
  fr: '/fr/dev/courriels',
} as const satisfies Record<Locale, string>;
