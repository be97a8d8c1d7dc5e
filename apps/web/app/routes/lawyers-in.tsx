import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import {
  PlacePage,
  placeCrumbs,
  type Place,
  cityPracticeAreasQuery,
  placeLawyersQuery,
} from '../features/places/index.ts';
import { loadNearbyCities } from '../features/places/index.server.ts';
import { HelpBlock, isUrgentArea, loadHelpBlock } from '../features/help-now/index.ts';
import { findProvinceBySlug, placePath } from '../lib/places/place-paths.ts';
import { serverCall } from '../lib/api/api.server.ts';
import { citiesQuery } from '../features/reference/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { englishParams } from '../i18n/paths.ts';
import { placesMessages } from '../i18n/namespaces.ts';
import { cityNameIn, practiceAreaNameIn, provinceNameIn } from '@cld/content/labels';
import { slugify } from '@cld/content/text-folding';
import { pageErrorFrom } from '../lib/api/upstream-status.server.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import { breadcrumbSchema } from '../lib/seo/structured-data.ts';
import type { Route } from './+types/lawyers-in.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(placesMessages);

const notFound = () => data(null, { status: 404 });

/**
 * A province, a city of it with lawyers, or a practice area that city's lawyers practise; any other
 * address is a real 404, so no empty page is ever indexed.
 */
export async function loader({ request, params: pageParams }: Route.LoaderArgs) {
  // A French page's words (`colombie-britannique`, `droit-de-la-famille`) read as the English slugs.
  const params = englishParams(pageParams, requestLocale(request));
  if (!params) throw notFound();
  const province = findProvinceBySlug(params.province);
  if (!province) throw notFound();
  const queries = createLoaderQueries(request);
  try {
    return await loadPlace(queries, province, params, request);
  } catch (error) {
    queries.clear();
    throw pageErrorFrom(error);
  }
}

async function loadPlace(
  { fetchQuery, dehydrate }: ReturnType<typeof createLoaderQueries>,
  province: NonNullable<ReturnType<typeof findProvinceBySlug>>,
  params: Route.LoaderArgs['params'],
  request: Request,
) {
  const locale = requestLocale(request);
  const { body: cities } = await fetchQuery(
    (api) => api.reference.cities,
    citiesQuery({ province: province.code, page: 'browse' }),
  );
  let city: string | null = null;
  let area: Place['area'] = null;
  if (params.city) {
    city = cities.find((row) => slugify(row.city) === params.city)?.city ?? null;
    if (!city) throw notFound();
    const { body: areas } = await fetchQuery(
      (api) => api.reference.cityPracticeAreas,
      cityPracticeAreasQuery({ province: province.code, city }),
    );
    if (params.practiceArea) {
      const row = areas.find((candidate) => candidate.slug === params.practiceArea);
      if (!row) throw notFound();
      area = { slug: row.slug, name: row.name, label: practiceAreaNameIn(locale, row.slug) };
    }
  }
  const [{ body: lawyers }, nearbyCities] = await Promise.all([
    fetchQuery(
      (api) => api.lawyers.search,
      placeLawyersQuery({
        province: province.code,
        city: city ?? undefined,
        practiceArea: area?.name,
      }),
    ),
    // Written into the page by the server; none when the API cannot tell.
    city ? loadNearbyCities(serverCall(request), { province: province.code, city }) : [],
  ]);
  if (lawyers.total === 0) throw notFound();
  // Criminal and family law: 911, duty counsel and legal aid of the province (issue 22).
  const helpBlock = isUrgentArea(area?.slug) ? await loadHelpBlock(province.code, locale) : null;
  const place: Place = {
    // Names in the page's language (decision 028); the area's `name` stays the API's key.
    province: { code: province.code, name: provinceNameIn(locale, province.code) },
    city,
    ...(city ? { cityLabel: cityNameIn(locale, city) } : {}),
    area,
    total: lawyers.total,
    cities: cities.length,
    nearbyCities,
  };
  return { place, helpBlock, dehydratedState: dehydrate() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  if (!loaderData) return [{ title: t('notFound.metaTitle') }];
  const { place } = loaderData;
  const origin = publicOriginFrom(matches);
  const names = {
    province: place.province.name,
    city: place.cityLabel ?? place.city ?? '',
    area: place.area?.label ?? place.area?.name ?? '',
    count: place.total,
    cities: place.cities,
  };
  const level = place.area ? 'area' : place.city ? 'city' : 'province';
  return pageMeta({
    t,
    title: t(`places.${level}.metaTitle`, names),
    description: t(`places.${level}.metaDescription`, names),
    path: placePath({
      province: place.province.code,
      city: place.city ?? undefined,
      practiceArea: place.area?.slug,
    }),
    origin,
    structuredData: [breadcrumbSchema({ origin, crumbs: placeCrumbs(place, t('places.home')) })],
  });
}

export default function LawyersInRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PlacePage
        place={loaderData.place}
        help={loaderData.helpBlock && <HelpBlock data={loaderData.helpBlock} />}
      />
    </HydrationBoundary>
  );
}
