import { Suspense } from 'react';
import { lazyWhenRendered } from '../../lib/deferred.ts';
import type { ErrorKind } from './error-kinds.ts';

/*
 * The error and not-found screens are rendered by few pages: their code loads when one is shown
 * (the server renders them in place), so it is not part of every page's first load.
 */
const LazyErrorScreen = lazyWhenRendered(() =>
  import('./error-screen.tsx').then((module) => module.ErrorScreen),
);
const LazyNotFoundScreen = lazyWhenRendered(() =>
  import('./not-found-screen.tsx').then((module) => module.NotFoundScreen),
);

/** Shown when a page fails in a way the page itself does not handle. */
export function ErrorScreen({ kind }: { kind?: ErrorKind }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen kind={kind} />
    </Suspense>
  );
}

/** A page that does not exist. */
export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundScreen />
    </Suspense>
  );
}
