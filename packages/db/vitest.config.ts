import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starting and migrating PGlite takes seconds on a two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
