import { pageContent } from '@cld/content/page-content';
import { LegalNewsPage, sectionPageMeta, articleSchema } from '../features/content/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/legal-news.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The news in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('legalNews', requestLocale(request)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return sectionPageMeta(matches, t, 'legalNews', '/legal-news', (origin) =>
    (loaderData?.content.articles ?? []).map((article) =>
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

export default function LegalNewsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalNewsPage content={loaderData.content} />;
}
