import type { LawyerActivity } from '@cld/contract/analytics';
import type { MyProfile } from '@cld/contract/my-profile';
import { ApiError, callApi, type CallContext } from '../../lib/api/api.ts';

/** Where the call goes (the server's context) and the query's abort signal. */
interface Call {
  context?: CallContext;
  signal?: AbortSignal;
}

export const MY_PROFILE_KEY = ['dashboard', 'my-profile'] as const;
export const MY_ACTIVITY_KEY = ['dashboard', 'activity'] as const;

/** The signed-in lawyer's profile, or `null` when there is none yet (create mode). */
export async function fetchMyProfile({ context, signal }: Call = {}): Promise<MyProfile | null> {
  try {
    return (await callApi((api) => api.myProfile.get, { fetchOptions: { signal } }, context)).body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// A lawyer's own data changes only through this dashboard, which updates the cache itself.
export function myProfileQueryOptions() {
  return {
    queryKey: MY_PROFILE_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMyProfile({ signal }),
  };
}

// Views and requests of the last 30 days: fresh enough for a minute.
export function myActivityQueryOptions() {
  return {
    queryKey: MY_ACTIVITY_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LawyerActivity> =>
      (await callApi((api) => api.analytics.myActivity, { fetchOptions: { signal } })).body,
    staleTime: 60_000,
  };
}
