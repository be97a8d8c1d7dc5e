import { HowToChoosePage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/how-to-choose-lawyer.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.howToChoose.metaTitle'),
    description: t('content.howToChoose.metaDescription'),
    crumbs: [{ name: t('content.howToChoose.crumb'), path: '/how-to-choose-lawyer' }],
  });
}

export default function HowToChooseRoute() {
  return <HowToChoosePage />;
}
