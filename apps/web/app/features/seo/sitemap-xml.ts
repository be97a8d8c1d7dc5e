import { LOCALES, REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { pathIn } from '../../i18n/paths.ts';

/** One address of a sitemap: an absolute URL and the day (or moment) it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** The same page in each language, `hreflang` → URL, x-default included (issue 19). */
  alternates?: readonly (readonly [hreflang: string, href: string])[];
}

/**
 * Each page in every language (issue 19): an English address of the site becomes one entry per
 * language, each naming all of them as alternates, so the pairs are reciprocal. An address with no
 * twin stays as it is.
 */
export function inEveryLanguage(origin: string, list: readonly SitemapEntry[]): SitemapEntry[] {
  return list.flatMap((entry) => {
    if (!entry.loc.startsWith(`${origin}/`)) return [entry];
    const path = entry.loc.slice(origin.length);
    const paths = LOCALES.map((locale) => pathIn(path, locale));
    if (paths.some((localized) => localized === undefined)) return [entry];
    const alternates = [
      ...LOCALES.map(
        (locale, index) => [REGIONAL_LOCALES[locale], `${origin}${paths[index]}`] as const,
      ),
      ['x-default', `${origin}${paths[0]}`] as const,
    ];
    return paths.map((localized) => ({ ...entry, loc: `${origin}${localized}`, alternates }));
  });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map(
      ({ loc, lastmod, alternates = [] }) =>
        `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates
          .map(
            ([hreflang, href]) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
          )
          .join('')}</${tag}>`,
    )
    .join('\n');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** A `<urlset>` (sitemaps.org protocol 0.9), with Google's `xhtml:link` language alternates. */
export function urlSet(urls: readonly SitemapEntry[]): string {
  return `${HEADER}\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** A `<sitemapindex>` listing the site's sitemap files. */
export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return `${HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/** An XML answer crawlers may cache for an hour. */
export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
