import { LegalResourcesPage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/legal-resources.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.legalResources.metaTitle'),
    description: t('content.legalResources.metaDescription'),
    crumbs: [{ name: t('content.legalResources.crumb'), path: '/legal-resources' }],
  });
}

export default function LegalResourcesRoute() {
  return <LegalResourcesPage />;
}
