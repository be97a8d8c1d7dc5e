import { defineConfig } from 'vitest/config';

// Not vite.config.ts: the React Router plugin builds the whole app and has no place in unit tests.
export default defineConfig({
  test: {
    // Pure helpers run in Node; component tests opt into jsdom with a docblock.
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Both cores: vitest's default on a 2-core machine is one worker (issue 36). Each file keeps its
    // own modules and document: sharing them between files (isolate: false) halved the time but let
    // one file's cookies, storage and portals reach the next in some orders.
    maxWorkers: 2,
  },
});
