import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // The API's embedded database writes into data/ folders; reloading on those writes is noise.
    watch: { ignored: ['**/data/**', '**/build/**'] },
  },
});
