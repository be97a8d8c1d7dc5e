import { NEWS_ARTICLES } from '@cld/content/news';
import { LegalNewsPage, contentPageMeta, articleSchema } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/legal-news.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.legalNews.metaTitle'),
    description: t('content.legalNews.metaDescription'),
    crumbs: [{ name: t('content.legalNews.crumb'), path: '/legal-news' }],
    structuredData: (origin) =>
      NEWS_ARTICLES.map((article) =>
        articleSchema({
          url: `${origin}/legal-news#news-${article.id}`,
          headline: article.title,
          description: article.summary,
          datePublished: article.date,
          dateModified: article.asOf,
          author: t('site.name'),
          publisher: t('site.name'),
          keywords: article.practiceAreas,
          section: article.category,
          isBasedOn: article.source,
        }),
      ),
  });
}

export default function LegalNewsRoute() {
  return <LegalNewsPage />;
}
