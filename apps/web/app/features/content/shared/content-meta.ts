import type { MetaDescriptor } from 'react-router';
import type { Translate } from '../../../i18n/i18n.ts';
import type { contentMessages } from '../../../i18n/namespaces.ts';
import { pageMeta, publicOriginFrom } from '../../../lib/seo/meta.ts';
import { breadcrumbSchema, type Crumb } from '../../../lib/seo/structured-data.ts';

type Matches = Parameters<typeof publicOriginFrom>[0];

/**
 * Meta of a content page: its title, description and canonical address, and a `BreadcrumbList`
 * (Home first, the page last) before any structured data of its own.
 */
export function contentPageMeta({
  matches,
  title,
  description,
  crumbs,
  structuredData = () => [],
  t,
}: {
  matches: Matches;
  /**
   * The route's translator (`routeMessages(…)` in its module). Only the core's words are used here,
   * so a page whose own words come from its loader (help now) needs no namespace for its meta.
   */
  t: Translate;
  title: string;
  description: string;
  /** The trail after Home; the last crumb is this page and gives the canonical path. */
  crumbs: readonly Crumb[];
  structuredData?: (origin: string) => Record<string, unknown>[];
}): MetaDescriptor[] {
  const origin = publicOriginFrom(matches);
  const home: Crumb = { name: t('nav.home'), path: '/' };
  const page = crumbs.at(-1) ?? home;
  return pageMeta({
    title,
    description,
    path: page.path,
    origin,
    t,
    structuredData: [
      breadcrumbSchema({ origin, crumbs: [home, ...crumbs] }),
      ...structuredData(origin),
    ],
  });
}

/** The content sections whose title, description and crumb are their own `content.<section>` messages. */
export type SectionKey =
  | 'about'
  | 'blog'
  | 'contact'
  | 'faq'
  | 'howToChoose'
  | 'legalGuide'
  | 'legalNews'
  | 'legalResources'
  | 'practiceAreas'
  | 'provincialGuide';

/** Meta of a content section's page at `path`, a crumb of its own under Home. */
export function sectionPageMeta(
  matches: Matches,
  t: Translate<readonly [typeof contentMessages]>,
  section: SectionKey,
  path: string,
  structuredData?: (origin: string) => Record<string, unknown>[],
): MetaDescriptor[] {
  return contentPageMeta({
    t,
    matches,
    title: t(`content.${section}.metaTitle`),
    description: t(`content.${section}.metaDescription`),
    crumbs: [{ name: t(`content.${section}.crumb`), path }],
    structuredData,
  });
}
