import type { CurrentUser } from '@cld/contract/auth';
import { IDENTITY_FIELDS } from '@cld/contract/my-profile';
import type { MyProfile } from '@cld/contract/my-profile';
import { Button } from '@cld/ui/button';
import { SectionCard } from '@cld/ui/section-card';
import { useContext, useId, type FormEvent } from 'react';
import { Link } from '../../lib/links/index.ts';
import { LocaleContext, useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AcceptingClientsStatus } from './accepting-clients.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { toFormValues } from './profile-form-values.ts';
import type { ProfileFormValues } from './profile-form-values.ts';
import { checkedProfile, useProfileFormValues } from './use-profile-form.ts';
import { useSaveProfile } from './use-save-profile.ts';

/**
 * The identity fields a verification covered that the form now changes (issue 15: saving them
 * withdraws the badge), in the form's order; none unless the profile is verified or pending.
 */
export function changedIdentityFields(
  profile: MyProfile | null,
  saved: ProfileFormValues,
  values: ProfileFormValues,
): (typeof IDENTITY_FIELDS)[number][] {
  if (!profile || !['verified', 'pending'].includes(profile.verificationStatus)) return [];
  const normal = (value: string) => value.trim().normalize('NFC');
  return IDENTITY_FIELDS.filter((field) => normal(saved[field]) !== normal(values[field]));
}

/** Every field of the lawyer's public profile (spec §3, §5; DESIGN §5.4). */
export function ProfileForm({ profile, user }: { profile: MyProfile | null; user: CurrentUser }) {
  const t = useT(accountsMessages);
  const form = useProfileFormValues(toFormValues({ profile, user }));
  const exists = profile !== null;
  const save = useSaveProfile({ exists, onFieldErrors: form.setErrors });
  const { values } = form;
  const saved = toFormValues({ profile, user });
  const identityChanges = changedIdentityFields(profile, saved, values);
  const warningId = useId();
  const locale = useContext(LocaleContext);
  const fieldLabels = {
    name: t('accounts.profileFields.name'),
    firmName: t('accounts.profileFields.firmName'),
    province: t('accounts.profileFields.province'),
    licenceNumber: t('accounts.profileFields.licenceNumber'),
    regulator: t('accounts.profileFields.regulator'),
  };
  // Only built once a field changed: Intl's first use is costly on a page's first render.
  const changedLabels = identityChanges.length
    ? new Intl.ListFormat(`${locale}-CA`, { type: 'conjunction' }).format(
        identityChanges.map((field) => fieldLabels[field].toLowerCase()),
      )
    : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedProfile(values, locale, form.setErrors);
    if (data) save.mutate(data);
  }

  return (
    <SectionCard
      title={exists ? t('accounts.dashboard.updateTitle') : t('accounts.dashboard.createTitle')}
      description={
        exists ? t('accounts.dashboard.updateIntro') : t('accounts.dashboard.createIntro')
      }
    >
      <form method="post" noValidate onSubmit={submit}>
        <fieldset disabled={save.isPending} className="grid gap-4">
          <ProfileFields
            form={form}
            acceptingStatus={
              profile && (
                <AcceptingClientsStatus profile={profile} answer={values.acceptingClients} />
              )
            }
          />
          {identityChanges.length > 0 && (
            <p
              id={warningId}
              role="status"
              className="rounded-md bg-warning-subtle p-3 text-sm text-warning-subtle-foreground"
            >
              {t(
                profile?.verificationStatus === 'pending'
                  ? 'accounts.dashboard.reverifyWarningPending'
                  : 'accounts.dashboard.reverifyWarning',
                { fields: changedLabels },
              )}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <Button
              type="submit"
              loading={save.isPending}
              aria-describedby={identityChanges.length > 0 ? warningId : undefined}
            >
              {save.isPending
                ? t('accounts.dashboard.saving')
                : exists
                  ? t('accounts.dashboard.updateSubmit')
                  : t('accounts.dashboard.createSubmit')}
            </Button>
            {profile && (
              <Link
                to={`/lawyer/${profile.id}`}
                className="rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
              >
                {t('accounts.dashboard.viewPublicProfile')}
              </Link>
            )}
          </div>
        </fieldset>
      </form>
    </SectionCard>
  );
}
