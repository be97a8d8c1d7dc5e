import { accountRegisterSchema } from '@cld/validation/auth';
import { redirect, useLocation } from 'react-router';
import { AccountPage } from '../features/auth/index.ts';
import { HIDDEN_AUTH_FIELDS, signInAction } from '../features/auth/index.server.ts';
import { loadT, metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { accountsMessages } from '../i18n/namespaces.ts';
import {
  apiForAction,
  cookiesOf,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
} from '../lib/form-action.server.ts';
import type { Route } from './+types/account.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(accountsMessages);

const tabOf = (pathname: string) => (pathname.startsWith('/auth/register') ? 'register' : 'login');

// Sign-in pages are personal: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ location, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = routeT(metaLocale(matches));
  const title =
    tabOf(location.pathname) === 'register'
      ? t('accounts.account.registerMetaTitle')
      : t('accounts.account.loginMetaTitle');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/**
 * Sign-in and registration posted without JavaScript (with it, the forms call the API
 * themselves). Registration, like sign-in (features/auth/sign-in-action.server.ts), is validated
 * with the contract's schema and passes the API's session cookie on with the redirect home.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (tabOf(new URL(request.url).pathname) === 'login') {
    return signInAction({ request, formData, redirectTo: '/' });
  }
  const submission = parseSubmission(formData, accountRegisterSchema);
  const hideFields = HIDDEN_AUTH_FIELDS;
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields }));
  const answer = await apiForAction(request)
    .auth.register({ body: { ...submission.value, role: 'user' as const } })
    .catch(() => NO_ANSWER);
  if (answer.status !== 201) {
    return refused(submission, answer, {
      fallback: (await loadT(requestLocale(request)))('accounts.toasts.registerFailed'),
      tell: () => true,
      hideFields,
    });
  }
  return redirect('/', { headers: cookiesOf(answer.headers) });
}

export default function AccountRoute() {
  const { pathname } = useLocation();
  return <AccountPage tab={tabOf(pathname)} />;
}
