import { FAQ } from '@cld/content/faq';
import { toPlainText } from '@cld/content/rich-text';
import { FaqPage, contentPageMeta, faqPageSchema } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/faq.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
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
