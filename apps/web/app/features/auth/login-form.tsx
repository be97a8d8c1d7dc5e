import { Button } from '@cld/ui/button';
import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import { loginSchema } from '@cld/validation/auth';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { useLogin } from './auth-mutations.ts';

/**
 * Sign-in with e-mail and password. Without JavaScript it posts to the page's action
 * (routes/account.tsx), which signs in through the API and passes its session cookie on.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT(accountsMessages);
  const login = useLogin({ onSignedIn });
  const { form, fields } = useSchemaForm({
    id: 'login',
    schema: loginSchema,
    onValid: (value, reply) =>
      login.mutate(value, {
        onError: (error) => reply.fieldErrors(apiFailureOf(error).fieldErrors),
      }),
  });
  const labels = { email: t('accounts.forms.email'), password: t('accounts.forms.password') };
  const summary = errorSummaryOf(form, fields, labels);

  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('accounts.forms.loginTab')}
    >
      <fieldset disabled={login.isPending} className="grid gap-4">
        <FormErrorSummary
          title={
            summary.formErrors.length > 0
              ? t('accounts.forms.problemSummary')
              : t('accounts.forms.errorSummary')
          }
          {...summary}
        />
        <SchemaField field={fields.email} label={labels.email} required>
          <Input type="email" autoComplete="email" />
        </SchemaField>
        <SchemaField field={fields.password} label={labels.password} required>
          <Input type="password" autoComplete="current-password" />
        </SchemaField>
        <Button type="submit" className="w-full" loading={login.isPending}>
          {login.isPending ? t('accounts.forms.signingIn') : t('accounts.forms.signIn')}
        </Button>
      </fieldset>
    </form>
  );
}
