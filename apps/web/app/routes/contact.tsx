import '../i18n/messages/inquiries.en.ts';
import '../i18n/messages/content.en.ts';
import { ContactPage, contentPageMeta } from '../features/content/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/contact.ts';

export function meta({ matches }: Route.MetaArgs) {
  const t = getT();
  return contentPageMeta({
    matches,
    title: t('content.contact.metaTitle'),
    description: t('content.contact.metaDescription'),
    crumbs: [{ name: t('content.contact.crumb'), path: '/contact' }],
  });
}

export default function ContactRoute() {
  return <ContactPage />;
}
