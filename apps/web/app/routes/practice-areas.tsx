import { HydrationBoundary } from '@tanstack/react-query';
import { PracticeAreasPage, sectionPageMeta } from '../features/content/index.ts';
import { loadReferenceLists } from '../features/reference/index.server.ts';
import type { Route } from './+types/practice-areas.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

// The live figures (DESIGN §5.1), the same as every other page's, already in the server HTML.
export function loader({ request }: Route.LoaderArgs) {
  return loadReferenceLists(request, ['practiceAreas', 'stats']);
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'practiceAreas', '/practice-areas');
}

export default function PracticeAreasRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PracticeAreasPage />
    </HydrationBoundary>
  );
}
