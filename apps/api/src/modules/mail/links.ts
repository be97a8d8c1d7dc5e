import type { Language } from '@cld/contract/languages';
import { sitePath } from '@cld/reference/site-paths';

/** The site's pages an e-mail links to, in the e-mail's language (the site's route table). */
export type MailPage =
  | { page: 'home' }
  | { page: 'dashboard' }
  | { page: 'privacy-policy' }
  | { page: 'profile'; lawyerId: number }
  | { page: 'review'; lawyerId: number };

export function mailPagePath(target: MailPage, language: Language): string {
  switch (target.page) {
    case 'home':
      return sitePath('home', language);
    case 'dashboard':
      return sitePath('dashboard', language);
    case 'privacy-policy':
      return sitePath('privacyPolicy', language);
    case 'profile':
      return sitePath('profile', language, { id: target.lawyerId });
    case 'review':
      return sitePath('review', language, { id: target.lawyerId });
  }
}

/** The page's full address on the public site (`publicOrigin` has no trailing slash). */
export function mailPageUrl(publicOrigin: string, target: MailPage, language: Language): string {
  return `${publicOrigin}${mailPagePath(target, language)}`;
}
