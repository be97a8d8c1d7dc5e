import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { portalRegisterSchema } from '@cld/validation/auth';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { useRegister } from './auth-mutations.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';

/** The lawyer portal's short registration: it always makes a lawyer account (DESIGN §4). */
export function PortalRegisterForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT(accountsMessages);
  const form = useFormValues({ firstName: '', lastName: '', email: '', password: '' });
  const register = useRegister({ onSignedIn, onFieldErrors: form.setErrors });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(portalRegisterSchema, form.values);
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) register.mutate(result.data);
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={t('accounts.forms.registerTab')}>
      <fieldset disabled={register.isPending} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('accounts.forms.firstName')} error={form.errors.firstName} required>
            <Input autoComplete="given-name" {...form.bind('firstName')} />
          </FormField>
          <FormField label={t('accounts.forms.lastName')} error={form.errors.lastName} required>
            <Input autoComplete="family-name" {...form.bind('lastName')} />
          </FormField>
        </div>
        <FormField label={t('accounts.forms.email')} error={form.errors.email} required>
          <Input type="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <FormField
          label={t('accounts.forms.password')}
          description={t('accounts.forms.passwordHint')}
          error={form.errors.password}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.bind('password')} />
        </FormField>
        <Button type="submit" className="w-full" loading={register.isPending}>
          {register.isPending
            ? t('accounts.forms.creatingAccount')
            : t('accounts.forms.createAccount')}
        </Button>
      </fieldset>
    </form>
  );
}
