import type { CurrentUser } from '@cld/contract/auth';
import { sameOriginPath } from '../../lib/links/same-origin-path.ts';
import { isNotReturnedTo, RETURN_TO_PARAM } from './link-back.ts';

/**
 * Where a person goes back to after signing in or registering (issue 21, decision 038): the page
 * they came from, carried as `?returnTo=` on the sign-in and registration pages and as a hidden
 * field of their forms. Only a path of this site that no browser follows elsewhere is accepted
 * (`sameOriginPath`, the one judge of return addresses); anything else falls back to the default.
 */

export { RETURN_TO_PARAM };

/**
 * `value`, normalised, if it is a safe path of this site (its query and fragment kept) and not a
 * page a sign-in never returns to (`isNotReturnedTo`), else `fallback`.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  const path = sameOriginPath(value, undefined);
  if (path === undefined || isNotReturnedTo(path.split(/[?#]/, 1)[0] ?? '')) return fallback;
  return path;
}

/** The `returnTo` of a request's address (a loader's or an action's), or `fallback`. */
export function returnToOfRequest(
  request: Request,
  formData: FormData | undefined,
  fallback: string,
): string {
  const posted = formData?.get(RETURN_TO_PARAM);
  if (typeof posted === 'string' && posted !== '') return safeReturnTo(posted, fallback);
  return safeReturnTo(new URL(request.url).searchParams.get(RETURN_TO_PARAM), fallback);
}

/** `/auth/login?returnTo=…`: a sign-in or registration page that brings the person back. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  if (returnTo === undefined) return path;
  const safe = safeReturnTo(returnTo, '');
  return safe === '' ? path : `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/**
 * The page after registering: "check your e-mail" (/verify-email without a token), which keeps
 * where the person goes on to, unless that is only the form's default (`defaultPath`).
 */
export function checkEmailPath(returnTo: string, defaultPath: string): string {
  return withReturnTo('/verify-email', returnTo === defaultPath ? undefined : returnTo);
}

/** The signed-in home of an account: a customer's requests, everyone else's dashboard. */
export function accountHomeOf(role: CurrentUser['role']): string {
  return role === 'client' ? '/my-space' : '/lawyer-dashboard';
}

/**
 * The sign-in page a protected page sends a signed-out visitor to, bringing them back to the
 * page they asked for (its path and query), English or French.
 */
export function signInFor(request: Request, signInPath = '/auth/login'): string {
  const { pathname, search } = new URL(request.url);
  return withReturnTo(signInPath, `${pathname}${search}`);
}
