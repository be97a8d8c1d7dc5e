import { ProvincialGuidePage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/provincial-guide.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.provincialGuide.metaTitle'),
    description: t('content.provincialGuide.metaDescription'),
    crumbs: [{ name: t('content.provincialGuide.crumb'), path: '/provincial-guide' }],
  });
}

export default function ProvincialGuideRoute() {
  return <ProvincialGuidePage />;
}
