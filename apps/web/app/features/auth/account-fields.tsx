import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import type { z } from 'zod';
import { errorSummaryOf, showingFieldErrors, useSchemaForm } from '../../lib/schema-form.ts';
import type { AuthTab } from './auth-tabs.tsx';

type Field = ComponentProps<typeof SchemaField>['field'];

/**
 * A sign-in or registration form on `schema` (lib/schema-form.ts): valid values go to `send` (a
 * mutation), whose failure puts the API's field messages under the fields.
 */
export function useAuthForm<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  id: string,
  schema: TSchema,
  send: (value: z.output<TSchema>, options: ReturnType<typeof showingFieldErrors>) => void,
) {
  return useSchemaForm({
    id,
    schema,
    onValid: (value, reply) => send(value, showingFieldErrors(reply)),
  });
}

/** The labels of the fields every registration asks for, in their order (the summary's). */
export function useAccountLabels() {
  const t = useT(accountsMessages);
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
  const t = useT(accountsMessages);
  const hint = t('accounts.forms.passwordHint');
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
      <SchemaField field={fields.password} label={labels.password} description={hint} required>
        <Input type="password" autoComplete="new-password" />
      </SchemaField>
    </>
  );
}

/**
 * A sign-in or registration form: posted to the page's action without JavaScript, sent by
 * `form.onSubmit` with it. At its head, the fields to correct or what the API refused
 * (decision 025); everything is disabled while the call is pending.
 */
export function AuthForm({
  tab,
  of: { form, fields },
  labels,
  pending,
  children,
}: {
  /** Which form it is, for its accessible name (the tab's). */
  tab: AuthTab;
  /** The form as `useSchemaForm` gives it. */
  of: {
    form: { id: string; errors?: string[]; onSubmit: FormEventHandler<HTMLFormElement> };
    fields: Parameters<typeof errorSummaryOf>[1];
  };
  labels: Record<string, string>;
  pending: boolean;
  children: ReactNode;
}) {
  const t = useT(accountsMessages);
  const summary = errorSummaryOf(form, fields, labels);
  const label = tab === 'login' ? t('accounts.forms.loginTab') : t('accounts.forms.registerTab');
  return (
    <form id={form.id} method="post" noValidate onSubmit={form.onSubmit} aria-label={label}>
      <fieldset disabled={pending} className="grid gap-4">
        <FormErrorSummary
          title={
            summary.formErrors.length > 0
              ? t('accounts.forms.problemSummary')
              : t('accounts.forms.errorSummary')
          }
          {...summary}
        />
        {children}
      </fieldset>
    </form>
  );
}
