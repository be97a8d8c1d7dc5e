import type { ClientBooking, SavedLawyer, SentRequest } from '@cld/contract/client-space';
import type { Locale } from '../../i18n/i18n.ts';
import { callApi, type CallContext } from '../../lib/api/api.ts';

/**
 * Under `dashboard`: one account's own data, dropped with the dashboard's when the signed-in user
 * changes (features/auth/current-user.ts).
 */
export const SENT_REQUESTS_KEY = ['dashboard', 'my-space', 'requests'] as const;
export const BOOKINGS_KEY = ['dashboard', 'my-space', 'bookings'] as const;
export const SAVED_LAWYERS_KEY = ['dashboard', 'my-space', 'saved-lawyers'] as const;

interface Call {
  context?: CallContext;
  signal?: AbortSignal;
}

export async function fetchSentRequests({ context, signal }: Call = {}): Promise<SentRequest[]> {
  const args = { fetchOptions: { signal } };
  return (await callApi((api) => api.clientSpace.mySentRequests, args, context)).body;
}

export async function fetchSavedLawyers({ context, signal }: Call = {}): Promise<SavedLawyer[]> {
  const args = { fetchOptions: { signal } };
  return (await callApi((api) => api.clientSpace.savedLawyers, args, context)).body;
}

// Replies arrive from lawyers: the list is asked for again when shown a minute later.
export function sentRequestsQueryOptions() {
  return {
    queryKey: SENT_REQUESTS_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSentRequests({ signal }),
    staleTime: 60_000,
  };
}

/** Only this account changes its saved lawyers: the list stays fresh until it does. */
export function savedLawyersQueryOptions() {
  return {
    queryKey: SAVED_LAWYERS_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSavedLawyers({ signal }),
    staleTime: 5 * 60_000,
  };
}

/** The person's bookings, their times and addresses written by the server in `locale`. */
export async function fetchBookings({
  context,
  signal,
  locale,
}: Call & { locale: Locale }): Promise<ClientBooking[]> {
  const args = { query: { locale }, fetchOptions: { signal } };
  return (await callApi((api) => api.clientSpace.myBookings, args, context)).body;
}

// A lawyer may cancel: the list is asked for again when shown a minute later.
export function bookingsQueryOptions(locale: Locale) {
  return {
    queryKey: [...BOOKINGS_KEY, locale] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchBookings({ signal, locale }),
    staleTime: 60_000,
  };
}
