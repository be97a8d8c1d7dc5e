import { TERMS } from '@cld/content/terms';
import { PolicyPage, contentPageMeta } from '../features/content/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages } from '../i18n/namespaces.ts';
import type { Route } from './+types/terms-of-service.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  return contentPageMeta({
    t,
    matches,
    title: t('content.policies.termsMetaTitle'),
    description: t('content.policies.termsMetaDescription'),
    crumbs: [{ name: TERMS.title, path: '/terms-of-service' }],
  });
}

export default function TermsOfServiceRoute() {
  return <PolicyPage document={TERMS} path="/terms-of-service" privacyOfficer={false} />;
}
