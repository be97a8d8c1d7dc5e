import { HydrationBoundary } from '@tanstack/react-query';
import { searchContent } from '../features/search/index.server.ts';
import { siteSearchLawyersQuery, SearchPage } from '../features/search/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { siteSearchMessages } from '../i18n/namespaces.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import type { Route } from './+types/search.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(siteSearchMessages);

const MAX_QUERY_LENGTH = 100;

function queryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

// Guides and articles are searched on the server, so their text never ships to the browser.
export async function loader({ request }: Route.LoaderArgs) {
  const query = queryOf(new URL(request.url));
  if (!query) return { query, content: [], dehydratedState: null };
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await prefetch((api) => api.lawyers.search, siteSearchLawyersQuery(query));
  // The guides and articles of the page's language (decision 028).
  const content = searchContent(query, undefined, requestLocale(request));
  return { query, content, dehydratedState: dehydrate() };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  const query = loaderData?.query ?? '';
  return pageMeta({
    t,
    title: query ? t('siteSearch.metaTitleFor', { query }) : t('siteSearch.metaTitle'),
    description: t('siteSearch.metaDescription'),
    path: '/search',
    origin: publicOriginFrom(matches),
    // Result lists are for visitors; crawlers find the pages themselves through the sitemaps.
    noIndex: true,
  });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SearchPage query={loaderData.query} content={loaderData.content} />
    </HydrationBoundary>
  );
}
