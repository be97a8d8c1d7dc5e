import type { Lawyer } from '@cld/contract/lawyers';
import { regulatorLink } from '@cld/reference/regulators';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
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
import { lazyAfterFirstUse } from '../lib/deferred.ts';
import type { HelpBlockData } from '../features/help-now/index.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(profileMessages);

// "Need help now?" on a criminal or family lawyer's profile (issue 22). The profile is at its
// first-load budget (docs/performance.md), so the block's code and data arrive in chunks of their
// own. A loader that read the data has the code too, so the page renders it at once (the server's
// HTML has it, with or without JavaScript); a hydrating page keeps that HTML until the chunk is in.
// The block alone is its own small chunk: a hydrating profile loads it, not the help page.
const helpNow = () => import('../features/help-now/index.ts');
const helpBlock = () => import('../features/help-now/help-block.tsx');
let loadedHelpBlock: Awaited<ReturnType<typeof helpBlock>>['HelpBlock'] | undefined;
// On a first load its script comes after the page's (lib/deferred.ts): the block is links.
const LazyHelpBlock = lazyAfterFirstUse(() => helpBlock().then((module) => module.HelpBlock));

async function helpBlockFor(lawyer: Lawyer, locale: string) {
  const [{ isUrgentArea, loadHelpBlock }, block] = await Promise.all([helpNow(), helpBlock()]);
  loadedHelpBlock = block.HelpBlock;
  return isUrgentArea(lawyer.practiceArea, ...lawyer.practiceAreas)
    ? loadHelpBlock(lawyer.province, locale)
    : null;
}

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
      helpBlock: await helpBlockFor(body, locale),
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
    const [provinceHelp, areaSummary, helpBlock] = await Promise.all([
      loadProvinceHelp(body.province, locale),
      loadAreaSummary(body.practiceArea, locale),
      helpBlockFor(body, locale),
    ]);
    return { dehydratedState: null, lawyer: body, provinceHelp, areaSummary, helpBlock };
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
  const { listing } = lawyer;
  if (listing && !listing.completed) {
    // Only the register's data: no experience, no invented firm, no structured data (issue 39).
    return pageMeta({
      t,
      title: t('profile.metaTitle', {
        name: lawyer.name,
        practiceArea,
        city: names.city(lawyer.city),
        province: lawyer.province,
      }),
      description: t('profile.registerMetaDescription', {
        name: lawyer.name,
        city: names.city(lawyer.city),
        province: provinceName,
        regulator: regulatorLink(listing.regulator)?.name ?? listing.regulator,
        date: listing.registerDate,
      }),
      path,
      origin,
      type: 'profile',
    });
  }
  return pageMeta({
    t,
    title: t('profile.metaTitle', {
      name: lawyer.name,
      practiceArea,
      city: names.city(lawyer.city),
      province: lawyer.province,
    }),
    description: t('profile.metaDescription', {
      name: lawyer.name,
      firm: firmName,
      practiceArea,
      city: names.city(lawyer.city),
      province: provinceName,
      experience: t('profile.experienceInSentence', { count: lawyer.experience }),
    }),
    path,
    origin,
    type: 'profile',
    structuredData: [lawyerSchema({ lawyer, url: `${origin}${path}`, firmName, provinceName })],
  });
}

function ProfileHelpBlock({ data }: { data: HelpBlockData }) {
  const HelpBlock = loadedHelpBlock ?? LazyHelpBlock;
  return (
    <Suspense fallback={null}>
      <HelpBlock data={data} />
    </Suspense>
  );
}

export default function LawyerProfileRoute({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.lawyer || !loaderData.provinceHelp) return <LawyerNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfilePage
        id={params.id}
        provinceHelp={loaderData.provinceHelp}
        areaSummary={loaderData.areaSummary}
        help={loaderData.helpBlock && <ProfileHelpBlock data={loaderData.helpBlock} />}
      />
    </HydrationBoundary>
  );
}
