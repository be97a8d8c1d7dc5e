import '../i18n/messages/content.en.ts';
import { LegalGuidePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/legal-guide.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'legalGuide', '/legal-guide');
}

export default function LegalGuideRoute() {
  return <LegalGuidePage />;
}
