import { HowToChoosePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/how-to-choose-lawyer.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(
    matches,
    routeT(metaLocale(matches)),
    'howToChoose',
    '/how-to-choose-lawyer',
  );
}

export default function HowToChooseRoute() {
  return <HowToChoosePage />;
}
