import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { ProfileFields } from './profile-fields.tsx';
import { toFormValues, toProfileInput } from './profile-form-values.ts';
import { useSaveProfile } from './use-save-profile.ts';

/** Every field of the lawyer's public profile (spec §3, §5; DESIGN §5.4). */
export function ProfileForm({ profile, user }: { profile: MyProfile | null; user: CurrentUser }) {
  const t = useT();
  const form = useFormValues(toFormValues({ profile, user }));
  const exists = profile !== null;
  const save = useSaveProfile({ exists, onFieldErrors: form.setErrors });
  const { values } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(lawyerProfileSchema, toProfileInput(values));
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) save.mutate(result.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            {exists ? t('accounts.dashboard.updateTitle') : t('accounts.dashboard.createTitle')}
          </h2>
        </CardTitle>
        <CardDescription>
          {exists ? t('accounts.dashboard.updateIntro') : t('accounts.dashboard.createIntro')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={submit}>
          <fieldset disabled={save.isPending} className="grid gap-4">
            <ProfileFields form={form} />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" loading={save.isPending}>
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
      </CardContent>
    </Card>
  );
}
