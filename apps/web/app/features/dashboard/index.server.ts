// What loaders and resource routes may use of the dashboard feature (server only; decision 023).
export { prefetchDashboard } from './dashboard.server.ts';
