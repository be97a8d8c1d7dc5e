import { BLOG_ARTICLES } from '@cld/content/blog';
import { CONTENT_REVIEWED } from '@cld/content/content-types';
import { HELP_NOW_REVIEWED } from '@cld/content/help-now';
import type { SitemapEntry } from './sitemap-xml.ts';

/** The site's own pages that carry content (no sign-in, dashboard or redirect addresses). */
export const CONTENT_PATHS = [
  '/legal-guide',
  '/legal-resources',
  '/help-now',
  '/practice-areas',
  '/provincial-guide',
  '/how-to-choose-lawyer',
  '/legal-news',
  '/faq',
  '/blog',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
] as const;

/**
 * Every page of the site except lawyers' profiles, which have sitemaps of their own. The home and
 * browse pages change whenever the directory does; content pages when they were last reviewed;
 * a blog post on its publication date.
 */
export function sitePageEntries({
  origin,
  directoryLastModified,
}: {
  origin: string;
  directoryLastModified: string | undefined;
}): SitemapEntry[] {
  const newestPost = BLOG_ARTICLES.map((article) => article.date)
    .sort()
    .at(-1);
  return [
    { loc: `${origin}/`, lastmod: directoryLastModified },
    { loc: `${origin}/browse-lawyers`, lastmod: directoryLastModified },
    ...CONTENT_PATHS.map((path) => ({
      loc: `${origin}${path}`,
      lastmod:
        path === '/blog' && newestPost && newestPost > CONTENT_REVIEWED
          ? newestPost
          : path === '/help-now'
            ? HELP_NOW_REVIEWED
            : CONTENT_REVIEWED,
    })),
    ...BLOG_ARTICLES.map((article) => ({
      loc: `${origin}/blog/${article.slug}`,
      lastmod: article.date,
    })),
  ];
}
