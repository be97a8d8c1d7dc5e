import '../i18n/messages/accounts.en.ts';
import { accountRegisterSchema, loginSchema } from '@cld/validation/auth';
import { redirect, useLocation } from 'react-router';
import { AccountPage } from '../features/auth/account-page.tsx';
import { getT } from '../i18n/i18n.ts';
import {
  apiForAction,
  cookiesOf,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
} from '../lib/form-action.server.ts';
import type { Route } from './+types/account.ts';

const tabOf = (pathname: string) => (pathname.startsWith('/auth/register') ? 'register' : 'login');

// Sign-in pages are personal: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const t = getT();
  const title =
    tabOf(location.pathname) === 'register'
      ? t('accounts.account.registerMetaTitle')
      : t('accounts.account.loginMetaTitle');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** A password is never written back into the page. */
const hideFields = ['password'];
/** The API's refusals of a sign-in or registration are the visitor's to read (as the toasts do). */
const tell = () => true;

/**
 * Sign-in and registration posted without JavaScript (with it, the forms call the API
 * themselves): validated with the contract's schemas, sent to the API with the visitor's address
 * for its throttling, and the session cookie it sets passed on with the redirect home.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const api = apiForAction(request);
  const t = getT();
  if (tabOf(new URL(request.url).pathname) === 'login') {
    const submission = parseSubmission(formData, loginSchema);
    if (submission.status !== 'success') return invalid(submission.reply({ hideFields }));
    const answer = await api.auth.login({ body: submission.value }).catch(() => NO_ANSWER);
    if (answer.status !== 200) {
      return refused(submission, answer, {
        fallback: t('accounts.toasts.loginFailed'),
        tell,
        hideFields,
      });
    }
    return redirect('/', { headers: cookiesOf(answer.headers) });
  }
  const submission = parseSubmission(formData, accountRegisterSchema);
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields }));
  const answer = await api.auth
    .register({ body: { ...submission.value, role: 'user' as const } })
    .catch(() => NO_ANSWER);
  if (answer.status !== 201) {
    return refused(submission, answer, {
      fallback: t('accounts.toasts.registerFailed'),
      tell,
      hideFields,
    });
  }
  return redirect('/', { headers: cookiesOf(answer.headers) });
}

export default function AccountRoute() {
  const { pathname } = useLocation();
  return <AccountPage tab={tabOf(pathname)} />;
}
