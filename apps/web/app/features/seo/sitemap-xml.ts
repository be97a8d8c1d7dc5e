/** One address of a sitemap: an absolute URL and the day (or moment) it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
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
      ({ loc, lastmod }) =>
        `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`,
    )
    .join('\n');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` (sitemaps.org protocol 0.9). */
export function urlSet(urls: readonly SitemapEntry[]): string {
  return `${HEADER}\n<urlset xmlns="${NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
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
