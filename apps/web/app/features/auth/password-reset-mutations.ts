import type { PasswordReset, PasswordResetRequest } from '@cld/validation/password-reset';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api/api.ts';

/** "Forgot your password?": the API answers 202 whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (body: PasswordResetRequest) => {
      await callApi((api) => api.auth.passwordResetRequest, { body });
      return body.email;
    },
  });
}

/** The new password from the e-mailed link; the API ends every session of the account. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async (body: PasswordReset) => {
      await callApi((api) => api.auth.passwordResetConfirm, { body });
    },
  });
}
