import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { renderToaster } from '../auth/testing.tsx';

/**
 * A form inside a route (the forms read their action's answer) and a fresh query cache, with the
 * toast region mounted as in the root layout.
 */
export function renderForm(ui: ReactElement) {
  renderToaster();
  const queryClient = createQueryClient();
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Stub />
      </QueryClientProvider>,
    ),
  };
}

/** The toast showing this title: its variant says whether it is styled as a failure. */
export function toastWithTitle(title: string): HTMLElement | null {
  return screen.getByText(title).closest('[data-variant]');
}

/** A promise the test settles, to hold a request open while it looks at the pending form. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
