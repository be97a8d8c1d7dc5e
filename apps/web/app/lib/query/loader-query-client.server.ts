import { dehydrate } from '@tanstack/react-query';
import { serverQuery } from '../api/server-query.server.ts';
import { tsrQueries } from '../api/tsr-queries.ts';
import { isUpstreamClientError, pageErrorFrom } from '../api/upstream-status.server.ts';
import { createRequestQueryClient } from './query-client.ts';

/**
 * A loader's own cache for one request: prefetch into it with the browser's query keys, then send
 * it along dehydrated so the page renders with data and the browser does not fetch it again.
 *
 * `dehydrate()` is the loader's last step: a prefetch the API refused as a bad request (4xx) makes
 * the page answer with that status instead of a page of empty results, and the cache is emptied,
 * so nothing of this request's data is kept once its document is written.
 */
export function createLoaderQueries(request: Request) {
  const queryClient = createRequestQueryClient();
  return {
    api: tsrQueries(queryClient),
    onServer: <TOptions extends object>(options: TOptions) => serverQuery(options, request),
    dehydrate: () => {
      const refused = queryClient
        .getQueryCache()
        .getAll()
        .find((query) => isUpstreamClientError(query.state.error));
      if (refused) {
        queryClient.clear();
        throw pageErrorFrom(refused.state.error);
      }
      const state = dehydrate(queryClient);
      queryClient.clear();
      return state;
    },
    /** Empties the cache when a loader gives up before `dehydrate()` (a 404, say). */
    clear: () => queryClient.clear(),
  };
}
