// What loaders and resource routes may use of the auth feature (server only; decision 023).
export { getCurrentUser, prefetchCurrentUser } from './current-user.server.ts';
export { HIDDEN_AUTH_FIELDS, signInAction } from './sign-in-action.server.ts';
export { accountRegisterAction, portalRegisterAction } from './register-action.server.ts';
export { forgotPasswordAction, resetPasswordAction } from './password-reset-actions.server.ts';
export { returnToOfRequest } from './return-to.ts';
export { verifyEmailAction } from './verify-email-action.server.ts';
