import { PRIVACY_POLICY } from '@cld/content/privacy-policy';
import { PolicyPage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/privacy-policy.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.policies.privacyMetaTitle'),
    description: t('content.policies.privacyMetaDescription'),
    crumbs: [{ name: PRIVACY_POLICY.title, path: '/privacy-policy' }],
  });
}

export default function PrivacyPolicyRoute() {
  return <PolicyPage document={PRIVACY_POLICY} path="/privacy-policy" />;
}
