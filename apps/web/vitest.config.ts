import { defineConfig } from 'vitest/config';

// Not vite.config.ts: the React Router plugin builds the whole app and has no place in unit tests.
export default defineConfig({
  test: {
    // Pure helpers run in Node; component tests opt into jsdom with a docblock.
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
  },
});
