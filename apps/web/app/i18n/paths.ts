import { generatePath, matchPath } from 'react-router';
import type { FrenchPack } from './french-pack.ts';
import { frenchPack } from './french.ts';
import { DEFAULT_LOCALE, pathLocale, type Locale } from './locale.ts';
import { pageSeed } from './namespace.ts';

export { pathLocale };

/**
 * Paths in the site's two languages (issue 19): each page's English path and its French twin under
 * `/fr` with French segments (`@cld/reference/site-paths`; `route-table.ts` pairs each with its
 * route module for `routes.ts`); links, redirects, canonical URLs, `hreflang` alternates, sitemaps
 * and the language switch translate a path with it. Code writes English paths
 * (`<Link to="/about">`); `localizePath` gives the page's language's.
 *
 * The tables are French words (`french-pack.ts`): the server and French pages have them. An English
 * page in the browser has none and needs none (its links are English), except its own French
 * twin for `hreflang`, which its seed brings (`twinsOf`).
 */

/** The page's own path in both languages, as its server wrote it into the page's seed. */
export interface Twins {
  readonly en: string;
  readonly fr: string;
}

/**
 * A param's value in `to`: its translation; undefined when it has none (the address is a 404 there).
 * `lenient`, a value already in `to` stays (a French blog record links to its French slug).
 */
function translateParam(
  name: string,
  value: string,
  to: Locale,
  { lenient }: { lenient: boolean },
): string | undefined {
  const words = frenchPack()?.paths.params[name];
  if (!words) return value;
  const already = (to === 'fr' ? words.en : words.fr).has(value);
  return words[to].get(value) ?? (lenient && already ? value : undefined);
}

function splitHref(href: string): [pathname: string, rest: string] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
}

/**
 * Translations already made, per set of French tables (the server's never change): a French page
 * localizes the same few dozen links on every render, and matching one against every route pattern
 * was a twentieth of a render's CPU time (issue 38). Bounded: emptied when full.
 */
const translations = new WeakMap<FrenchPack, Map<string, string | undefined>>();
const TRANSLATIONS_LIMIT = 10_000;

function translatePathname(pathname: string, to: Locale, lenient = false): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pack = frenchPack();
  if (!pack) {
    // An English page in the browser: only its own twin is known.
    const twins = pageSeed()?.twins;
    return twins && (twins.en === trimmed || twins.fr === trimmed) ? twins[to] : undefined;
  }
  let known = translations.get(pack);
  if (!known) translations.set(pack, (known = new Map()));
  const key = `${to}${lenient ? '~' : ' '}${trimmed}`;
  if (known.has(key)) return known.get(key);
  const translated = translateWith(pack, trimmed, to, lenient);
  if (known.size >= TRANSLATIONS_LIMIT) known.clear();
  known.set(key, translated);
  return translated;
}

function translateWith(
  pack: FrenchPack,
  trimmed: string,
  to: Locale,
  lenient: boolean,
): string | undefined {
  const patterns = to === 'fr' ? pack.paths.toFrench : pack.paths.toEnglish;
  for (const { from, to: target } of patterns) {
    const match = matchPath({ path: from, end: true }, trimmed);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.params)) {
      if (value === undefined || value === '') continue;
      const translated = translateParam(name, value, to, { lenient });
      if (translated === undefined) return undefined;
      params[name] = translated;
    }
    return generatePath(target, params);
  }
  return undefined;
}

/**
 * An English path of the site (`/lawyer/12?tab=reviews`) in the page's language: `/fr/avocat/12?tab=reviews`
 * in French. Paths without a French page (administration, API, files) and relative or external
 * addresses come back unchanged.
 */
export function localizePath(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [pathname, rest] = splitHref(href);
  if (pathLocale(pathname) === 'fr') return href;
  const translated = translatePathname(pathname, 'fr', true);
  return translated === undefined ? href : translated + rest;
}

/**
 * The same page in the other language (the language switch, `hreflang`): the path of `href` in
 * `to`, keeping its query and fragment; undefined when the page has no twin (administration) or
 * the address names something that only exists in one language.
 */
export function pathIn(href: string, to: Locale): string | undefined {
  const [pathname, rest] = splitHref(href);
  const from = pathLocale(pathname);
  if (from === to) return href;
  const translated = translatePathname(pathname, to);
  return translated === undefined ? undefined : translated + rest;
}

/** A page's path in English words, to compare with the English paths code writes. */
export function englishPath(pathname: string): string {
  return pathIn(pathname, 'en') ?? pathname;
}

/**
 * A French page's params in English words (`quebec`, `droit-de-la-famille` → `family-law`), so a
 * loader reads one set of slugs whatever the language; undefined when a word is not known.
 */
export function englishParams<P extends Record<string, string | undefined>>(
  params: P,
  locale: Locale,
): P | undefined {
  if (locale === DEFAULT_LOCALE) return params;
  const english: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const translated = translateParam(name, value, 'en', { lenient: false });
    if (translated === undefined) return undefined;
    english[name] = translated;
  }
  return english as P;
}

/**
 * A page's path in both languages, for its seed (`entry.server.tsx`): through French first, so an
 * old address or an English path with a French word (a French post's slug) names its page's twins.
 */
export function twinsOf(pathname: string): Twins | undefined {
  const en = pathIn(localizePath(pathname, 'fr'), 'en') ?? pathname;
  const fr = pathIn(en, 'fr');
  return fr === undefined ? undefined : { en, fr };
}
