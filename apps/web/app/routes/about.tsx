import { HydrationBoundary } from '@tanstack/react-query';
import { AboutPage, sectionPageMeta } from '../features/content/index.ts';
import { loadReferenceLists } from '../features/reference/index.server.ts';
import type { Route } from './+types/about.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function loader({ request }: Route.LoaderArgs) {
  return loadReferenceLists(request, ['stats']);
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'about', '/about');
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AboutPage />
    </HydrationBoundary>
  );
}
