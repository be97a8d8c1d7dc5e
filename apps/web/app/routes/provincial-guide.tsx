import '../i18n/messages/content.en.ts';
import { ProvincialGuidePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/provincial-guide.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'provincialGuide', '/provincial-guide');
}

export default function ProvincialGuideRoute() {
  return <ProvincialGuidePage />;
}
