import { HydrationBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LawyerPortalPage, oauthConfigQuery } from '../features/auth/index.ts';
import {
  portalRegisterAction,
  returnToOfRequest,
  signInAction,
} from '../features/auth/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { accountsMessages } from '../i18n/namespaces.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import { englishPath } from '../i18n/paths.ts';
import type { Route } from './+types/lawyer-auth.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(accountsMessages);

export async function loader({ request }: Route.LoaderArgs) {
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await prefetch((api) => api.auth.oauthConfig, oauthConfigQuery());
  return { dehydratedState: dehydrate() };
}

const tabOf = (pathname: string) =>
  englishPath(pathname).startsWith('/lawyer-auth/register') ? 'register' : 'login';

/**
 * The portal's sign-in and short registration posted without JavaScript: signed in or registered,
 * the lawyer lands on the page of `?returnTo=` (a path of this site only) or the dashboard, as
 * with JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const redirectTo = returnToOfRequest(request, formData, '/lawyer-dashboard');
  return tabOf(new URL(request.url).pathname) === 'register'
    ? portalRegisterAction({ request, formData, redirectTo })
    : signInAction({ request, formData, redirectTo });
}

export function clientLoader() {
  return { dehydratedState: null };
}

// Sign-in pages are personal: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('accounts.portal.metaTitle'), args);
}

export default function LawyerAuthRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LawyerPortalPage tab={tabOf(pathname)} />
    </HydrationBoundary>
  );
}
