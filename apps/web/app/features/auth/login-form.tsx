import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { loginSchema } from '@cld/validation/auth';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages, passwordResetMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { AuthForm, useAuthForm } from './account-fields.tsx';
import { useLogin } from './auth-mutations.ts';

/**
 * Sign-in with e-mail and password. Without JavaScript it posts to the page's action
 * (routes/account.tsx), which signs in through the API and passes its session cookie on. A
 * forgotten password is reset by e-mail (/forgot-password).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT(accountsMessages, passwordResetMessages);
  const login = useLogin({ onSignedIn });
  const schemaForm = useAuthForm('login', loginSchema, login.mutate);
  const { fields } = schemaForm;
  const labels = { email: t('accounts.forms.email'), password: t('accounts.forms.password') };

  return (
    <AuthForm tab="login" of={schemaForm} labels={labels} pending={login.isPending}>
      <SchemaField field={fields.email} label={labels.email} required>
        <Input type="email" autoComplete="email" />
      </SchemaField>
      <SchemaField field={fields.password} label={labels.password} required>
        <Input type="password" autoComplete="current-password" />
      </SchemaField>
      <Link
        to="/forgot-password"
        className="inline-flex min-h-6 items-center justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        {t('passwordReset.forgotLink')}
      </Link>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {login.isPending ? t('accounts.forms.signingIn') : t('accounts.forms.signIn')}
      </Button>
    </AuthForm>
  );
}
