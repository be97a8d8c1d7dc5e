import { HowToChoosePage, contentPageMeta } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/how-to-choose-lawyer.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.howToChoose.metaTitle'),
    description: t('content.howToChoose.metaDescription'),
    crumbs: [{ name: t('content.howToChoose.crumb'), path: '/how-to-choose-lawyer' }],
  });
}

export default function HowToChooseRoute() {
  return <HowToChoosePage />;
}
