import { HydrationBoundary } from '@tanstack/react-query';
import { AboutPage, contentPageMeta } from '../features/content/index.ts';
import { statsQuery } from '../features/reference/index.ts';
import { getT } from '../i18n/i18n.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import type { Route } from './+types/about.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await prefetch((api) => api.reference.stats, statsQuery('home'));
  return { dehydratedState: dehydrate() };
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
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
