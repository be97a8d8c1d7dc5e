import '../i18n/messages/content.en.ts';
import { FAQ } from '@cld/content/faq';
import { toPlainText } from '@cld/content/rich-text';
import { FaqPage, sectionPageMeta, faqPageSchema } from '../features/content/index.ts';
import type { Route } from './+types/faq.ts';

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, 'faq', '/faq', (origin) => [
    faqPageSchema({
      url: `${origin}/faq`,
      entries: FAQ.map((entry) => ({
        question: entry.question,
        answer: toPlainText(entry.answer),
      })),
    }),
  ]);
}

export default function FaqRoute() {
  return <FaqPage />;
}
