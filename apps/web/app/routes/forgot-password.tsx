import { ForgotPasswordPage } from '../features/auth/index.ts';
import { forgotPasswordAction } from '../features/auth/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { passwordResetMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/forgot-password.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(passwordResetMessages);

// An account page: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('passwordReset.request.metaTitle'), args);
}

/** The request posted without JavaScript (with it, the page calls the API itself). */
export async function action({ request }: Route.ActionArgs) {
  return forgotPasswordAction(request);
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
