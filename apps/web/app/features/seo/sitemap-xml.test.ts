import { describe, expect, it } from 'vitest';
import { inEveryLanguage, sitemapIndex, urlSet } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations and optional dates', () => {
    const xml = urlSet([
      { loc: 'https://example.ca/blog/a?x=1&y=2', lastmod: '2026-02-10' },
      { loc: 'https://example.ca/' },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
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

  it('lists each page in both languages, each naming both and x-default (issue 19)', () => {
    const origin = 'https://example.ca';
    const list = inEveryLanguage(origin, [
      { loc: `${origin}/lawyers-in/quebec/montreal/family-law`, lastmod: '2026-11-22' },
      { loc: `${origin}/` },
      { loc: `${origin}/admin` },
    ]);
    expect(list.map((entry) => entry.loc)).toEqual([
      `${origin}/lawyers-in/quebec/montreal/family-law`,
      `${origin}/fr/avocats-a/quebec/montreal/droit-de-la-famille`,
      `${origin}/`,
      `${origin}/fr`,
      `${origin}/admin`,
    ]);
    const alternates = [
      ['en-CA', `${origin}/lawyers-in/quebec/montreal/family-law`],
      ['fr-CA', `${origin}/fr/avocats-a/quebec/montreal/droit-de-la-famille`],
      ['x-default', `${origin}/lawyers-in/quebec/montreal/family-law`],
    ];
    expect(list[0]?.alternates).toEqual(alternates);
    expect(list[1]?.alternates).toEqual(alternates);
    expect(list[1]?.lastmod).toBe('2026-11-22');
    expect(list[4]?.alternates).toBeUndefined();
    expect(urlSet(list.slice(2, 3))).toContain(
      '<url><loc>https://example.ca/</loc><xhtml:link rel="alternate" hreflang="en-CA" href="https://example.ca/"/><xhtml:link rel="alternate" hreflang="fr-CA" href="https://example.ca/fr"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.ca/"/></url>',
    );
  });
});
