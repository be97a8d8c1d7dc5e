import { test as base } from '@playwright/test';
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { ownAddress } from './support.ts';

export * from '@playwright/test';

/**
 * The journeys' `test`: each test gets a new page in a browser context its worker keeps for every
 * test with the same options, emptied between tests (cookies, local storage and IndexedDB reset to
 * the configured state, routes removed, pages closed), instead of a new context per test.
 *
 * Why (issue 36): a new context starts with an empty HTTP cache, so every test fetched and compiled
 * the site's scripts again — measured here on the production build, a new context and page cost
 * 0.5 s and its first page 1.25 s against 0.64 s in a context that had loaded one (ratios of one run
 * on this 2-core machine), and Chromium was most of the browser tests' CPU. A returning visitor has
 * the scripts cached too; what a first visit does (scripts still loading) is tested with contexts of
 * their own (`browser.newContext`) or `test.use({ freshContext: true })`.
 *
 * A test that changes what a reset cannot undo — the page clock, `context.addInitScript`,
 * permissions granted during the test — asks for `freshContext`.
 */
export const test = base.extend<
  { freshContext: boolean; ownAddresses: void },
  { sharedContexts: Map<string, BrowserContext> }
>({
  freshContext: [false, { option: true }],

  // Each test (each width, repeat and retry) is a visitor at its own address, and so is each person
  // a test opens a context for: the API counts sign-ins, registrations and messages per address, so
  // journeys never spend each other's allowance, nor their own repeats' in the flake hunt. A
  // context's own `X-Forwarded-For` still wins (`ownAddress(testInfo, 1)`, …).
  ownAddresses: [
    async ({ browser }, use, testInfo) => {
      const newContext = browser.newContext;
      let visitor = 0;
      browser.newContext = (options = {}) =>
        newContext.call(browser, {
          ...options,
          extraHTTPHeaders: {
            'X-Forwarded-For': ownAddress(testInfo, 32 + visitor++),
            ...options.extraHTTPHeaders,
          },
        });
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],

  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],

  page: async (
    {
      browser,
      sharedContexts,
      freshContext,
      viewport,
      storageState,
      javaScriptEnabled,
      timezoneId,
      locale,
      geolocation,
      permissions,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      viewport,
      javaScriptEnabled,
      timezoneId,
      locale,
      geolocation,
      permissions,
    };
    const key = JSON.stringify(options);
    const state = (storageState ?? { cookies: [], origins: [] }) as Exclude<
      BrowserContextOptions['storageState'],
      undefined
    >;
    let context = freshContext ? undefined : sharedContexts.get(key);
    if (context) {
      await context.setStorageState(state);
    } else {
      context = await browser.newContext({ ...options, storageState: state });
      if (!freshContext) sharedContexts.set(key, context);
    }
    // The test's own visitor address (`ownAddresses` above), on a context shared with other tests
    // too; `page.request` sends it as well.
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress(testInfo, 0) });
    const page = await context.newPage();
    try {
      await use(page);
    } finally {
      if (freshContext) {
        await context.close();
      } else {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await Promise.all(context.pages().map((open) => open.close()));
      }
    }
  },

  context: async ({ page }, use) => {
    await use(page.context());
  },
});
