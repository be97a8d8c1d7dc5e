import { pageContent } from '@cld/content/page-content';
import { ProvincialGuidePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/provincial-guide.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The 13 guides in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('provincialGuide', requestLocale(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(
    matches,
    routeT(metaLocale(matches)),
    'provincialGuide',
    '/provincial-guide',
  );
}

export default function ProvincialGuideRoute({ loaderData }: Route.ComponentProps) {
  return <ProvincialGuidePage content={loaderData.content} />;
}
