import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { requireAdmin } from '../features/admin/index.server.ts';
import { AdminLayout } from '../features/admin/index.ts';
import { CURRENT_USER_KEY } from '../features/auth/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { adminMessages } from '../i18n/namespaces.ts';
import { createQueryClient } from '../lib/query/query-client.ts';
import type { Route } from './+types/admin.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(adminMessages);

// Checked on the server on every visit (no clientLoader): visitors go to sign in, other
// accounts get the not-found page. The sections load their data in the browser.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return { dehydratedState: dehydrate(queryClient) };
}

// Personal data of many people: never stored by any cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: routeT(metaLocale(matches))('admin.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </HydrationBoundary>
  );
}
