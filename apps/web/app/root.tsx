import { HydrationBoundary, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { getEnv } from './config/env.server.ts';
import { prefetchCurrentUser } from './features/auth/index.server.ts';
import { prefetchDirectoryStats } from './features/reference/index.server.ts';
import {
  ConsentChoices,
  ConsentProvider,
  type ThirdPartyConfig,
  ThirdPartyScripts,
} from './features/consent/index.ts';
import { SiteLayout, SiteToaster } from './features/layout/index.ts';
import {
  ERROR_MESSAGES,
  ErrorScreen,
  errorKindOf,
  NotFoundScreen,
} from './features/not-found/index.ts';
import { DEFAULT_LOCALE, LocaleContext, requestLocale, useT } from './i18n/i18n.ts';
import { languageOffer } from './i18n/language-offer.server.ts';
import { REGIONAL_LOCALES } from './i18n/locale.ts';
import { usePageViews } from './lib/analytics/use-page-views.ts';
import { urlProblem } from './lib/http/url-problem.ts';
import { createRequestQueryClient, getBrowserQueryClient } from './lib/query/query-client.ts';
import { readConsent } from './lib/consent/consent.ts';
import { useNonce } from './lib/security/nonce.ts';
import { useEarlyTapsDone } from './lib/early-taps.ts';
import { SiteStylesheet } from './lib/styles/site-stylesheet.tsx';

// The current user comes with the HTML so the header shows the signed-in state from the start, and
// the directory's figures so the frame says whether its lawyers are the fictional demo.
export async function loader({ request }: Route.LoaderArgs) {
  // A malformed address (bad percent-encoding, NUL) is the visitor's error: 400, not a failed page.
  const url = new URL(request.url);
  if (urlProblem(url.pathname + url.search)) throw data(null, { status: 400 });
  const queryClient = createRequestQueryClient();
  await Promise.all([
    prefetchCurrentUser({ queryClient, request }),
    prefetchDirectoryStats({ queryClient, request }),
  ]);
  const env = getEnv();
  const thirdParty: ThirdPartyConfig = {
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL ?? null,
    adsense: env.ADSENSE_CLIENT_ID
      ? { client: env.ADSENSE_CLIENT_ID, slots: env.ADSENSE_SLOTS }
      : null,
  };
  const dehydratedState = dehydrate(queryClient);
  queryClient.clear();
  const locale = requestLocale(request);
  return {
    // The page's language: every component reads it from LocaleContext, meta from here.
    locale,
    // The other language, when the visitor's choice or browser prefers it (issue 19).
    languageOffer: languageOffer(
      locale,
      request.headers.get('cookie'),
      request.headers.get('accept-language'),
    ),
    publicOrigin: env.PUBLIC_ORIGIN,
    // Who runs the site (configuration, decision 019): the contact, privacy and terms pages name them.
    siteOperator: env.siteOperator,
    // Whether the demo notice links to the demo's mailbox (DESIGN §8.5; never in a deployment).
    demoMailbox: env.demoMailbox,
    currentYear: new Date().getUTCFullYear(),
    dehydratedState,
    // The visitor's privacy choices come with the page, so it renders the right state at once.
    consent: readConsent(request.headers.get('cookie')),
    thirdParty,
  };
}

// The public origin never changes while the server runs, and the browser's cache follows sign-in
// and sign-out itself: no need to ask again on navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The server renders every request with a fresh cache; the browser keeps one for the session.
  const [queryClient] = useState(() =>
    typeof window === 'undefined' ? createRequestQueryClient() : getBrowserQueryClient(),
  );
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  useEarlyTapsDone();
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={REGIONAL_LOCALES[locale]} className="scroll-smooth motion-reduce:scroll-auto">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <SiteStylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <LocaleContext.Provider value={locale}>
          {/* Here rather than in App, so the error screens' header knows the user too. */}
          <ConsentProvider initial={rootData?.consent ?? null} thirdParty={rootData?.thirdParty}>
            {/* Before the page (it stays drawn at the bottom): first in the keyboard's order, so
                nobody tabs through controls hidden beneath it (issue 22). */}
            <ConsentChoices />
            <QueryClientProvider client={queryClient}>
              <HydrationBoundary state={rootData?.dehydratedState}>{children}</HydrationBoundary>
            </QueryClientProvider>
            <ThirdPartyScripts />
          </ConsentProvider>
          <SiteToaster />
        </LocaleContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The core only: it is loaded before any render, on the server and in the browser.
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout>
        <title>{t('notFound.metaTitle')}</title>
        <NotFoundScreen />
      </SiteLayout>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const kind = errorKindOf(isRouteErrorResponse(error) ? error.status : undefined);
  return (
    <SiteLayout>
      <title>{t(`${ERROR_MESSAGES[kind]}.metaTitle`)}</title>
      <ErrorScreen kind={kind} />
    </SiteLayout>
  );
}
