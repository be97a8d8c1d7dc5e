import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { CURRENT_USER_KEY, currentUserQueryOptions, signInFor } from '../features/auth/index.ts';
import { getCurrentUser } from '../features/auth/index.server.ts';
import { ClientSpacePage } from '../features/client-space/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { clientSpaceMessages } from '../i18n/namespaces.ts';
import { redirect } from '../lib/links/index.ts';
import { createQueryClient, getBrowserQueryClient } from '../lib/query/query-client.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/my-space.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(clientSpaceMessages);

// Signed-out visitors are sent to sign in by the server, before any of the page is sent, and come
// back to this page with its query (a tab).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(request, signInFor(request));
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return { dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await getBrowserQueryClient().ensureQueryData(currentUserQueryOptions());
  if (!user) throw redirect(request, signInFor(request));
  return { dehydratedState: null };
}

// The space shows one account's data: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('clientSpace.metaTitle'), args);
}

export default function MySpaceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ClientSpacePage />
    </HydrationBoundary>
  );
}
