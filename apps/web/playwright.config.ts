import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@cld/ui/chromium';
import { E2E_ADMIN } from './e2e/admin/admin-account.ts';
import { THIRD_PARTY_ENV } from './e2e/consent/providers.ts';
import { E2E_OPERATOR_ENV } from './e2e/content/site-operator.ts';

// Own ports and a fresh embedded database, so a running dev site is never reused or touched.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const WEB_URL = `http://localhost:${WEB_PORT}`;
// A second website on the same API with the shared cache on, for the tests of that cache only: the
// main one runs without it so journeys that change data read it back at once.
process.env.E2E_CACHED_WEB_PORT ??= String(WEB_PORT + 2);
const CACHED_WEB_URL = `http://localhost:${process.env.E2E_CACHED_WEB_PORT}`;
const API_URL = `http://127.0.0.1:${API_PORT}`;
// Playwright loads this file in its workers too: create the directory once and hand it down.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'cld-e2e-'));
// The test mail server's SMTP and mailbox ports, read by e2e/inquiries/mailbox-config.ts.
process.env.E2E_SMTP_PORT ??= '4125';
process.env.E2E_MAILBOX_PORT ??= '4126';

/** The journeys whose subject is what differs between a phone and a desktop: they run at both widths. */
const BOTH_WIDTHS = [
  '**/e2e/layout.spec.ts',
  '**/e2e/phone-first.spec.ts',
  '**/e2e/demo-notice.spec.ts',
  '**/e2e/accessibility.spec.ts',
  '**/e2e/admin/accessibility.spec.ts',
  '**/e2e/accounts/accessibility.spec.ts',
  // A register listing before and after its claim, and the claim's form (issue 39: 390 and 1280 px).
  '**/e2e/claims/claim.spec.ts',
];

/**
 * End-to-end checks of the production build against the real API: server rendering, hydration
 * without a second fetch, status codes and redirects. Build first (`pnpm build`).
 */
export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // Three files at a time on this 2-core machine: a journey spends much of its time waiting on the
  // servers, and they on the browser. The whole run 17.3 min on one worker, 13.9 on two (2026-12-06),
  // 10.1 on two and 7.2 on three (2026-12-07, 310 passing; one run each, quiet machine; decision
  // 063). The journeys keep out of each other's way (own accounts, own addresses, `ownAddress`);
  // tests within a file run in order unless the file says otherwise.
  fullyParallel: false,
  workers: 3,
  // A test's time limit catches a hang; it is not a speed check (speeds are benchmarked, never timed
  // in tests). The longest journeys take 20–27 s on a quiet 2-core machine and about 2.5 times that
  // beside two CPU burners on the slowest day measured (the flake hunt, 2026-12-07), where
  // Playwright's default 30 s failed three journeys every time: 60 s (decision 063).
  timeout: 60_000,
  // In CI a journey that fails once is tried once more, and the list reporter names every test that
  // needed it ("flaky") in the run's summary, so a flake is seen and hunted, never hidden (issue 36).
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Phone first: every journey runs at 390 px; at 1280 px only the files whose subject is the layout
  // or the accessibility of each page at each width (issue 36: each behaviour tested once, at the
  // level that can see it).
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    {
      name: 'desktop',
      testMatch: BOTH_WIDTHS,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  use: {
    baseURL: WEB_URL,
    // A visitor who has already answered the privacy choices (refusing everything), so the banner
    // does not cover the pages under test; the consent tests start from a fresh browser instead.
    storageState: {
      cookies: [
        {
          name: 'cld_consent',
          value: 'v1.a0.d0',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: [
    {
      // The mail server the API delivers to; the inquiry tests read the messages back from it.
      command: 'pnpm exec node e2e/inquiries/test-mailbox.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // In sequence, one process at a time on the PGlite directory (it has no lock): the schema,
      // the first administrator through the operators' CLI (password on stdin), then the API.
      command: [
        'pnpm --filter @cld/api migrate',
        `printf '%s\\n' "$E2E_ADMIN_PASSWORD" | pnpm --filter @cld/admin-seed admin-seed create-admin --email ${E2E_ADMIN.email} --first-name ${E2E_ADMIN.firstName} --last-name ${E2E_ADMIN.lastName} --password-stdin`,
        'pnpm --filter @cld/api start',
      ].join(' && '),
      url: `${API_URL}/api/health`,
      env: {
        API_PORT: String(API_PORT),
        // The site's address, as `pnpm start` gives both servers: the API's links in e-mails and
        // its cross-site check of a signed-in person's form posts (their Origin) use it.
        PUBLIC_ORIGIN: WEB_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Review invitations follow the answer within seconds (e2e/reviews).
        REVIEW_INVITATION_DELAY_HOURS: '0',
        REVIEW_JOB_INTERVAL_SECONDS: '2',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'pnpm start',
      url: WEB_URL,
      env: {
        PORT: String(WEB_PORT),
        API_URL,
        PUBLIC_ORIGIN: WEB_URL,
        // The journeys change data and read it back as anonymous visitors at once: no 10-second
        // shared cache in between (its behaviour is covered by server/shared-cache and app tests).
        SHARED_CACHE_SECONDS: '0',
        // As in production, behind a proxy on this machine (the test browser): a journey can be a
        // visitor at an address of their own (`X-Forwarded-For`), apart from the suite's others,
        // whose sends the API counts per address (10 an hour).
        TRUST_PROXY: 'loopback',
        // Stand-in providers (never reached: the consent tests answer them in the browser), so the
        // tests can see that nothing third-party loads before consent.
        ...THIRD_PARTY_ENV,
        // The production build requires the operator's identity (decision 019).
        ...E2E_OPERATOR_ENV,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm start',
      url: CACHED_WEB_URL,
      env: {
        PORT: process.env.E2E_CACHED_WEB_PORT,
        API_URL,
        PUBLIC_ORIGIN: CACHED_WEB_URL,
        SHARED_CACHE_SECONDS: '10',
        // Two processes, so the cache tests see an answer stored by one served by the other
        // (the default is one; decision 062).
        WEB_WORKERS: '2',
        ...E2E_OPERATOR_ENV,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
