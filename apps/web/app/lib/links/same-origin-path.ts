/**
 * The one judge of a return address (`?returnTo=`, a posted `returnTo`): whatever the website
 * redirects to on a visitor's word goes through `sameOriginPath` (issue 21, issue 38).
 *
 * A value is judged as the browser would follow it, not as it is spelled: parsed as a URL against
 * the site's origin, its dot segments collapse (`/.//evil.example` and `/%2e%2e//evil.example`
 * become `//evil.example`, another host), and a browser drops tabs and newlines and reads a
 * backslash as a slash (`/\t/evil.example`, `/\evil.example`). So the value and its fully
 * percent-decoded form must both be plain paths, and both must still be one once normalised.
 */

/** A stand-in for the site's origin: only the path, query and fragment of the result are kept. */
const ORIGIN = 'https://site.invalid';

/** Longer than any page of the site with its query; a longer value is not one of ours. */
const MAX_LENGTH = 2048;

/**
 * What no path of ours holds and a browser may rewrite: C0 controls (tab, newline), DEL, C1
 * controls, the backslash, and a surrogate without its pair (not encodable in a URL).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- the point is to find them
  /[\u0000-\u001f\u007f-\u009f\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-escapes decoded until nothing changes (at most a few rounds); undefined if malformed. */
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

/** `value` parsed against the origin and normalised, if it is a path that stays on the origin. */
function normalisedPath(value: string): URL | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  // Dot segments removed, the path must still name this origin's path, not another host.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return undefined;
  return url;
}

/**
 * The path, query and fragment of `value`, normalised (dot segments removed), when it is a path of
 * this site that no browser follows elsewhere, even once decoded; otherwise `fallback`.
 */
export function sameOriginPath<Fallback>(value: unknown, fallback: Fallback): string | Fallback {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return fallback;
  }
  const decoded = fullyDecoded(value);
  const url = normalisedPath(value);
  if (decoded === undefined || url === undefined || normalisedPath(decoded) === undefined) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
