import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { createQueryClient } from '../app/lib/query/query-client.ts';

/** Where the app navigated to, for assertions on URLs. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen at a URL inside a router and a fresh query cache (no retries, like the app),
 * with every other path answered by a probe showing where the app went.
 */
export function renderAt({
  url,
  path,
  Component,
  queryClient = createQueryClient(),
}: {
  url: string;
  path: string;
  Component: ComponentType;
  /** A cache filled beforehand, as a page's loader leaves it. */
  queryClient?: QueryClient;
}) {
  function Screen() {
    return (
      <>
        <Component />
        <LocationProbe />
      </>
    );
  }
  const Stub = createRoutesStub([
    { path, Component: Screen },
    { path: '*', Component: LocationProbe },
  ]);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    ),
  };
}
