import { HydrationBoundary } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { HomePage } from '../features/home/index.ts';
import { metaLocale, routeMessages, useLocale } from '../i18n/i18n.ts';
import { findPracticeAreaIn } from '../features/reference/index.ts';
import { homeMessages } from '../i18n/namespaces.ts';
import { pageMeta, publicOriginFrom } from '../lib/seo/meta.ts';
import { websiteSchema } from '../lib/seo/structured-data.ts';
import { loadReferenceLists } from '../features/reference/index.server.ts';
import type { Route } from './+types/home.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(homeMessages);

export function loader({ request }: Route.LoaderArgs) {
  return loadReferenceLists(request, ['practiceAreas', 'locations', 'stats']);
}

export function clientLoader() {
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  const origin = publicOriginFrom(matches);
  return pageMeta({
    t,
    title: t('home.metaTitle'),
    description: t('home.metaDescription'),
    keywords: t('home.metaKeywords'),
    path: '/',
    origin,
    structuredData: [websiteSchema({ origin, name: t('site.name') })],
  });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const locale = useLocale();
  // The footer's links (`/?practiceArea=Family Law`, or its slug or French name) pre-select a
  // practice area: the select's values are the directory's English names.
  const requested = searchParams.get('practiceArea') ?? '';
  const practiceArea = requested ? (findPracticeAreaIn(locale, requested)?.name ?? requested) : '';
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage initialPracticeArea={practiceArea} />
    </HydrationBoundary>
  );
}
