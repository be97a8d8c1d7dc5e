import { HydrationBoundary } from '@tanstack/react-query';
import { AboutPage, contentPageMeta } from '../features/content/index.ts';
import { statsQuery } from '../features/reference/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import type { Route } from './+types/about.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export async function loader({ request }: Route.LoaderArgs) {
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await prefetch((api) => api.reference.stats, statsQuery('home'));
  return { dehydratedState: dehydrate() };
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.about.metaTitle'),
    description: t('content.about.metaDescription'),
    crumbs: [{ name: t('content.about.crumb'), path: '/about' }],
  });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AboutPage />
    </HydrationBoundary>
  );
}
