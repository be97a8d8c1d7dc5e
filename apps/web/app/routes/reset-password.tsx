import { ResetPasswordPage } from '../features/auth/index.ts';
import { resetPasswordAction } from '../features/auth/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { passwordResetMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/reset-password.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(passwordResetMessages);

/**
 * The address carries the e-mailed token: never stored by a cache, and never sent on as a Referer
 * to another site. `same-origin`, not `no-referrer`: under `no-referrer` the browser sends
 * `Origin: null` with the form's POST, and the site refuses a form posted from "nowhere" (the page
 * worked only with JavaScript; the Playwright journey without it found this).
 */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('passwordReset.reset.metaTitle'), args);
}

/** The new password posted without JavaScript (with it, the page calls the API itself). */
export async function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request);
}

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
