import { englishPath, localizePath, pathLocale } from '../../i18n/paths.ts';

/**
 * Links to the sign-in and registration pages that bring the person back to the page they are on
 * (issue 21, decision 038), for the header, the drawer and the save heart: on every page, so kept
 * apart from the validator (`return-to.ts`), which the page reading `returnTo` applies anyway.
 */

export const RETURN_TO_PARAM = 'returnTo';

/**
 * The sign-in and registration pages themselves (going back to them would loop), and the pages of
 * e-mailed links, whose token should not travel on in another address.
 */
export const NOT_RETURNED_TO = [
  '/auth/login',
  '/auth/register',
  '/lawyer-auth',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-availability',
  '/booking',
];

/** Whether a path of this site (English or French) is a page a sign-in never returns to. */
export function isNotReturnedTo(pathname: string): boolean {
  const page = englishPath(pathname);
  return NOT_RETURNED_TO.some((path) => page === path || page.startsWith(`${path}/`));
}

/**
 * The signed-in page that shows what an e-mailed link's page shows without its token: a booking's
 * page (/booking?token=…) is, once signed in, the booking among the space's consultations.
 */
const SIGNED_IN_TWIN: Readonly<Record<string, string>> = {
  '/booking': '/my-space?tab=bookings',
};

/**
 * `path?returnTo=…` back to `here`, the router's location of the current page (path, query,
 * fragment), or to the signed-in twin of an e-mailed link's page; `path` alone for the home page,
 * the other pages above, or anything but a plain local path.
 */
export function linkBack(path: string, here: string): string {
  const pathname = here.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\'))
    return path;
  const twin = SIGNED_IN_TWIN[englishPath(pathname)];
  const back = twin === undefined ? here : localizePath(twin, pathLocale(pathname));
  if (englishPath(pathname) === '/' || (twin === undefined && isNotReturnedTo(pathname))) {
    return path;
  }
  return `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}
