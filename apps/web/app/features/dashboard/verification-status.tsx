import type { MyProfile } from '@cld/contract/my-profile';
import { regulatorLink } from '@cld/reference/regulators';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { formatDay } from '../lawyers/index.ts';
import { failureMessage, useRequestVerification } from './account-mutations.ts';

const BADGES: Record<MyProfile['verificationStatus'], BadgeVariant> = {
  unverified: 'secondary',
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
};

/** Where the licence stands with the administrators, and the way to ask them to check it. */
export function VerificationStatus({ profile }: { profile: MyProfile | null }) {
  const t = useT(accountsMessages);
  const request = useRequestVerification();
  if (!profile) return <p className="text-sm">{t('accounts.dashboard.verification.noProfile')}</p>;

  const status = profile.verificationStatus;
  const missingDetails = !profile.licenceNumber || !profile.regulator;
  const canRequest = status === 'unverified' || status === 'rejected';
  const regulator = profile.verification && regulatorLink(profile.verification.regulator);

  const text = {
    unverified: t('accounts.dashboard.verification.unverifiedText'),
    pending: t('accounts.dashboard.verification.pendingText', {
      date: profile.verificationRequestedAt
        ? formatDay(profile.verificationRequestedAt, t.locale)
        : '',
    }),
    verified: t('accounts.dashboard.verification.verifiedText', {
      regulator: regulator?.name ?? '',
      date: profile.verification ? formatDay(profile.verification.verifiedAt, t.locale) : '',
    }),
    rejected: t('accounts.dashboard.verification.rejectedText', {
      reason: profile.rejectionReason ?? '',
    }),
  }[status];

  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t('accounts.dashboard.verification.status')}</span>
        <Badge variant={BADGES[status]}>
          {t(`accounts.dashboard.verification.statuses.${status}`)}
        </Badge>
      </p>
      <p className="text-sm">{text}</p>
      {canRequest && (
        <div className="grid justify-items-start gap-2">
          {missingDetails && (
            <p className="text-sm text-muted-foreground">
              {t('accounts.dashboard.verification.missingDetails')}
            </p>
          )}
          <Button variant="outline" loading={request.isPending} onClick={() => request.mutate()}>
            {status === 'rejected'
              ? t('accounts.dashboard.verification.requestAgain')
              : t('accounts.dashboard.verification.request')}
          </Button>
          {request.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {failureMessage(request.error, t('accounts.dashboard.verification.requestFailed'))}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
