import type { MyProfile } from '@cld/contract/my-profile';
import { ACCEPTING_CLIENTS_VALID_DAYS } from '@cld/reference/practice-details';
import { Button } from '@cld/ui/button';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { formatDay } from '../lawyers/index.ts';
import { failureMessage } from './account-mutations.ts';
import type { YesNo } from './profile-form-values.ts';
import { MY_PROFILE_KEY } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a confirmation stops being shown: `ACCEPTING_CLIENTS_VALID_DAYS` after it. */
export function acceptingShownUntil(confirmedAt: string): string {
  return new Date(Date.parse(confirmedAt) + ACCEPTING_CLIENTS_VALID_DAYS * DAY_MS).toISOString();
}

/**
 * Says "accepting new clients" (or not) now, without the rest of the form: the answer is shown
 * for 90 days from today. `POST /api/lawyers/my-profile/accepting-clients`.
 */
export async function confirmAcceptingClients(accepting: boolean): Promise<MyProfile> {
  return (await callApi((api) => api.myProfile.setAcceptingClients, { body: { accepting } })).body;
}

export function useConfirmAcceptingClients() {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAcceptingClients,
    onSuccess: async (profile) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      const stated = profile.acceptingClientsStated;
      if (stated) {
        toast({
          title: t('accounts.dashboard.accepting.confirmed', {
            date: formatDay(acceptingShownUntil(stated.confirmedAt), t.locale),
          }),
        });
      }
      // The cards and the profile show the answer again.
      await queryClient.invalidateQueries({ queryKey: ['lawyers'] });
    },
  });
}

/**
 * Under the form's "accepting new clients": when the answer was last confirmed and until when it is
 * shown, or that it lapsed; the button confirms the answer ticked above, today.
 */
export function AcceptingClientsStatus({ profile, answer }: { profile: MyProfile; answer: YesNo }) {
  const t = useT(accountsMessages);
  const confirm = useConfirmAcceptingClients();
  const statusId = useId();
  const stated = profile.acceptingClientsStated;
  const until = stated ? acceptingShownUntil(stated.confirmedAt) : null;
  // The API's judgement: the public answer is gone (null) once the statement lapsed.
  const lapsed = stated !== null && profile.acceptingClients === null;
  const day = (timestamp: string) => formatDay(timestamp, t.locale);
  const status = !stated
    ? t('accounts.dashboard.accepting.notStated')
    : lapsed
      ? t('accounts.dashboard.accepting.lapsed', { date: day(until!) })
      : t('accounts.dashboard.accepting.confirmedUntil', {
          confirmed: day(stated.confirmedAt),
          until: day(until!),
        });
  const changed = answer !== '' && (stated === null || stated.accepting !== (answer === 'yes'));
  return (
    <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <p id={statusId} role="status">
        {status}
        {changed && <> {t('accounts.dashboard.accepting.unsaved')}</>}
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={answer === ''}
          loading={confirm.isPending}
          aria-label={t('accounts.dashboard.accepting.confirmName')}
          aria-describedby={statusId}
          onClick={() => confirm.mutate(answer === 'yes')}
        >
          {t('accounts.dashboard.accepting.confirm')}
        </Button>
      </div>
      {confirm.isError && (
        <p role="alert" className="font-medium text-danger">
          {failureMessage(confirm.error, t('accounts.dashboard.accepting.confirmFailed'))}
        </p>
      )}
    </div>
  );
}
