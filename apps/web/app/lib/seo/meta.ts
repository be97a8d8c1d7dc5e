import type { MetaDescriptor } from 'react-router';
import type { Translate } from '../../i18n/i18n.ts';

type Match = { id: string; loaderData?: unknown } | undefined;

/** The site's public origin, from the root loader (meta functions only see loader data). */
export function publicOriginFrom(matches: readonly Match[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (root && typeof root === 'object' && 'publicOrigin' in root) {
    return String(root.publicOrigin);
  }
  return '';
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. `/lawyer/12`. */
  path: string;
  origin: string;
  keywords?: string;
  type?: 'website' | 'profile';
  /** schema.org objects, rendered as one JSON-LD script. */
  structuredData?: Record<string, unknown>[];
  noIndex?: boolean;
  /** The route's translator, for the site's own strings (its name, the share image's text). */
  t: Translate;
}

/** The picture of a shared link when a page has none of its own (public/og-image.jpg). */
export const DEFAULT_SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

/**
 * Title, description, canonical link, Open Graph and Twitter card tags, and structured data of a
 * page.
 */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = `${page.origin}${page.path}`;
  const { t } = page;
  const image = `${page.origin}${DEFAULT_SHARE_IMAGE.path}`;
  const imageAlt = t('site.shareImageAlt');
  const descriptors: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_CA' },
    { property: 'og:site_name', content: t('site.name') },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (page.keywords) descriptors.push({ name: 'keywords', content: page.keywords });
  if (page.noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  if (page.structuredData?.length) {
    descriptors.push({
      'script:ld+json':
        page.structuredData.length === 1 ? page.structuredData[0]! : page.structuredData,
    } as MetaDescriptor);
  }
  return descriptors;
}
