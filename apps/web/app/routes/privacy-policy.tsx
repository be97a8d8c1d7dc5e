import { PRIVACY_POLICY } from '@cld/content/privacy-policy';
import { PolicyPage, contentPageMeta } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/privacy-policy.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.policies.privacyMetaTitle'),
    description: t('content.policies.privacyMetaDescription'),
    crumbs: [{ name: PRIVACY_POLICY.title, path: '/privacy-policy' }],
  });
}

export default function PrivacyPolicyRoute() {
  return <PolicyPage document={PRIVACY_POLICY} path="/privacy-policy" />;
}
