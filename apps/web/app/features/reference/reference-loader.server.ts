import { createLoaderQueries } from '../../lib/query/loader-query-client.server.ts';
import { locationsQuery, practiceAreasQuery, statsQuery } from './queries.ts';

export type ReferenceList = 'practiceAreas' | 'locations' | 'stats';

/**
 * The loader of a public page that needs only reference lists: they are fetched on the server,
 * sent along dehydrated and already in the HTML, so the browser does not ask for them again.
 */
export async function loadReferenceLists(request: Request, lists: readonly ReferenceList[]) {
  const { prefetch, dehydrate } = createLoaderQueries(request);
  await Promise.all(
    lists.map((list) => {
      switch (list) {
        case 'practiceAreas':
          return prefetch((api) => api.reference.practiceAreas, practiceAreasQuery('home'));
        case 'locations':
          return prefetch((api) => api.reference.locations, locationsQuery('home'));
        case 'stats':
          return prefetch((api) => api.reference.stats, statsQuery('home'));
      }
    }),
  );
  return { dehydratedState: dehydrate() };
}
