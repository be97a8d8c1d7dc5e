import type { EmailChange, PasswordChange } from '@cld/contract/account';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api/api.ts';

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
