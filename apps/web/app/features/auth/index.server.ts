export { getCurrentUser, prefetchCurrentUser } from './current-user.server.ts';
