import { LegalGuidePage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/legal-guide.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.legalGuide.metaTitle'),
    description: t('content.legalGuide.metaDescription'),
    crumbs: [{ name: t('content.legalGuide.crumb'), path: '/legal-guide' }],
  });
}

export default function LegalGuideRoute() {
  return <LegalGuidePage />;
}
