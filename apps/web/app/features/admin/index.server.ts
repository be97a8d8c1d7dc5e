// What loaders and resource routes may use of the admin feature (server only; decision 023).
export { requireAdmin } from './admin.server.ts';
