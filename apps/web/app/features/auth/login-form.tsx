import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { loginSchema } from '@cld/validation/auth';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useLogin } from './auth-mutations.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT();
  const form = useFormValues({ email: '', password: '' });
  const login = useLogin({ onSignedIn, onFieldErrors: form.setErrors });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(loginSchema, form.values);
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) login.mutate(result.data);
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={t('accounts.forms.loginTab')}>
      <fieldset disabled={login.isPending} className="grid gap-4">
        <FormField label={t('accounts.forms.email')} error={form.errors.email} required>
          <Input type="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <FormField label={t('accounts.forms.password')} error={form.errors.password} required>
          <Input type="password" autoComplete="current-password" {...form.bind('password')} />
        </FormField>
        <Button type="submit" className="w-full" loading={login.isPending}>
          {login.isPending ? t('accounts.forms.signingIn') : t('accounts.forms.signIn')}
        </Button>
      </fieldset>
    </form>
  );
}
