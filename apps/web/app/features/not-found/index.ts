// The not-found feature's public API: all that other features and routes may import from it (decision 023).
export { ERROR_MESSAGES, errorKindOf } from './error-kinds.ts';
export type { ErrorKind } from './error-kinds.ts';
export { ErrorScreen, NotFoundScreen } from './screens.tsx';
