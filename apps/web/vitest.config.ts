import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that set `process.env.TZ` to play a visitor in another zone: only a process can change
 * the zone its `Intl` and `Date` read (a worker thread keeps its own copy of the environment), so
 * they run in forks; every other file runs in worker threads, which start faster (the suite took
 * 169 s in threads against 210 s in forks, one run each on 2026-12-06, issue 36).
 * `server/test-zone-files.test.ts` keeps this list whole.
 */
export const SETS_ITS_ZONE = [
  'app/routes/lawyer-inquiry-booking.test.tsx',
  'app/routes/manage-booking.test.tsx',
  'app/features/bookings/booking-dialog.test.tsx',
];

// Not vite.config.ts: the React Router plugin builds the whole app and has no place in unit tests.
export default defineConfig({
  test: {
    // Pure helpers run in Node; component tests opt into jsdom with a docblock.
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Both cores: vitest's default on a 2-core machine is one worker (issue 36). Each file keeps its
    // own modules and document: sharing them between files (isolate: false) halved the time but let
    // one file's cookies, storage and portals reach the next in some orders.
    maxWorkers: 2,
    // A test's limit is for a hang, not a speed check: vitest's 5 s was met by component tests
    // taking 3–6 s with the CI's two suites at a time or beside two CPU burners (2026-12-07).
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'threads',
          pool: 'threads',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SETS_ITS_ZONE],
        },
      },
      {
        extends: true,
        test: { name: 'own zone', pool: 'forks', include: SETS_ITS_ZONE },
      },
    ],
  },
});
