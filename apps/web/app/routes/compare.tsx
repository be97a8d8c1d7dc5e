import { HydrationBoundary } from '@tanstack/react-query';
import { ComparePage, compareQuery, compareRequestOf } from '../features/compare/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { compareMessages } from '../i18n/namespaces.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import type { Route } from './+types/compare.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(compareMessages);

// The lawyers are read on the server, so the table is in the HTML (without JavaScript too).
export async function loader({ request }: Route.LoaderArgs) {
  const compare = compareRequestOf(new URL(request.url).searchParams);
  if (compare.ids.length < 2) return { compare, dehydratedState: null };
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await prefetch((api) => api.lawyers.compare, compareQuery(compare));
  return { compare, dehydratedState: dehydrate() };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return pageMeta({
    t,
    title: t('compare.metaTitle'),
    description: t('compare.metaDescription'),
    path: '/compare',
    origin: publicOriginFrom(matches),
    // A visitor's own choice of lawyers: nothing for a search engine.
    noIndex: true,
  });
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ComparePage request={loaderData.compare} />
    </HydrationBoundary>
  );
}
