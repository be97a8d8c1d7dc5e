import { pageContent } from '@cld/content/page-content';
import { LegalGuidePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/legal-guide.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The guide's records in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('legalGuide', requestLocale(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'legalGuide', '/legal-guide');
}

export default function LegalGuideRoute({ loaderData }: Route.ComponentProps) {
  return <LegalGuidePage content={loaderData.content} />;
}
