import type { CurrentUser } from '@cld/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { serverCall } from '../../lib/api/api.server.ts';
import { fetchMyContactRequests, MY_CONTACT_REQUESTS_KEY } from '../inquiries/index.ts';
import { fetchMyProfile, MY_PROFILE_KEY } from './queries.ts';

/** The lawyer's profile and requests, asked of the API with the visitor's cookie. */
export async function prefetchDashboard({
  queryClient,
  request,
  user,
}: {
  queryClient: QueryClient;
  request: Request;
  user: CurrentUser;
}): Promise<void> {
  // Only lawyers have a profile; other accounts see the settings tab.
  if (user.role !== 'lawyer') return;
  const context = serverCall(request);
  // What fails here is left out of the cache: the browser asks again and shows its own error.
  const [profile, requests] = await Promise.allSettled([
    fetchMyProfile({ context }),
    fetchMyContactRequests({ context }),
  ]);
  if (profile.status === 'fulfilled') queryClient.setQueryData(MY_PROFILE_KEY, profile.value);
  if (requests.status === 'fulfilled') {
    queryClient.setQueryData(MY_CONTACT_REQUESTS_KEY, requests.value);
  }
}
