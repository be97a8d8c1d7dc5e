// The not-found feature's public API: all that other features and routes may import from it (decision 023).
export { ERROR_MESSAGES, ErrorScreen, errorKindOf } from './error-screen.tsx';
export { NotFoundScreen } from './not-found-screen.tsx';
