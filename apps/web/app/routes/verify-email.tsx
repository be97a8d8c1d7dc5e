import { VerifyEmailPage } from '../features/auth/index.ts';
import { verifyEmailAction } from '../features/auth/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { accountBasicsMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/verify-email.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(accountBasicsMessages);

/**
 * The address carries the e-mailed token: never stored by a cache, and never sent on as a Referer
 * to another site (`same-origin`, as the reset page: `no-referrer` makes the form post with
 * `Origin: null`, which the site refuses).
 */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('accountBasics.verify.metaTitle'), args);
}

/** The confirmation button, with or without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  return verifyEmailAction(request);
}

export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
