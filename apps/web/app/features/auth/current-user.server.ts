import type { CurrentUser } from '@cld/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { serverCall } from '../../lib/api/api.server.ts';
import { CURRENT_USER_KEY, fetchCurrentUser } from './current-user.ts';

/** Who the visitor of this request is, asked of the API with their cookie. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  // Without any cookie there is no session: most public page views need no call at all.
  if (!request.headers.get('cookie')) return null;
  return fetchCurrentUser({ context: serverCall(request) });
}

/**
 * Puts the current user in a server-side cache so the header renders the signed-in state in the
 * HTML. When the API cannot answer, the query stays empty and the browser asks again.
 */
export async function prefetchCurrentUser({
  queryClient,
  request,
}: {
  queryClient: QueryClient;
  request: Request;
}): Promise<void> {
  try {
    queryClient.setQueryData(CURRENT_USER_KEY, await getCurrentUser(request));
  } catch (error) {
    console.warn('Current user unavailable while rendering:', error);
  }
}
