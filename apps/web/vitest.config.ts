import { defineConfig } from 'vitest/config';

/**
 * The files that replace a module (`vi.mock`): they run each in a fresh module graph, as vitest does
 * by default. Every other file shares its worker's modules with the files before it (`isolate:
 * false`): starting a worker with jsdom and the app's modules cost about 2 s per file, more than half
 * of this suite's time on two cores (issue 36).
 */
const REPLACES_MODULES = [
  'app/features/admin/admin.server.test.ts',
  'app/lib/form-action.server.test.ts',
  'app/lib/api/api.test.ts',
  'app/routes/language.test.ts',
  'app/routes/dev-mailbox.test.tsx',
  'app/routes/content-routes.test.ts',
];

const ALL = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'];

// Not vite.config.ts: the React Router plugin builds the whole app and has no place in unit tests.
export default defineConfig({
  test: {
    // Pure helpers run in Node; component tests opt into jsdom with a docblock.
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Both cores: vitest's default on a 2-core machine is one worker.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ALL, exclude: REPLACES_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: REPLACES_MODULES } },
    ],
  },
});
