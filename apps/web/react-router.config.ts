import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // A route's client loader stays in its module: split out, it was one more script request on every
  // first load (under 0.1 KB each) to win a little on client-side navigations (docs/performance.md).
  splitRouteModules: false,
} satisfies Config;
