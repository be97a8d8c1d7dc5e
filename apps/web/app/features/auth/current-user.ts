import type { CurrentUser } from '@cld/contract/auth';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, callApi, type CallContext } from '../../lib/api/api.ts';

/** Spec §7: the current user is fresh for 5 minutes and never retried. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** Queries whose answer depends on who is signed in: cleared when that changes. */
const PERSONAL_QUERY_KEYS = [['lawyers'], ['dashboard']] as const;

/** The signed-in user, or `null` for a visitor (the API's 401); any other failure throws. */
export async function fetchCurrentUser({
  context,
  signal,
}: { context?: CallContext; signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    return (await callApi((api) => api.auth.user, { fetchOptions: { signal } }, context)).body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return {
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentUser({ signal }),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  };
}

/** `undefined` while not known yet (the header shows a placeholder), then the user or `null`. */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useQuery(currentUserQueryOptions()).data;
}

/**
 * Records who is signed in now. A lawyer's email is only sent to signed-in viewers, and the
 * dashboard belongs to one account, so those answers are dropped rather than shown to the next one.
 */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  for (const queryKey of PERSONAL_QUERY_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** "Firstname", or "Account" when the account has no first name. */
export function displayNameOf(user: CurrentUser, fallback: string): string {
  return user.firstName.trim() || fallback;
}
