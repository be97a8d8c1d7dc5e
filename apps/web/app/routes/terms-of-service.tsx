import { TERMS } from '@cld/content/terms';
import { PolicyPage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/terms-of-service.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.policies.termsMetaTitle'),
    description: t('content.policies.termsMetaDescription'),
    crumbs: [{ name: TERMS.title, path: '/terms-of-service' }],
  });
}

export default function TermsOfServiceRoute() {
  return <PolicyPage document={TERMS} path="/terms-of-service" privacyOfficer={false} />;
}
