import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import { FEE_STRUCTURES } from '@cld/content/fee-structures';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { PlaceFields, PracticeAreaField } from '../auth/place-fields.tsx';
import { RegulatorOptions } from '../lawyers/regulator-options.tsx';
import {
  hasFeeStructure,
  toFormValues,
  toggleFeeStructure,
  toProfileInput,
} from './profile-form-values.ts';
import { useSaveProfile } from './use-save-profile.ts';

/** Every field of the lawyer's public profile (spec §3, §5; DESIGN §5.4). */
export function ProfileForm({ profile, user }: { profile: MyProfile | null; user: CurrentUser }) {
  const t = useT();
  const feeErrorId = useId();
  const form = useFormValues(toFormValues({ profile, user }));
  const exists = profile !== null;
  const save = useSaveProfile({ exists, onFieldErrors: form.setErrors });
  const { values, errors, bind } = form;
  const optional = (label: string) => `${label} ${t('accounts.profileFields.optional')}`;

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
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('accounts.profileFields.name')} error={errors.name} required>
                <Input autoComplete="name" {...bind('name')} />
              </FormField>
              <FormField
                label={optional(t('accounts.profileFields.firmName'))}
                error={errors.firmName}
              >
                <Input autoComplete="organization" {...bind('firmName')} />
              </FormField>
              <FormField label={t('accounts.profileFields.email')} error={errors.email} required>
                <Input type="email" autoComplete="email" {...bind('email')} />
              </FormField>
              <FormField label={t('accounts.profileFields.phone')} error={errors.phone} required>
                <Input type="tel" autoComplete="tel" {...bind('phone')} />
              </FormField>
              <PracticeAreaField
                value={values.practiceArea}
                error={errors.practiceArea}
                required
                onChange={(value) => form.setValue('practiceArea', value)}
              />
              <PlaceFields
                province={values.province}
                city={values.city}
                errors={errors}
                required
                onProvinceChange={(province) =>
                  form.setValues((current) => ({ ...current, province, city: '' }))
                }
                onCityChange={(city) => form.setValue('city', city)}
              />
              <FormField
                label={t('accounts.profileFields.location')}
                description={t('accounts.profileFields.locationHint')}
                error={errors.location}
                required
              >
                <Input {...bind('location')} />
              </FormField>
              <FormField
                label={t('accounts.profileFields.address')}
                error={errors.address}
                required
              >
                <Input autoComplete="street-address" {...bind('address')} />
              </FormField>
              <FormField
                label={t('accounts.profileFields.experience')}
                error={errors.experience}
                required
              >
                <Input type="number" min={0} step={1} inputMode="numeric" {...bind('experience')} />
              </FormField>
              <FormField
                label={t('accounts.profileFields.hourlyRate')}
                error={errors.hourlyRate}
                required
              >
                <Input type="number" min={0} step={1} inputMode="numeric" {...bind('hourlyRate')} />
              </FormField>
            </div>

            <fieldset
              className="grid gap-2"
              aria-describedby={errors.feeStructure ? feeErrorId : undefined}
            >
              <legend className="mb-2 text-sm font-medium">
                {t('accounts.profileFields.feeStructure')}
                <span aria-hidden="true" className="ml-0.5 text-danger">
                  *
                </span>
              </legend>
              <div className="grid gap-2 sm:grid-cols-4">
                {FEE_STRUCTURES.map((structure) => (
                  <label
                    key={structure}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-subtle"
                  >
                    <input
                      type="checkbox"
                      name="feeStructure"
                      value={structure}
                      checked={hasFeeStructure(values.feeStructure, structure)}
                      onChange={(event) =>
                        form.setValue(
                          'feeStructure',
                          toggleFeeStructure({
                            current: values.feeStructure,
                            structure,
                            checked: event.target.checked,
                          }),
                        )
                      }
                      className="size-4 accent-primary"
                    />
                    {structure}
                  </label>
                ))}
              </div>
              {errors.feeStructure && (
                <p id={feeErrorId} className="text-sm font-medium text-danger">
                  {errors.feeStructure}
                </p>
              )}
            </fieldset>

            <FormField label={t('accounts.profileFields.bio')} error={errors.bio} required>
              <Textarea rows={5} {...bind('bio')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('accounts.profileFields.specializations')}
                description={t('accounts.profileFields.specializationsHint')}
                error={errors.specializations}
                required
              >
                <Input {...bind('specializations')} />
              </FormField>
              <FormField
                label={t('accounts.profileFields.languages')}
                description={t('accounts.profileFields.languagesHint')}
                error={errors.languages}
                required
              >
                <Input {...bind('languages')} />
              </FormField>
              <FormField
                label={optional(t('accounts.profileFields.website'))}
                error={errors.website}
              >
                <Input type="url" autoComplete="url" {...bind('website')} />
              </FormField>
              <FormField
                label={optional(t('accounts.profileFields.linkedin'))}
                error={errors.linkedin}
              >
                <Input type="url" {...bind('linkedin')} />
              </FormField>
              <FormField
                label={optional(t('accounts.profileFields.licenceNumber'))}
                description={t('accounts.profileFields.licenceHint')}
                error={errors.licenceNumber}
              >
                <Input autoComplete="off" {...bind('licenceNumber')} />
              </FormField>
              <FormField
                label={optional(t('accounts.profileFields.regulator'))}
                error={errors.regulator}
              >
                <Select {...bind('regulator')}>
                  <option value="">{t('accounts.profileFields.regulatorPlaceholder')}</option>
                  <RegulatorOptions />
                </Select>
              </FormField>
            </div>
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
