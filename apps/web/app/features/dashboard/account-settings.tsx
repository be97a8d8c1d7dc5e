import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import { Button } from '@cld/ui/button';
import { SectionCard } from '@cld/ui/section-card';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AccountBasicsSettings, useSignOut } from '../auth/index.ts';
import { MailLanguageSetting } from './mail-language.tsx';
import { PersonalData } from './personal-data.tsx';
import { VerificationStatus } from './verification-status.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Account role, e-mail and password (features/auth), the licence's verification, the language of the account's e-mails, the
 * account's data, and signing out.
 */
export function AccountSettings({
  user,
  profile,
}: {
  user: CurrentUser;
  profile: MyProfile | null | undefined;
}) {
  const t = useT(accountsMessages);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut({ everywhere: true });
  const busy = signOut.isPending || signOutEverywhere.isPending;
  return (
    <SectionCard title={t('accounts.dashboard.settingsTitle')} contentClassName="grid gap-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium">{t('accounts.dashboard.accountRole')}</dt>
        <dd>{t(`accounts.dashboard.roles.${user.role}`)}</dd>
      </dl>
      {/* The address, its verification (not the licence's: below), changes of e-mail and password. */}
      <AccountBasicsSettings user={user} />
      {user.role === 'lawyer' && (
        <SettingsSection id="verification-title" title={t('accounts.dashboard.verification.title')}>
          <VerificationStatus profile={profile ?? null} />
        </SettingsSection>
      )}
      <MailLanguageSetting lawyer={user.role === 'lawyer'} />
      <PersonalData user={user} />
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
    </SectionCard>
  );
}
