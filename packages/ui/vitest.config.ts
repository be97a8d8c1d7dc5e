import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './src/chromium.ts';

const storybookConfigDir = fileURLToPath(new URL('./.storybook', import.meta.url));

const chromiumLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Both cores; a worker keeps its modules and jsdom from one file to the next (issue 36).
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
