import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { useT } from '../../i18n/i18n.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

/** Account email and role, verification, the profile's status, and the ways to sign out. */
export function AccountSettings({
  user,
  profile,
}: {
  user: CurrentUser;
  profile: MyProfile | null | undefined;
}) {
  const t = useT();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut({ everywhere: true });
  const busy = signOut.isPending || signOutEverywhere.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('accounts.dashboard.settingsTitle')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-medium">{t('accounts.dashboard.accountEmail')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <Badge variant={user.isVerified ? 'success' : 'warning'}>
              {user.isVerified
                ? t('accounts.dashboard.verified')
                : t('accounts.dashboard.unverified')}
            </Badge>
          </dd>
          <dt className="font-medium">{t('accounts.dashboard.accountRole')}</dt>
          <dd>{t(`accounts.dashboard.roles.${user.role}`)}</dd>
          {user.role === 'lawyer' && (
            <>
              <dt className="font-medium">{t('accounts.dashboard.profileStatus')}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {profile ? (
                  <>
                    <span>
                      {profile.isVerified
                        ? t('accounts.dashboard.profileVerified')
                        : t('accounts.dashboard.profilePending')}
                    </span>
                    <Badge variant={profile.isVerified ? 'success' : 'warning'}>
                      {profile.isVerified
                        ? t('accounts.dashboard.verified')
                        : t('accounts.dashboard.pending')}
                    </Badge>
                  </>
                ) : (
                  <span>{t('accounts.dashboard.noProfileStatus')}</span>
                )}
              </dd>
            </>
          )}
        </dl>
        <div className="grid gap-2 border-t border-border pt-6">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              loading={signOut.isPending}
              disabled={busy}
              onClick={() => signOut.mutate()}
            >
              {t('accounts.dashboard.signOut')}
            </Button>
            <Button
              variant="destructive"
              loading={signOutEverywhere.isPending}
              disabled={busy}
              onClick={() => signOutEverywhere.mutate()}
            >
              {t('accounts.dashboard.signOutEverywhere')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {t('accounts.dashboard.signOutEverywhereHint')}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
