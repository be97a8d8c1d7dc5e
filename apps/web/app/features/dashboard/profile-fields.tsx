import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { BioFields, PlaceFields } from '../auth/index.ts';
import { RegulatorOptions } from '../lawyers/index.ts';
import { FeeFields, FundingFields } from './fee-fields.tsx';
import { FormSection } from './form-groups.tsx';
import { MeetingFields } from './meeting-fields.tsx';
import { PracticeAreaFields } from './practice-area-fields.tsx';
import { useFocusFirstError, type ProfileForm } from './use-profile-form.ts';

/**
 * Every field of a lawyer's profile: the lawyer's dashboard and the administrators' editor. After
 * a submit that failed, the first field to correct is focused and the count of them announced.
 * `acceptingStatus` is the dashboard's line and button under "accepting new clients".
 */
export function ProfileFields({
  form,
  acceptingStatus,
}: {
  form: ProfileForm;
  acceptingStatus?: ReactNode;
}) {
  const t = useT(accountsMessages);
  const { values, errors, bind } = form;
  const container = useFocusFirstError(errors);
  const errorCount = Object.keys(errors).length;
  const optional = (label: string) => `${label} ${t('accounts.profileFields.optional')}`;
  return (
    <div ref={container} className="grid gap-6">
      {errorCount > 0 && (
        <p role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">
          {t('accounts.profileFields.errorCount', { count: errorCount })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('accounts.profileFields.name')} error={errors.name} required>
          <Input autoComplete="name" {...bind('name')} />
        </FormField>
        <FormField label={optional(t('accounts.profileFields.firmName'))} error={errors.firmName}>
          <Input autoComplete="organization" {...bind('firmName')} />
        </FormField>
        <FormField label={t('accounts.profileFields.email')} error={errors.email} required>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField label={t('accounts.profileFields.phone')} error={errors.phone} required>
          <Input type="tel" autoComplete="tel" {...bind('phone')} />
        </FormField>
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
        <FormField label={t('accounts.profileFields.address')} error={errors.address} required>
          <Input autoComplete="street-address" {...bind('address')} />
        </FormField>
        <FormField
          label={optional(t('accounts.profileFields.postalCode'))}
          description={t('accounts.profileFields.postalCodeHint')}
          error={errors.postalCode}
        >
          <Input autoComplete="postal-code" autoCapitalize="characters" {...bind('postalCode')} />
        </FormField>
        <FormField
          label={t('accounts.profileFields.experience')}
          error={errors.experience}
          required
        >
          <Input type="number" min={0} step={1} inputMode="numeric" {...bind('experience')} />
        </FormField>
      </div>

      <FormSection legend={t('accounts.profileFields.practiceAreasLegend')}>
        <PracticeAreaFields form={form} />
      </FormSection>

      <BioFields
        english={<Textarea rows={5} lang="en" {...bind('bio')} />}
        french={<Textarea rows={5} lang="fr" {...bind('bioFr')} />}
        errors={errors}
      />

      <FeeFields form={form} />
      <FundingFields form={form} />
      <MeetingFields form={form} acceptingStatus={acceptingStatus} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accounts.profileFields.languages')}
          description={t('accounts.profileFields.languagesHint')}
          error={errors.languages}
          required
        >
          <Input {...bind('languages')} />
        </FormField>
        <FormField label={optional(t('accounts.profileFields.website'))} error={errors.website}>
          <Input type="url" autoComplete="url" {...bind('website')} />
        </FormField>
        <FormField label={optional(t('accounts.profileFields.linkedin'))} error={errors.linkedin}>
          <Input type="url" {...bind('linkedin')} />
        </FormField>
        <FormField
          label={optional(t('accounts.profileFields.licenceNumber'))}
          description={t('accounts.profileFields.licenceHint')}
          error={errors.licenceNumber}
        >
          <Input autoComplete="off" {...bind('licenceNumber')} />
        </FormField>
        <FormField label={optional(t('accounts.profileFields.regulator'))} error={errors.regulator}>
          <Select {...bind('regulator')}>
            <option value="">{t('accounts.profileFields.regulatorPlaceholder')}</option>
            <RegulatorOptions />
          </Select>
        </FormField>
      </div>
    </div>
  );
}
