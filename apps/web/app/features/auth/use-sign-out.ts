import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { track } from '../../lib/analytics/events.ts';
import { callApi } from '../../lib/api/api.ts';
import { setCurrentUser } from './current-user.ts';

/**
 * Signs out on the server (the session is revoked there, not only forgotten here), then forgets
 * the user, says so and goes home. `everywhere` ends every session of the account.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await callApi((api) => (everywhere ? api.auth.logoutEverywhere : api.auth.logout), {});
    },
    onSuccess: async () => {
      track({ name: 'logout' });
      setCurrentUser(queryClient, null);
      toast({
        title: t('accounts.toasts.loggedOutTitle'),
        description: everywhere
          ? t('accounts.toasts.signedOutEverywhere')
          : t('accounts.toasts.loggedOutText'),
      });
      await navigate('/');
    },
    onError: () => {
      toast({ title: t('accounts.toasts.signOutFailed'), variant: 'destructive' });
    },
  });
}
