export { prefetchDirectoryStats } from './stats.server.ts';
