import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server.ts';
import { loadEverywhere } from '../app/i18n/namespace.ts';
import { ALL_NAMESPACES } from '../app/i18n/namespaces.ts';
// The French tables, as the server has them (a French page's layout brings them in the browser).
import '../app/i18n/french.server.ts';
import { setFirstUseForTests } from '../app/lib/deferred.ts';

// Every namespace loaded before a test renders, as the server has them before its first render:
// which namespaces a component gets is the type-checker's business (`useT(profileMessages)` only
// accepts profile keys), and app/i18n's own tests show a component suspend on one not loaded yet.
await loadEverywhere(ALL_NAMESPACES);

// Parts whose script waits for the page's first use (lib/deferred.ts) load at once, as on a page
// in use; deferred.test.tsx starts from a page not used yet.
setFirstUseForTests(true);

// Queries wait up to 5 s: the suite shares two cores with builds and browsers.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// A console error during a test is a bug the test did not look for.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

// jsdom has no layout, so no ResizeObserver; Radix's slider and checkbox only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
