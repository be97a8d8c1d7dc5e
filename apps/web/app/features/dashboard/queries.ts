import type { LawyerActivity } from '@cld/contract/analytics';
import type { Inquiry } from '@cld/contract/inquiries';
import type { MyProfile } from '@cld/contract/my-profile';
import type { tsr } from '../../lib/api/client.ts';

type Api = typeof tsr;
type CallArgs = Parameters<Api['myProfile']['get']['query']>[0];

export const MY_PROFILE_KEY = ['dashboard', 'my-profile'] as const;
export const MY_CONTACT_REQUESTS_KEY = ['dashboard', 'contact-requests'] as const;
export const MY_ACTIVITY_KEY = ['dashboard', 'activity'] as const;

/** The signed-in lawyer's profile, or `null` when there is none yet (create mode). */
export async function fetchMyProfile(api: Api, args: CallArgs = {}): Promise<MyProfile | null> {
  const result = await api.myProfile.get.query(args);
  if (result.status === 200) return result.body;
  if (result.status === 404) return null;
  throw result;
}

export async function fetchMyContactRequests(api: Api, args: CallArgs = {}): Promise<Inquiry[]> {
  const result = await api.myProfile.contactRequests.query(args);
  if (result.status === 200) return result.body;
  throw result;
}

const loadApi = () => import('../../lib/api/client.ts').then((module) => module.tsr);

// A lawyer's own data changes only through this dashboard, which updates the cache itself.
export function myProfileQueryOptions() {
  return {
    queryKey: MY_PROFILE_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      fetchMyProfile(await loadApi(), { fetchOptions: { signal } }),
  };
}

// New requests arrive from visitors: the list is asked for again when shown a minute later.
export function myContactRequestsQueryOptions() {
  return {
    queryKey: MY_CONTACT_REQUESTS_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      fetchMyContactRequests(await loadApi(), { fetchOptions: { signal } }),
    staleTime: 60_000,
  };
}

// Views and requests of the last 30 days: fresh enough for a minute.
export function myActivityQueryOptions() {
  return {
    queryKey: MY_ACTIVITY_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LawyerActivity> => {
      const api = await loadApi();
      const result = await api.analytics.myActivity.query({ fetchOptions: { signal } });
      if (result.status === 200) return result.body;
      throw result;
    },
    staleTime: 60_000,
  };
}
