export { prefetchDashboard } from './dashboard.server.ts';
