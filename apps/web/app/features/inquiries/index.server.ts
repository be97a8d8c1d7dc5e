// The inquiries feature's server entry: what its routes' actions use (decision 023).
export { sendFormOnce } from './send-action.server.ts';
export { newAttempt } from '../../lib/attempt.ts';
