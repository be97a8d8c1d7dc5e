import { describe, expect, it } from 'vitest';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations and optional dates', () => {
    const xml = urlSet([
      { loc: 'https://example.ca/blog/a?x=1&y=2', lastmod: '2026-02-10' },
      { loc: 'https://example.ca/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://example.ca/blog/a?x=1&amp;y=2</loc><lastmod>2026-02-10</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://example.ca/</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndex([
      { loc: 'https://example.ca/sitemaps/pages.xml', lastmod: '2026-11-22' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://example.ca/sitemaps/pages.xml</loc><lastmod>2026-11-22</lastmod></sitemap>',
    );
  });
});
