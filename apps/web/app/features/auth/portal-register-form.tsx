import { Button } from '@cld/ui/button';
import { portalRegisterSchema } from '@cld/validation/auth';
import { useT } from '../../i18n/i18n.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AccountFields, AuthErrorSummary, useAccountLabels } from './account-fields.tsx';
import { useRegister } from './auth-mutations.ts';

/**
 * The lawyer portal's short registration: it always makes a lawyer account (DESIGN §4). Without
 * JavaScript it posts to the portal's action (routes/lawyer-auth.tsx), which registers through the
 * API and lands on the dashboard with the session cookie, as the form does with JavaScript.
 */
export function PortalRegisterForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const t = useT();
  const register = useRegister({ onSignedIn });
  const { form, fields } = useSchemaForm({
    id: 'portal-register',
    schema: portalRegisterSchema,
    onValid: (value, reply) =>
      register.mutate(value, {
        onError: (error) => reply.fieldErrors(apiFailureOf(error).fieldErrors),
      }),
  });
  const labels = useAccountLabels();

  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('accounts.forms.registerTab')}
    >
      <fieldset disabled={register.isPending} className="grid gap-4">
        <AuthErrorSummary form={form} fields={fields} labels={labels} />
        <AccountFields fields={fields} labels={labels} />
        <Button type="submit" className="w-full" loading={register.isPending}>
          {register.isPending
            ? t('accounts.forms.creatingAccount')
            : t('accounts.forms.createAccount')}
        </Button>
      </fieldset>
    </form>
  );
}
