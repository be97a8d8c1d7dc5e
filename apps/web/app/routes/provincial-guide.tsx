import { ProvincialGuidePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/provincial-guide.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(
    matches,
    routeT(metaLocale(matches)),
    'provincialGuide',
    '/provincial-guide',
  );
}

export default function ProvincialGuideRoute() {
  return <ProvincialGuidePage />;
}
