export { ERROR_MESSAGES, ErrorScreen, errorKindOf } from './error-screen.tsx';
export { NotFoundScreen } from './not-found-screen.tsx';
