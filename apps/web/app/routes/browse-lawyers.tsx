import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { HydrationBoundary } from '@tanstack/react-query';
import {
  BrowsePage,
  EMPTY_BROWSE_STATE,
  parseBrowseParams,
  toBrowseSearchParams,
  toLawyerSearchRequest,
} from '../features/browse/index.ts';
import { browseNoResultsCard } from '../features/browse/index.server.ts';
import { lawyerSearchQuery } from '../features/lawyers/index.ts';
import { citiesQuery, locationsQuery, practiceAreasQuery } from '../features/reference/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import type { Route } from './+types/browse-lawyers.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages();

export async function loader({ request }: Route.LoaderArgs) {
  const state = parseBrowseParams(new URL(request.url).searchParams);
  const { prefetch, cached, dehydrate } = createLoaderQueries(request);
  const search = lawyerSearchQuery(toLawyerSearchRequest(state));
  await Promise.all([
    prefetch((api) => api.reference.practiceAreas, practiceAreasQuery('browse')),
    prefetch((api) => api.reference.locations, locationsQuery('browse')),
    state.province
      ? prefetch(
          (api) => api.reference.cities,
          citiesQuery({ province: state.province, page: 'browse' }),
        )
      : undefined,
    prefetch((api) => api.lawyers.search, search),
  ]);
  // A search that finds nobody: the card's text is written here, so the browser needs no code or
  // strings beyond browse's own to show it (decision 021).
  const noResults = await browseNoResultsCard(
    state,
    cached<{ body: LawyerSearchResult }>(search.queryKey)?.body,
    requestLocale(request),
  );
  return { dehydratedState: dehydrate(), noResults };
}

// In the browser the page reads its queries from the session cache (fetching what is missing),
// so changing a filter does not go through the web server.
export function clientLoader() {
  return { dehydratedState: null, noResults: null };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  // Each filtered list is its own page; paging, sorting and layout are not, nor a visitor's
  // position ("near me" is nobody else's page, and the head of a page never carries it).
  const state = parseBrowseParams(new URLSearchParams(location.search));
  const filters = toBrowseSearchParams({
    ...state,
    lat: null,
    lng: null,
    radius: state.lat === null ? state.radius : 0,
    sort: EMPTY_BROWSE_STATE.sort,
    view: EMPTY_BROWSE_STATE.view,
    page: 1,
  }).toString();
  return pageMeta({
    t,
    title: t('browse.metaTitle'),
    description: t('browse.metaDescription'),
    path: filters ? `/browse-lawyers?${filters}` : '/browse-lawyers',
    origin: publicOriginFrom(matches),
  });
}

export default function BrowseLawyersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BrowsePage noResults={loaderData.noResults} />
    </HydrationBoundary>
  );
}
