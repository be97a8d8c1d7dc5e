import { NEWS_ARTICLES } from '@cld/content/news';
import { LegalNewsPage, sectionPageMeta, articleSchema } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/legal-news.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return sectionPageMeta(matches, t, 'legalNews', '/legal-news', (origin) =>
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
