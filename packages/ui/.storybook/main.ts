import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import type { UserConfig } from 'vite';

const viteOverrides: UserConfig = {
  plugins: [tailwindcss()],
  build: {
    // Storybook's preview runtime is one large chunk; the static Storybook is a tool, not the site.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Radix marks its modules "use client" for React Server Components; a client-only bundle
      // drops the directive on purpose, so the warning is noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, viteOverrides);
  },
};

export default config;
