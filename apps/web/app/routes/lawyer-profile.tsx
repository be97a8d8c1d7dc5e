import type { Lawyer } from '@cld/contract/lawyers';
import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import {
  firmNameOf,
  LawyerNotFound,
  loadAreaSummary,
  loadProvinceHelp,
  ProfilePage,
} from '../features/profile/index.ts';
import { lawyerQuery } from '../features/lawyers/index.ts';
import { namesIn } from '../features/reference/index.ts';
import { lawyerReviewsQuery, reviewsPageFrom } from '../features/reviews/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import { profileMessages } from '../i18n/namespaces.ts';
import { ApiError, apiQueryOptions } from '../lib/api/api.ts';
import { pageErrorFrom } from '../lib/api/upstream-status.server.ts';
import { createLoaderQueries } from '../lib/query/loader-query-client.server.ts';
import { getBrowserQueryClient } from '../lib/query/query-client.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import { lawyerSchema } from '../lib/seo/structured-data.ts';
import type { Route } from './+types/lawyer-profile.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(profileMessages);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { fetchQuery, prefetch, dehydrate, clear } = createLoaderQueries(request);
  const reviewsPage = reviewsPageFrom(new URL(request.url).searchParams);
  try {
    // The page of reviews travels with the profile, so the HTML carries them (without JavaScript
    // too) and the browser does not ask again. Read beside the lawyer; if the API fails (5xx), the
    // profile still renders and the browser tries the reviews itself; a refusal (4xx) becomes the
    // page's status, as for any of a loader's reads.
    const [{ body }] = await Promise.all([
      fetchQuery((api) => api.lawyers.getById, lawyerQuery(params.id)),
      /^\d+$/.test(params.id)
        ? prefetch((api) => api.reviews.list, lawyerReviewsQuery(Number(params.id), reviewsPage))
        : undefined,
    ]);
    const locale = requestLocale(request);
    return {
      dehydratedState: dehydrate(),
      lawyer: body,
      provinceHelp: await loadProvinceHelp(body.province, locale),
      areaSummary: await loadAreaSummary(body.practiceArea, locale),
    };
  } catch (error) {
    clear();
    // A real 404 status, so search engines drop a removed profile.
    if (error instanceof ApiError && error.status === 404)
      return data({ dehydratedState: null, lawyer: null, provinceHelp: null }, { status: 404 });
    throw pageErrorFrom(error);
  }
}

// In the browser the title and structured data still need the lawyer, so wait for it (from the
// session cache when it is there). The typed client loads with the first navigation that needs it.
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const query = apiQueryOptions((api) => api.lawyers.getById, lawyerQuery(params.id));
  try {
    const { body } = await getBrowserQueryClient().ensureQueryData(query);
    const locale = requestLocale(request);
    const [provinceHelp, areaSummary] = await Promise.all([
      loadProvinceHelp(body.province, locale),
      loadAreaSummary(body.practiceArea, locale),
    ]);
    return { dehydratedState: null, lawyer: body, provinceHelp, areaSummary };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { dehydratedState: null, lawyer: null, provinceHelp: null };
    }
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const t = routeT(locale);
  const lawyer: Lawyer | null | undefined = loaderData?.lawyer;
  if (!lawyer)
    return [{ title: t('profile.notFound.metaTitle') }, { name: 'robots', content: 'noindex' }];
  const origin = publicOriginFrom(matches);
  const path = `/lawyer/${lawyer.id}`;
  const names = namesIn(locale);
  const provinceName = names.province(lawyer.province);
  const practiceArea = names.practiceArea(lawyer.practiceArea);
  const firmName = firmNameOf(lawyer, t);
  return pageMeta({
    t,
    title: t('profile.metaTitle', {
      name: lawyer.name,
      practiceArea,
      city: lawyer.city,
      province: lawyer.province,
    }),
    description: t('profile.metaDescription', {
      name: lawyer.name,
      firm: firmName,
      practiceArea,
      city: lawyer.city,
      province: provinceName,
      experience: lawyer.experience,
    }),
    path,
    origin,
    type: 'profile',
    structuredData: [lawyerSchema({ lawyer, url: `${origin}${path}`, firmName, provinceName })],
  });
}

export default function LawyerProfileRoute({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.lawyer || !loaderData.provinceHelp) return <LawyerNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfilePage
        id={params.id}
        provinceHelp={loaderData.provinceHelp}
        areaSummary={loaderData.areaSummary}
      />
    </HydrationBoundary>
  );
}
