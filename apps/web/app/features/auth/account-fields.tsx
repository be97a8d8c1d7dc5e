import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf } from '../../lib/schema-form.ts';

type Field = ComponentProps<typeof SchemaField>['field'];

/** The labels of the fields every registration asks for, in their order (the summary's). */
export function useAccountLabels() {
  const t = useT();
  return {
    firstName: t('accounts.forms.firstName'),
    lastName: t('accounts.forms.lastName'),
    email: t('accounts.forms.email'),
    password: t('accounts.forms.password'),
  };
}

/**
 * Name, e-mail and a new password: the account page's registration and the lawyer portal's share
 * them (their schemas differ only in the names' minimum length).
 */
export function AccountFields({
  fields,
  labels,
}: {
  fields: Record<'firstName' | 'lastName' | 'email' | 'password', Field>;
  labels: ReturnType<typeof useAccountLabels>;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField field={fields.firstName} label={labels.firstName} required>
          <Input autoComplete="given-name" />
        </SchemaField>
        <SchemaField field={fields.lastName} label={labels.lastName} required>
          <Input autoComplete="family-name" />
        </SchemaField>
      </div>
      <SchemaField field={fields.email} label={labels.email} required>
        <Input type="email" autoComplete="email" />
      </SchemaField>
      <SchemaField
        field={fields.password}
        label={labels.password}
        description={t('accounts.forms.passwordHint')}
        required
      >
        <Input type="password" autoComplete="new-password" />
      </SchemaField>
    </>
  );
}

/**
 * The head of a sign-in or registration form: the fields to correct, or what the API refused
 * (decision 025).
 */
export function AuthErrorSummary({
  form,
  fields,
  labels,
}: {
  form: Parameters<typeof errorSummaryOf>[0];
  fields: Parameters<typeof errorSummaryOf>[1];
  labels: Record<string, string>;
}) {
  const t = useT();
  const summary = errorSummaryOf(form, fields, labels);
  return (
    <FormErrorSummary
      title={
        summary.formErrors.length > 0
          ? t('accounts.forms.problemSummary')
          : t('accounts.forms.errorSummary')
      }
      {...summary}
    />
  );
}
