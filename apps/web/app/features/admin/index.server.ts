export { requireAdmin } from './admin.server.ts';
