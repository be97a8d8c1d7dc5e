import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { apiQueryOptions, type ApiQuery, type Endpoint } from '../api/api.ts';
import { serverCall } from '../api/api.server.ts';
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
  const context = serverCall(request);
  return {
    /** Fills the cache; a failure stays in it for `dehydrate()` to judge. */
    prefetch: <TArgs, TResponse extends { status: number; body: unknown }>(
      endpoint: Endpoint<TArgs, TResponse>,
      query: ApiQuery<NoInfer<TArgs>>,
    ) => queryClient.prefetchQuery(apiQueryOptions(endpoint, query, context)),
    /** What a prefetch left in the cache (nothing when it failed). */
    cached: <TData>(queryKey: QueryKey) => queryClient.getQueryData<TData>(queryKey),
    /** Fills the cache and answers with the data the loader needs itself; a failure throws. */
    fetchQuery: <TArgs, TResponse extends { status: number; body: unknown }>(
      endpoint: Endpoint<TArgs, TResponse>,
      query: ApiQuery<NoInfer<TArgs>>,
    ) => queryClient.fetchQuery(apiQueryOptions(endpoint, query, context)),
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
