import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starting and migrating PGlite takes seconds on a two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Both cores, and a worker keeps its modules (PGlite's WebAssembly compiled once) from one file
    // to the next, as in the API's suite (issue 36).
    maxWorkers: 2,
    isolate: false,
  },
});
