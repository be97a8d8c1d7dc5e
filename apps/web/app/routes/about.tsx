import { pageContent } from '@cld/content/page-content';
import { HydrationBoundary } from '@tanstack/react-query';
import { AboutPage, sectionPageMeta } from '../features/content/index.ts';
import { loadReferenceLists } from '../features/reference/index.server.ts';
import type { Route } from './+types/about.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export async function loader({ request }: Route.LoaderArgs) {
  const [lists, content] = await Promise.all([
    loadReferenceLists(request, ['stats']),
    pageContent('about', requestLocale(request)),
  ]);
  return { ...lists, content };
}

// A client navigation: the lists come from the cache or the API, the text in the page's language.
// Imported here, not at the top: a first load (hydration) never runs this, so the 3 KB of
// `pageContent` stay out of it (issue 22's budget).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const pages = await import('@cld/content/page-content');
  return {
    dehydratedState: null,
    content: await pages.pageContent('about', requestLocale(request)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'about', '/about');
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AboutPage content={loaderData.content} />
    </HydrationBoundary>
  );
}
