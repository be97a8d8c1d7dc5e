import type { MyProfile } from '@cld/contract/my-profile';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { downloadJson } from '../../lib/download.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { setCurrentUser } from '../auth/index.ts';
import { MY_PROFILE_KEY } from './queries.ts';

/** Puts the profile in the administrators' queue; the API says why when it cannot (400, 409). */
export function useRequestVerification() {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<MyProfile> =>
      (await callApi((api) => api.myProfile.requestVerification, {})).body,
    onSuccess: (profile) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      toast({
        title: t('accounts.dashboard.verification.requested'),
        description: t('accounts.dashboard.verification.requestedText'),
      });
    },
  });
}

/** The message of a failed call in the API's words, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return apiFailureOf(error).message ?? fallback;
}

/** Everything held about the signed-in account, downloaded as `my-data-YYYY-MM-DD.json`. */
export function useExportMyData() {
  const t = useT(accountsMessages);
  return useMutation({
    mutationFn: async () => (await callApi((api) => api.account.exportMyData, {})).body,
    onSuccess: (data) => {
      downloadJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
      toast({ title: t('accounts.dashboard.data.downloaded') });
    },
    onError: (error) => {
      toast({
        title: failureMessage(error, t('accounts.dashboard.data.downloadFailed')),
        variant: 'destructive',
      });
    },
  });
}

/** Closes the account on the server, then forgets the user here, says so and goes home. */
export function useDeleteMyAccount() {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (confirmEmail: string): Promise<void> => {
      await callApi((api) => api.account.deleteMyAccount, { body: { confirmEmail } });
    },
    onSuccess: async () => {
      setCurrentUser(queryClient, null);
      queryClient.removeQueries({ queryKey: ['dashboard'] });
      toast({
        title: t('accounts.dashboard.data.deleted'),
        description: t('accounts.dashboard.data.deletedText'),
      });
      await navigate('/');
    },
  });
}
