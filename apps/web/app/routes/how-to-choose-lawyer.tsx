import '../i18n/messages/content.en.ts';
import { HowToChoosePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/how-to-choose-lawyer.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'howToChoose', '/how-to-choose-lawyer');
}

export default function HowToChooseRoute() {
  return <HowToChoosePage />;
}
