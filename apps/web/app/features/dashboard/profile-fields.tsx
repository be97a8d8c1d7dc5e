import { FEE_STRUCTURES } from '@cld/content/fee-structures';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import type { useFormValues } from '../../lib/forms.ts';
import { BioFields, PlaceFields, PracticeAreaField } from '../auth/index.ts';
import { RegulatorOptions } from '../lawyers/index.ts';
import { useNames } from '../reference/index.ts';
import {
  hasFeeStructure,
  toggleFeeStructure,
  type ProfileFormValues,
} from './profile-form-values.ts';

/** Every field of a lawyer's profile: the lawyer's dashboard and the administrators' editor. */
export function ProfileFields({
  form,
}: {
  form: ReturnType<typeof useFormValues<ProfileFormValues>>;
}) {
  const t = useT(accountsMessages);
  const names = useNames();
  const feeErrorId = useId();
  const { values, errors, bind } = form;
  const optional = (label: string) => `${label} ${t('accounts.profileFields.optional')}`;
  return (
    <>
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
        <FormField label={t('accounts.profileFields.address')} error={errors.address} required>
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
              {names.feeStructure(structure)}
            </label>
          ))}
        </div>
        {errors.feeStructure && (
          <p id={feeErrorId} className="text-sm font-medium text-danger">
            {errors.feeStructure}
          </p>
        )}
      </fieldset>

      <BioFields
        english={<Textarea rows={5} lang="en" {...bind('bio')} />}
        french={<Textarea rows={5} lang="fr" {...bind('bioFr')} />}
        errors={errors}
      />
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
    </>
  );
}
