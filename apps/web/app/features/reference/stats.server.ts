import type { QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../lib/api/api.ts';
import { serverCall } from '../../lib/api/api.server.ts';
import { statsQuery } from './queries.ts';

/**
 * The directory's live figures, with whether it holds demo data, in the server-side cache: the site
 * frame says "demonstration" in the HTML. When the API cannot answer the query stays empty and the
 * browser asks again (prefetching never throws).
 */
export async function prefetchDirectoryStats({
  queryClient,
  request,
}: {
  queryClient: QueryClient;
  request: Request;
}): Promise<void> {
  await queryClient.prefetchQuery(
    apiQueryOptions((api) => api.reference.stats, statsQuery('home'), serverCall(request)),
  );
}
