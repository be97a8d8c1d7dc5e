import '../i18n/messages/content.en.ts';
import { HydrationBoundary } from '@tanstack/react-query';
import { AboutPage, sectionPageMeta } from '../features/content/index.ts';
import { loadReferenceLists } from '../features/reference/index.server.ts';
import type { Route } from './+types/about.ts';

export function loader({ request }: Route.LoaderArgs) {
  return loadReferenceLists(request, ['stats']);
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'about', '/about');
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AboutPage />
    </HydrationBoundary>
  );
}
