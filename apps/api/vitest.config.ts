import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated PGlite is built once and loaded per file; PostgreSQL is prepared once too.
    globalSetup: ['src/test/global-setup.ts'],
    // Starting PGlite takes seconds on a two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
