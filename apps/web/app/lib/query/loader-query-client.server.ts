import { dehydrate } from '@tanstack/react-query';
import { serverQuery } from '../api/server-query.server.ts';
import { tsrQueries } from '../api/tsr-queries.ts';
import { createQueryClient } from './query-client.ts';

/**
 * A loader's own cache for one request: prefetch into it with the browser's query keys, then send
 * it along dehydrated so the page renders with data and the browser does not fetch it again.
 */
export function createLoaderQueries(request: Request) {
  const queryClient = createQueryClient();
  return {
    api: tsrQueries(queryClient),
    onServer: <TOptions extends object>(options: TOptions) => serverQuery(options, request),
    dehydrate: () => dehydrate(queryClient),
  };
}
