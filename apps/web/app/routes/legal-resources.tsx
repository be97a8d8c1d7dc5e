import '../i18n/messages/content.en.ts';
import { LegalResourcesPage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/legal-resources.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'legalResources', '/legal-resources');
}

export default function LegalResourcesRoute() {
  return <LegalResourcesPage />;
}
