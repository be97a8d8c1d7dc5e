import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { loginSchema } from '@cld/validation/auth';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { AuthForm, useAuthForm } from './account-fields.tsx';
import { useLogin } from './auth-mutations.ts';

/**
 * Sign-in with e-mail and password. Without JavaScript it posts to the page's action
 * (routes/account.tsx), which signs in through the API and passes its session cookie on.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT(accountsMessages);
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
      <Button type="submit" className="w-full" loading={login.isPending}>
        {login.isPending ? t('accounts.forms.signingIn') : t('accounts.forms.signIn')}
      </Button>
    </AuthForm>
  );
}
