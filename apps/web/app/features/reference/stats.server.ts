import type { QueryClient } from '@tanstack/react-query';
import { serverQuery } from '../../lib/api/server-query.server.ts';
import { tsrQueries } from '../../lib/api/tsr-queries.ts';
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
  await tsrQueries(queryClient).reference.stats.prefetchQuery(
    serverQuery(statsQuery('home'), request),
  );
}
