import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server.ts';
// Routes import the namespaces of the catalogue they show; component tests render below routes.
import '../app/i18n/messages/accounts.en.ts';
import '../app/i18n/messages/admin.en.ts';
import '../app/i18n/messages/content.en.ts';
import '../app/i18n/messages/home.en.ts';
import '../app/i18n/messages/inquiries.en.ts';
import '../app/i18n/messages/no-results.en.ts';
import '../app/i18n/messages/places.en.ts';
import '../app/i18n/messages/profile.en.ts';
import '../app/i18n/messages/reviews.en.ts';
import '../app/i18n/messages/site-search.en.ts';

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
