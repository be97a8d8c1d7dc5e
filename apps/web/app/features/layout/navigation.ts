import type { CoreKey } from '../../i18n/i18n.ts';

export interface NavLink {
  to: string;
  label: CoreKey;
}

/** Spec §2 Header: Home, lawyers, the Legal Resources menu, About, Contact. */
export const PRIMARY_LINKS_BEFORE_MENU: readonly NavLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/browse-lawyers', label: 'nav.browseLawyers' },
];

export const LEGAL_RESOURCES_LINKS: readonly NavLink[] = [
  { to: '/legal-guide', label: 'nav.legalGuide' },
  { to: '/practice-areas', label: 'nav.practiceAreas' },
  { to: '/provincial-guide', label: 'nav.provincialGuide' },
  { to: '/how-to-choose-lawyer', label: 'nav.howToChoose' },
  { to: '/legal-resources', label: 'nav.legalAidResources' },
  { to: '/blog', label: 'nav.blog' },
];

/** "Need help now?" (issue 22): in the header at every width, and first in the drawer. */
export const HELP_NOW_LINK: NavLink = { to: '/help-now', label: 'nav.helpNow' };

export const PRIMARY_LINKS_AFTER_MENU: readonly NavLink[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

const LEGAL_RESOURCES_PATHS = [
  '/practice-areas',
  '/provincial-guide',
  '/how-to-choose-lawyer',
  '/blog',
];

/** Spec §2: the menu is current for any path starting with /legal, three guide pages and the blog. */
export function isLegalResourcesPath(pathname: string): boolean {
  return (
    pathname.startsWith('/legal') ||
    LEGAL_RESOURCES_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
  );
}

/** A plain link is current on its own page; Home only on `/`. */
export function isCurrentPath(linkPath: string, pathname: string): boolean {
  if (linkPath === '/') return pathname === '/';
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}

export interface FooterGroup {
  heading: CoreKey;
  links: readonly NavLink[];
}

/** Spec §2 Footer: every link it lists. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: 'footer.practiceAreasHeading',
    links: [
      // The browse page filtered by the area (issue 22): the slug reads the same in both languages.
      { to: '/browse-lawyers?practiceAreas=family-law', label: 'footer.familyLaw' },
      { to: '/browse-lawyers?practiceAreas=criminal-law', label: 'footer.criminalLaw' },
      { to: '/browse-lawyers?practiceAreas=corporate-law', label: 'footer.corporateLaw' },
      { to: '/browse-lawyers?practiceAreas=real-estate-law', label: 'footer.realEstate' },
    ],
  },
  {
    heading: 'footer.companyHeading',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/blog', label: 'footer.blog' },
      { to: '/contact', label: 'footer.contact' },
    ],
  },
  {
    heading: 'footer.lawyersHeading',
    links: [
      { to: '/lawyer-auth', label: 'footer.lawyerPortal' },
      { to: '/browse-lawyers', label: 'footer.findLawyer' },
    ],
  },
  {
    heading: 'footer.legalHeading',
    links: [
      { to: '/privacy-policy', label: 'footer.privacy' },
      { to: '/terms-of-service', label: 'footer.terms' },
      { to: '/contact', label: 'footer.support' },
    ],
  },
];
