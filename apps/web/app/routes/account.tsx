import { HydrationBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { AccountPage } from '../features/auth/index.ts';
import {
  accountRegisterAction,
  returnToOfRequest,
  signInAction,
} from '../features/auth/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { accountsMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import { englishPath } from '../i18n/paths.ts';
import type { Route } from './+types/account.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(accountsMessages);

const tabOf = (pathname: string) =>
  englishPath(pathname).startsWith('/auth/register') ? 'register' : 'login';

// Sign-in pages are personal: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const t = routeT(metaLocale(args.matches));
  const title =
    tabOf(args.location.pathname) === 'register'
      ? t('accounts.account.registerMetaTitle')
      : t('accounts.account.loginMetaTitle');
  return privatePageMeta(title, args);
}

/**
 * Sign-in and registration posted without JavaScript (with it, the forms call the API
 * themselves): validated with the contract's schemas, the API's session cookie passed on with the
 * redirect to the page of `?returnTo=` (a path of this site only), or home
 * (features/auth/sign-in-action.server.ts, register-action.server.ts, return-to.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const redirectTo = returnToOfRequest(request, formData, '/');
  return tabOf(new URL(request.url).pathname) === 'login'
    ? signInAction({ request, formData, redirectTo })
    : accountRegisterAction({ request, formData, redirectTo });
}

export default function AccountRoute({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The posted province's cities, for the registration sent back without JavaScript.
  const dehydratedState =
    actionData && 'dehydratedState' in actionData ? actionData.dehydratedState : undefined;
  return (
    <HydrationBoundary state={dehydratedState}>
      <AccountPage tab={tabOf(pathname)} />
    </HydrationBoundary>
  );
}
