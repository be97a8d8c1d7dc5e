import { Button } from '@cld/ui/button';
import { portalRegisterSchema } from '@cld/validation/auth';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AccountFields, AuthForm, useAccountLabels, useAuthForm } from './account-fields.tsx';
import { useRegister } from './auth-mutations.ts';

/**
 * The lawyer portal's short registration: it always makes a lawyer account (DESIGN §4). Without
 * JavaScript it posts to the portal's action (routes/lawyer-auth.tsx), which registers through the
 * API and lands on "check your e-mail" with the session cookie, as the form does with JavaScript.
 */
export function PortalRegisterForm({
  onSignedIn,
  returnTo,
}: {
  onSignedIn: () => void | Promise<void>;
  /** The page the verification link leads back to. */
  returnTo?: string | undefined;
}) {
  const t = useT(accountsMessages);
  const register = useRegister({ onSignedIn, returnTo });
  const schemaForm = useAuthForm('portal-register', portalRegisterSchema, register.mutate);
  const { fields } = schemaForm;
  const labels = useAccountLabels();

  return (
    <AuthForm tab="register" of={schemaForm} labels={labels} pending={register.isPending}>
      <AccountFields fields={fields} labels={labels} />
      <Button type="submit" className="w-full" loading={register.isPending}>
        {register.isPending
          ? t('accounts.forms.creatingAccount')
          : t('accounts.forms.createAccount')}
      </Button>
    </AuthForm>
  );
}
