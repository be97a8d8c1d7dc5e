import type { MyProfile } from '@cld/contract/my-profile';
import { toast } from '@cld/ui/toast-store';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';
import { MY_PROFILE_KEY } from './queries.ts';

async function saveProfile({
  body,
  exists,
}: {
  body: LawyerProfile;
  exists: boolean;
}): Promise<MyProfile> {
  const result = exists
    ? await callApi((api) => api.myProfile.update, { body })
    : await callApi((api) => api.myProfile.create, { body });
  return result.body;
}

/** Creates the profile the first time, updates it after; the directory shows it at once. */
export function useSaveProfile({
  exists,
  onFieldErrors,
}: {
  exists: boolean;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LawyerProfile) => saveProfile({ body, exists }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      toast({ title: exists ? t('accounts.dashboard.updated') : t('accounts.dashboard.created') });
      // Browse, the profile page and the place and practice-area counts all include it now.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lawyers'] }),
        queryClient.invalidateQueries({ queryKey: ['reference'] }),
      ]);
    },
    onError: (error) => {
      const { message, fieldErrors } = apiFailureOf(error);
      onFieldErrors(fieldErrors);
      const fallback = exists
        ? t('accounts.dashboard.updateFailed')
        : t('accounts.dashboard.createFailed');
      toast({ title: message ?? fallback, variant: 'destructive' });
    },
  });
}
