import { isNotReturnedTo, RETURN_TO_PARAM } from './link-back.ts';

/**
 * Where a person goes back to after signing in or registering (issue 21, decision 038): the page
 * they came from, carried as `?returnTo=` on the sign-in and registration pages and as a hidden
 * field of their forms. Only a path of this site is accepted: anything that could leave the origin
 * (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:…`, control characters
 * a browser strips, an encoded slash that decodes into one of these) falls back to the default.
 */

export { RETURN_TO_PARAM };

/** Longer than any page of the site with its query; a longer value is not one of ours. */
const MAX_LENGTH = 2048;

/** C0 controls, DEL and C1 controls: browsers drop some of them from URLs (`/\t/evil.example`). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A surrogate without its pair: not text, and not encodable in a URL. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Decodes percent-escapes until nothing changes (at most a few rounds); undefined if malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** A path of this site: one leading '/', never '//' or '/\', no backslash, no controls. */
function isLocalPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !CONTROL.test(path) &&
    !LONE_SURROGATE.test(path)
  );
}

/**
 * `value` if it is a safe same-origin relative path (its query and fragment kept), else
 * `fallback`. Judged on the value and on its fully decoded form, then by the URL parser itself:
 * resolved against a stand-in origin, it must stay on that origin.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return fallback;
  }
  const decoded = fullyDecoded(value);
  if (decoded === undefined || !isLocalPath(value) || !isLocalPath(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://return-to.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://return-to.invalid') return fallback;
  if (isNotReturnedTo(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
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
