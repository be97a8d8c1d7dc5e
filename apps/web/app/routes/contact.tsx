import { pageContent } from '@cld/content/page-content';
import { siteContactBodySchema } from '@cld/contract/inquiries';
import { getEnv } from '../config/env.server.ts';
import { ContactPage, sectionPageMeta } from '../features/content/index.ts';
import { TOLD_STATUSES } from '../features/inquiries/index.ts';
import { loadT, metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { contentMessages, inquiriesMessages } from '../i18n/namespaces.ts';
import { newAttempt, sendFormOnce } from '../features/inquiries/index.server.ts';
import { apiForAction } from '../lib/form-action.server.ts';
import type { Route } from './+types/contact.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(contentMessages);

/**
 * The hours and common questions in the page's language (decision 028), and the contact form's
 * attempt (lib/attempt.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await pageContent('contact', requestLocale(request)), attempt: newAttempt() };
}

export function meta({ matches }: Route.MetaArgs) {
  return sectionPageMeta(matches, routeT(metaLocale(matches)), 'contact', '/contact');
}

/** The contact form posted without JavaScript (with it, the form calls the API itself). */
export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  return sendFormOnce(
    await request.formData(),
    siteContactBodySchema,
    locale,
    // The confirmation e-mail is in the page's language.
    (body, headers) => apiForAction(request).inquiries.sendSiteContact({ body, headers }),
    {
      fallback: async () =>
        (await loadT(locale, inquiriesMessages))('inquiries.siteContact.failureText', {
          email: getEnv().siteOperator.email,
        }),
      tell: (status) => TOLD_STATUSES.includes(status),
    },
  );
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={loaderData.content} />;
}
