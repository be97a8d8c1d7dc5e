import { LegalGuidePage, contentPageMeta } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/legal-guide.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.legalGuide.metaTitle'),
    description: t('content.legalGuide.metaDescription'),
    crumbs: [{ name: t('content.legalGuide.crumb'), path: '/legal-guide' }],
  });
}

export default function LegalGuideRoute() {
  return <LegalGuidePage />;
}
