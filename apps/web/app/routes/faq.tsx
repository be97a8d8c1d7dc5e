import { FAQ } from '@cld/content/faq';
import { toPlainText } from '@cld/content/rich-text';
import { FaqPage, sectionPageMeta, faqPageSchema } from '../features/content/index.ts';
import type { Route } from './+types/faq.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'faq', '/faq', (origin) => [
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
