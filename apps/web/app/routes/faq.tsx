import { pageContent } from '@cld/content/page-content';
import { toPlainText } from '@cld/content/rich-text';
import { FaqPage, sectionPageMeta, faqPageSchema } from '../features/content/index.ts';
import type { Route } from './+types/faq.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The FAQ in the page's language (decision 028): only that language reaches the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('faq', requestLocale(request)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'faq', '/faq', (origin) => [
    faqPageSchema({
      url: `${origin}/faq`,
      entries: (loaderData?.content.entries ?? []).map((entry) => ({
        question: entry.question,
        answer: toPlainText(entry.answer),
      })),
    }),
  ]);
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage content={loaderData.content} />;
}
