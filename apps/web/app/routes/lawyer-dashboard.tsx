import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { CURRENT_USER_KEY, currentUserQueryOptions, signInFor } from '../features/auth/index.ts';
import { getCurrentUser } from '../features/auth/index.server.ts';
import { prefetchDashboard } from '../features/dashboard/index.server.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { accountsMessages } from '../i18n/namespaces.ts';
import { redirect } from '../lib/links/index.ts';
import { createQueryClient, getBrowserQueryClient } from '../lib/query/query-client.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/lawyer-dashboard.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(accountsMessages);

// Signed-out visitors are sent to the portal by the server, before any of the page is sent, and
// come back to the page they asked for.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(request, signInFor(request, '/lawyer-auth'));
  // A customer has no dashboard: their requests, replies and saved lawyers are in their space.
  if (user.role === 'client') throw redirect(request, '/my-space');
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  await prefetchDashboard({ queryClient, request, user });
  return { dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await getBrowserQueryClient().ensureQueryData(currentUserQueryOptions());
  if (!user) throw redirect(request, signInFor(request, '/lawyer-auth'));
  if (user.role === 'client') throw redirect(request, '/my-space');
  return { dehydratedState: null };
}

// The dashboard shows one account's data: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('accounts.dashboard.metaTitle'), args);
}

export default function LawyerDashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DashboardPage />
    </HydrationBoundary>
  );
}
