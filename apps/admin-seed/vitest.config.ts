import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Both cores, and a worker keeps its modules (PGlite's WebAssembly compiled once) from one file
    // to the next, as in the API's suite (issue 36).
    maxWorkers: 2,
    isolate: false,
  },
});
