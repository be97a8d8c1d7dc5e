import { FAQ } from '@cld/content/faq';
import { toPlainText } from '@cld/content/rich-text';
import { FaqPage, contentPageMeta, faqPageSchema } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/faq.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.faq.metaTitle'),
    description: t('content.faq.metaDescription'),
    crumbs: [{ name: t('content.faq.crumb'), path: '/faq' }],
    structuredData: (origin) => [
      faqPageSchema({
        url: `${origin}/faq`,
        entries: FAQ.map((entry) => ({
          question: entry.question,
          answer: toPlainText(entry.answer),
        })),
      }),
    ],
  });
}

export default function FaqRoute() {
  return <FaqPage />;
}
