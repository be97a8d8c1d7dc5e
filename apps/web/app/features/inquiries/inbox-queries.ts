import type { Inquiry } from '@cld/contract/inquiries';
import { callApi, type CallContext } from '../../lib/api/api.ts';

/** Under `dashboard`: the lawyer's own requests are dropped with the dashboard when the user changes. */
export const MY_CONTACT_REQUESTS_KEY = ['dashboard', 'contact-requests'] as const;

/** Where the call goes (the server's context) and the query's abort signal. */
interface Call {
  context?: CallContext;
  signal?: AbortSignal;
}

export async function fetchMyContactRequests({ context, signal }: Call = {}): Promise<Inquiry[]> {
  const args = { fetchOptions: { signal } };
  return (await callApi((api) => api.myProfile.contactRequests, args, context)).body;
}

// New requests arrive from visitors: the list is asked for again when shown a minute later.
export function myContactRequestsQueryOptions() {
  return {
    queryKey: MY_CONTACT_REQUESTS_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMyContactRequests({ signal }),
    staleTime: 60_000,
  };
}
