import { HydrationBoundary } from '@tanstack/react-query';
import { PracticeAreasPage, contentPageMeta } from '../features/content/index.ts';
import { practiceAreasQuery, statsQuery } from '../features/reference/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import type { Route } from './+types/practice-areas.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

// The live figures (DESIGN §5.1), the same as every other page's, already in the server HTML.
export async function loader({ request }: Route.LoaderArgs) {
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await Promise.all([
    prefetch((api) => api.reference.practiceAreas, practiceAreasQuery('home')),
    prefetch((api) => api.reference.stats, statsQuery('home')),
  ]);
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
    title: t('content.practiceAreas.metaTitle'),
    description: t('content.practiceAreas.metaDescription'),
    crumbs: [{ name: t('content.practiceAreas.crumb'), path: '/practice-areas' }],
  });
}

export default function PracticeAreasRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PracticeAreasPage />
    </HydrationBoundary>
  );
}
