import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Textarea } from '@cld/ui/textarea';
import { accountRegisterSchema, USER_TYPES, type UserType } from '@cld/validation/auth';
import { useId, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useRegister } from './auth-mutations.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { PlaceFields, PracticeAreaField } from './place-fields.tsx';

const EMPTY_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  userType: '',
  phone: '',
  practiceArea: '',
  province: '',
  city: '',
  location: '',
  address: '',
  experience: '',
  hourlyRate: '',
  bio: '',
  website: '',
};

const USER_TYPE_LABELS = {
  customer: 'accounts.account.customerOption',
  lawyer: 'accounts.account.lawyerOption',
} as const satisfies Record<UserType, string>;

/** The account page's registration, for customers and lawyers (spec §2, §5). */
export function AccountRegisterForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT();
  const userTypeErrorId = useId();
  const professionalHeadingId = useId();
  const form = useFormValues(EMPTY_FORM);
  const register = useRegister({ onSignedIn, onFieldErrors: form.setErrors });
  const { values, errors, bind } = form;
  const isLawyer = values.userType === 'lawyer';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A customer's hidden professional fields are not theirs to send.
    const { firstName, lastName, email, password, userType } = values;
    const account = { firstName, lastName, email, password, userType: userType || undefined };
    const result = validateForm(
      accountRegisterSchema,
      isLawyer ? { ...values, ...account } : account,
    );
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) register.mutate({ ...result.data, role: 'user' as const });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={t('accounts.forms.registerTab')}>
      <fieldset disabled={register.isPending} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('accounts.forms.firstName')} error={errors.firstName} required>
            <Input autoComplete="given-name" {...bind('firstName')} />
          </FormField>
          <FormField label={t('accounts.forms.lastName')} error={errors.lastName} required>
            <Input autoComplete="family-name" {...bind('lastName')} />
          </FormField>
        </div>
        <FormField label={t('accounts.forms.email')} error={errors.email} required>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField
          label={t('accounts.forms.password')}
          description={t('accounts.forms.passwordHint')}
          error={errors.password}
          required
        >
          <Input type="password" autoComplete="new-password" {...bind('password')} />
        </FormField>

        <fieldset
          className="grid gap-2"
          aria-describedby={errors.userType ? userTypeErrorId : undefined}
        >
          <legend className="mb-2 text-sm font-medium">
            {t('accounts.account.userTypeLegend')}
          </legend>
          {USER_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-subtle"
            >
              <input
                type="radio"
                name="userType"
                value={type}
                checked={values.userType === type}
                onChange={() => form.setValue('userType', type)}
                className="size-4 accent-primary"
              />
              {t(USER_TYPE_LABELS[type])}
            </label>
          ))}
          {errors.userType && (
            <p id={userTypeErrorId} className="text-sm font-medium text-danger">
              {errors.userType}
            </p>
          )}
        </fieldset>

        {isLawyer && (
          <section
            aria-labelledby={professionalHeadingId}
            className="grid gap-4 border-t border-border pt-4"
          >
            <h2 id={professionalHeadingId} className="text-base font-semibold">
              {t('accounts.account.professionalHeading')}
            </h2>
            <FormField label={t('accounts.profileFields.phone')} error={errors.phone} required>
              <Input type="tel" autoComplete="tel" {...bind('phone')} />
            </FormField>
            <PracticeAreaField
              value={values.practiceArea}
              error={errors.practiceArea}
              required
              onChange={(value) => form.setValue('practiceArea', value)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
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
            </div>
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
            <div className="grid gap-4 sm:grid-cols-2">
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
            <FormField label={t('accounts.profileFields.bio')} error={errors.bio} required>
              <Textarea rows={4} {...bind('bio')} />
            </FormField>
            <FormField
              label={`${t('accounts.profileFields.website')} ${t('accounts.profileFields.optional')}`}
              error={errors.website}
            >
              <Input type="url" autoComplete="url" {...bind('website')} />
            </FormField>
          </section>
        )}

        <Button type="submit" className="w-full" loading={register.isPending}>
          {register.isPending
            ? t('accounts.forms.creatingAccount')
            : isLawyer
              ? t('accounts.account.createLawyer')
              : t('accounts.account.createCustomer')}
        </Button>
      </fieldset>
    </form>
  );
}
