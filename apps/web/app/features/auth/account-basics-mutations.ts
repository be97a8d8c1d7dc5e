import type { EmailChange, PasswordChange } from '@cld/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/api.ts';
import { CURRENT_USER_KEY } from './current-user.ts';

/** Settings' "Resend the verification e-mail" (202; 409 once verified, 429 past the limit). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callApi((api) => api.account.resendVerification, {});
    },
    // A 409 means the address was verified meanwhile (another tab): the badge reads it again.
    onError: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

/** Settings' change of e-mail: a link to the new address; the account keeps its own until then. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (body: EmailChange) =>
      (await callApi((api) => api.account.changeEmail, { body })).body.pendingEmail,
  });
}

/** Settings' change of password: the account's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChange) => {
      await callApi((api) => api.account.changePassword, { body });
    },
  });
}
