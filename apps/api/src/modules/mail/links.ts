import type { Language } from '@cld/contract/languages';

/**
 * The site's pages an e-mail links to, in the e-mail's language. The one place mail builds page
 * paths: when the web app's route table (apps/web/app/i18n/paths.ts) can be imported here, this
 * function reads it instead of the mapping below.
 */
export type MailPage =
  | { page: 'home' }
  | { page: 'dashboard' }
  | { page: 'privacy-policy' }
  | { page: 'profile'; lawyerId: number }
  | { page: 'review'; lawyerId: number };

export function mailPagePath(target: MailPage, language: Language): string {
  const french = language === 'fr';
  switch (target.page) {
    case 'home':
      return french ? '/fr' : '/';
    case 'dashboard':
      return french ? '/fr/espace-avocat' : '/lawyer-dashboard';
    case 'privacy-policy':
      return french ? '/fr/politique-de-confidentialite' : '/privacy-policy';
    case 'profile':
      return french ? `/fr/avocat/${target.lawyerId}` : `/lawyer/${target.lawyerId}`;
    case 'review':
      return french ? `/fr/avocat/${target.lawyerId}/avis` : `/lawyers/${target.lawyerId}/review`;
  }
}

/** The page's full address on the public site (`publicOrigin` has no trailing slash). */
export function mailPageUrl(publicOrigin: string, target: MailPage, language: Language): string {
  return `${publicOrigin}${mailPagePath(target, language)}`;
}
