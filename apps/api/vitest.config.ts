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
    // A worker keeps its modules from one file to the next: a fresh one per file compiled PGlite's
    // WebAssembly and the API's modules again each time, half of this suite's time (issue 36: 320 s
    // → 163 s on both engines, this 2-core machine). Each file opens its own database and app.
    isolate: false,
  },
});
