import { pageContent } from '@cld/content/page-content';
import { LegalResourcesPage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/legal-resources.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The resources, legal aid and emergency lines in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('legalResources', requestLocale(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(
    matches,
    routeT(metaLocale(matches)),
    'legalResources',
    '/legal-resources',
  );
}

export default function LegalResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <LegalResourcesPage content={loaderData.content} />;
}
