import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from 'react-router';
import './app.css';
import { getEnv } from './config/env.server.ts';
import { SiteLayout } from './features/layout/site-layout.tsx';
import { ErrorScreen } from './features/not-found/error-screen.tsx';
import { NotFoundScreen } from './features/not-found/not-found-screen.tsx';
import { DEFAULT_LOCALE, getT } from './i18n/i18n.ts';
import { createQueryClient, getBrowserQueryClient } from './lib/query/query-client.ts';

export function loader() {
  return { publicOrigin: getEnv().PUBLIC_ORIGIN };
}

// The public origin never changes while the server runs: no need to ask again on navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE} className="scroll-smooth motion-reduce:scroll-auto">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The server renders every request with a fresh cache; the browser keeps one for the session.
  const [queryClient] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : getBrowserQueryClient(),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteLayout>
        <title>{getT()('notFound.metaTitle')}</title>
        <NotFoundScreen />
      </SiteLayout>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteLayout>
      <title>{getT()('error.metaTitle')}</title>
      <ErrorScreen />
    </SiteLayout>
  );
}
