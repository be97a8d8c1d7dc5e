import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { Textarea } from '@cld/ui/textarea';
import { accountRegisterSchema, USER_TYPES, type UserType } from '@cld/validation/auth';
import { useId, type ComponentProps } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { AccountFields, AuthForm, useAccountLabels, useAuthForm } from './account-fields.tsx';
import { useRegister } from './auth-mutations.ts';
import { BioFields } from './bio-fields.tsx';
import { PlaceFields, PracticeAreaField } from './place-fields.tsx';

const USER_TYPE_LABELS = {
  customer: 'accounts.account.customerOption',
  lawyer: 'accounts.account.lawyerOption',
} as const satisfies Record<UserType, string>;

const initialText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A bio in one language, started from what the form was sent back with; the other props (the id and
 * descriptions its field gives it, the language) reach the text area.
 */
function BioTextarea({
  field,
  ...props
}: { field: ComponentProps<typeof SchemaField>['field'] } & ComponentProps<typeof Textarea>) {
  return (
    <Textarea
      rows={4}
      {...props}
      name={field.name}
      defaultValue={initialText(field.initialValue)}
    />
  );
}

/**
 * The account page's registration, for customers and lawyers (spec §2, §5). The professional
 * fields show once "Lawyer" is chosen and the city list follows the province. Without JavaScript
 * the server does both when it sends the form back (features/auth/register-action.server.ts): two
 * buttons inside `<noscript>` ask it to, "Continue as a lawyer" and "Show the cities of this
 * province", with Conform intents that re-render the form as filled without creating anything.
 * A customer's professional fields are not rendered, so they are never sent.
 */
export function AccountRegisterForm({
  onSignedIn,
  returnTo,
}: {
  onSignedIn: () => void | Promise<void>;
  /** The page the verification link leads back to. */
  returnTo?: string | undefined;
}) {
  const t = useT(accountsMessages);
  const userTypeErrorId = useId();
  const professionalHeadingId = useId();
  const register = useRegister({ onSignedIn, returnTo });
  const schemaForm = useAuthForm('account-register', accountRegisterSchema, (value, options) =>
    register.mutate({ ...value, role: 'user' as const }, options),
  );
  const { form, fields } = schemaForm;
  // Conform tracks what the uncontrolled selects hold; the cities follow the province.
  const province = initialText(fields.province.value ?? fields.province.initialValue);
  const userType = fields.userType.value ?? fields.userType.initialValue;
  const isLawyer = userType === 'lawyer';
  const errorOf = (name: keyof typeof fields) => fields[name].errors?.[0];

  const labels = {
    ...useAccountLabels(),
    userType: t('accounts.account.userTypeLegend'),
    phone: t('accounts.profileFields.phone'),
    practiceArea: t('accounts.profileFields.practiceArea'),
    province: t('accounts.profileFields.province'),
    city: t('accounts.profileFields.city'),
    location: t('accounts.profileFields.location'),
    address: t('accounts.profileFields.address'),
    experience: t('accounts.profileFields.experience'),
    hourlyRate: t('accounts.profileFields.hourlyRate'),
    bio: t('accounts.profileFields.bio'),
    bioFr: t('accounts.profileFields.bioFrench'),
    website: t('accounts.profileFields.website'),
  };

  return (
    <AuthForm tab="register" of={schemaForm} labels={labels} pending={register.isPending}>
      <AccountFields fields={fields} labels={labels} />

      <fieldset
        id={fields.userType.id}
        tabIndex={-1}
        className="grid gap-2"
        aria-describedby={errorOf('userType') ? userTypeErrorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{labels.userType}</legend>
        {USER_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-subtle"
          >
            <input
              key={fields.userType.key}
              type="radio"
              name={fields.userType.name}
              value={type}
              defaultChecked={fields.userType.initialValue === type}
              className="size-4 accent-primary"
            />
            {t(USER_TYPE_LABELS[type])}
          </label>
        ))}
        {errorOf('userType') && (
          <p id={userTypeErrorId} className="text-sm font-medium text-danger">
            {errorOf('userType')}
          </p>
        )}
        {!isLawyer && (
          <noscript>
            <Button
              type="submit"
              variant="outline"
              className="w-full"
              {...form.update.getButtonProps({ name: fields.userType.name, value: 'lawyer' })}
            >
              {t('accounts.account.continueAsLawyer')}
            </Button>
          </noscript>
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
          <SchemaField field={fields.phone} label={labels.phone} required>
            <Input type="tel" autoComplete="tel" />
          </SchemaField>
          <PracticeAreaField
            id={fields.practiceArea.id}
            value={initialText(fields.practiceArea.initialValue)}
            error={errorOf('practiceArea')}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PlaceFields
              ids={{ province: fields.province.id, city: fields.city.id }}
              province={province}
              city={initialText(fields.city.initialValue)}
              errors={{ province: errorOf('province'), city: errorOf('city') }}
              required
            />
          </div>
          <noscript>
            <Button
              type="submit"
              variant="outline"
              className="w-full"
              {...form.validate.getButtonProps({ name: fields.province.name })}
            >
              {t('accounts.account.showCities')}
            </Button>
          </noscript>
          <SchemaField
            field={fields.location}
            label={labels.location}
            description={t('accounts.profileFields.locationHint')}
            required
          >
            <Input />
          </SchemaField>
          <SchemaField field={fields.address} label={labels.address} required>
            <Input autoComplete="street-address" />
          </SchemaField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SchemaField field={fields.experience} label={labels.experience} required>
              <Input type="number" min={0} step={1} inputMode="numeric" />
            </SchemaField>
            <SchemaField field={fields.hourlyRate} label={labels.hourlyRate} required>
              <Input type="number" min={0} step={1} inputMode="numeric" />
            </SchemaField>
          </div>
          <BioFields
            english={<BioTextarea key={fields.bio.key} field={fields.bio} lang="en" />}
            french={<BioTextarea key={fields.bioFr.key} field={fields.bioFr} lang="fr" />}
            errors={{ bio: errorOf('bio'), bioFr: errorOf('bioFr') }}
            ids={{ bio: fields.bio.id, bioFr: fields.bioFr.id }}
          />
          <SchemaField
            field={fields.website}
            label={`${labels.website} ${t('accounts.profileFields.optional')}`}
          >
            <Input type="url" autoComplete="url" />
          </SchemaField>
        </section>
      )}

      <Button type="submit" className="w-full" loading={register.isPending}>
        {register.isPending
          ? t('accounts.forms.creatingAccount')
          : isLawyer
            ? t('accounts.account.createLawyer')
            : t('accounts.account.createCustomer')}
      </Button>
    </AuthForm>
  );
}
