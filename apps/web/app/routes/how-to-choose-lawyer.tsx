import { pageContent } from '@cld/content/page-content';
import { HowToChoosePage, sectionPageMeta } from '../features/content/index.ts';
import type { Route } from './+types/how-to-choose-lawyer.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The steps, fees and warning signs in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('howToChoose', requestLocale(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(
    matches,
    routeT(metaLocale(matches)),
    'howToChoose',
    '/how-to-choose-lawyer',
  );
}

export default function HowToChooseRoute({ loaderData }: Route.ComponentProps) {
  return <HowToChoosePage content={loaderData.content} />;
}
