import type { MetaDescriptor } from 'react-router';
import { LOCALES, REGIONAL_LOCALES, type Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { localizePath, pathIn } from '../../i18n/paths.ts';

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
  /**
   * Path of the canonical address in English, e.g. `/lawyer/12`: a French page's is its French
   * twin (`/fr/avocat/12`), given by the route table.
   */
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
  const { t } = page;
  const locale = t.locale;
  const url = `${page.origin}${localizePath(page.path, locale)}`;
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
    { property: 'og:locale', content: ogLocale(locale) },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: ogLocale(other),
    })),
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
  descriptors.push(...alternates(page.origin, page.path));
  if (page.keywords) descriptors.push({ name: 'keywords', content: page.keywords });
  if (page.noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  if (page.structuredData?.length) {
    const structuredData = page.structuredData.map((item) =>
      inPageLanguage(item, page.origin, locale),
    );
    descriptors.push({
      'script:ld+json': structuredData.length === 1 ? structuredData[0]! : structuredData,
    } as MetaDescriptor);
  }
  return descriptors;
}

/**
 * A page kept out of search engines (sign-in, dashboard, a form): its title, `noindex`, and its
 * twin in the other language, which the language switch and `hreflang` name like any page's.
 */
export function privatePageMeta(
  title: string,
  { matches, location }: { matches: readonly Match[]; location: { pathname: string } },
): MetaDescriptor[] {
  return [
    { title },
    { name: 'robots', content: 'noindex' },
    ...alternates(publicOriginFrom(matches), location.pathname),
  ];
}

const ogLocale = (locale: Locale) => REGIONAL_LOCALES[locale].replace('-', '_');

/**
 * The page's address in each language and `x-default` (the English page, which a visitor with no
 * preference gets), so each language's page names the other's and search engines pair them.
 */
export function alternates(origin: string, path: string): MetaDescriptor[] {
  // Through French first: a path may carry a French word in an English path (a French post's slug).
  const english = pathIn(localizePath(path, 'fr'), 'en') ?? path;
  const links: MetaDescriptor[] = [];
  for (const locale of LOCALES) {
    const localized = pathIn(english, locale);
    if (localized === undefined) return [];
    links.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: REGIONAL_LOCALES[locale],
      href: `${origin}${localized}`,
    });
  }
  links.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: `${origin}${english}`,
  });
  return links;
}

/** schema.org types that are creative works: they say which language they are written in. */
const WRITTEN = new Set([
  'WebSite',
  'WebPage',
  'Article',
  'BlogPosting',
  'NewsArticle',
  'FAQPage',
  'CollectionPage',
  'AboutPage',
  'ContactPage',
]);

/**
 * Structured data in the page's language: the site's addresses in it are the page language's
 * (the callers write English paths, as everywhere), and a creative work says `inLanguage`.
 */
export function inPageLanguage(
  item: Record<string, unknown>,
  origin: string,
  locale: Locale,
): Record<string, unknown> {
  const localize = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return origin && value.startsWith(`${origin}/`)
        ? origin + localizePath(value.slice(origin.length), locale)
        : value;
    }
    if (Array.isArray(value)) return value.map(localize);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, localize(inner)]),
      );
    }
    return value;
  };
  const localized = localize(item) as Record<string, unknown>;
  return WRITTEN.has(String(localized['@type']))
    ? { ...localized, inLanguage: REGIONAL_LOCALES[locale] }
    : localized;
}
