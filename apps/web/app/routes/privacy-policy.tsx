import { pageContent } from '@cld/content/page-content';
import { PolicyPage, contentPageMeta } from '../features/content/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/privacy-policy.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/** The text in the page's language (decision 028). */
export async function loader({ request }: Route.LoaderArgs) {
  return { document: (await pageContent('privacyPolicy', requestLocale(request))).document };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.policies.privacyMetaTitle'),
    description: t('content.policies.privacyMetaDescription'),
    crumbs: [{ name: loaderData?.document.title ?? '', path: '/privacy-policy' }],
  });
}

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PolicyPage document={loaderData.document} path="/privacy-policy" />;
}
