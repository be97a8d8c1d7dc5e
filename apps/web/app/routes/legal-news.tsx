import '../i18n/messages/content.en.ts';
import { NEWS_ARTICLES } from '@cld/content/news';
import { LegalNewsPage, sectionPageMeta, articleSchema } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/legal-news.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return sectionPageMeta(matches, 'legalNews', '/legal-news', (origin) =>
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
  );
}

export default function LegalNewsRoute() {
  return <LegalNewsPage />;
}
