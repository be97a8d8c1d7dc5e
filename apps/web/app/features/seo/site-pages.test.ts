import { BLOG_ARTICLES } from '@cld/content/blog';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { CONTENT_PATHS, sitePageEntries } from './site-pages.ts';

describe('sitePageEntries', () => {
  const entries = sitePageEntries({
    origin: 'https://example.ca',
    directoryLastModified: '2026-11-20T10:00:00.000Z',
  });
  const locations = entries.map((entry) => entry.loc);

  it('lists each page once, every blog post, and dates every content page', () => {
    expect(new Set(locations).size).toBe(locations.length);
    for (const article of BLOG_ARTICLES) {
      expect(entries).toContainEqual({
        loc: `https://example.ca/blog/${article.slug}`,
        lastmod: article.date,
      });
    }
    expect(entries[0]).toEqual({ loc: 'https://example.ca/', lastmod: '2026-11-20T10:00:00.000Z' });
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('names only pages the site really has', () => {
    const paths = new Set(routes.map((route) => `/${route.path ?? ''}`));
    for (const path of CONTENT_PATHS) expect(paths).toContain(path);
  });
});
