import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { passwordResetSchema } from '@cld/validation/password-reset';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { passwordResetMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { Link } from '../../lib/links/index.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AuthCard } from './auth-card.tsx';
import {
  failureMessage,
  PasswordResetForm,
  ResetNotice,
  SignInLink,
} from './password-reset-fields.tsx';
import { useConfirmPasswordReset } from './password-reset-mutations.ts';

const linkClass =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring';

/**
 * /reset-password?token=… (/fr/reinitialiser-le-mot-de-passe?token=…), opened from the e-mailed
 * link: the new password, sent with the link's token (a hidden field, so the form posts without
 * JavaScript to the route's action too). A link the API refuses says so, with the way to a new one.
 */
export function ResetPasswordPage() {
  const t = useT(passwordResetMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const send = useConfirmPasswordReset();
  const [failure, setFailure] = useState<string>();
  const schemaForm = useSchemaForm({
    id: 'reset-password',
    schema: passwordResetSchema,
    onValid: (value, reply) => {
      setFailure(undefined);
      send.mutate(value, {
        onError: (error) => {
          reply.fieldErrors(apiFailureOf(error).fieldErrors);
          setFailure(failureMessage(error, t('passwordReset.reset.failed')));
        },
      });
    },
  });
  const { fields } = schemaForm;
  const labels = {
    token: t('passwordReset.reset.link'),
    password: t('passwordReset.reset.password'),
  };
  const tokenError = fields.token.errors?.[0];
  const askAgain = (
    <Link to="/forgot-password" className={linkClass}>
      {t('passwordReset.reset.askAgain')}
    </Link>
  );

  let body;
  if (send.isSuccess || schemaForm.done) {
    body = (
      <ResetNotice
        title={t('passwordReset.reset.doneTitle')}
        text={t('passwordReset.reset.doneText')}
      >
        <SignInLink>{t('passwordReset.signIn')}</SignInLink>
      </ResetNotice>
    );
  } else if (token === '') {
    body = (
      <div className="grid gap-3 text-sm">
        <p>{t('passwordReset.reset.noToken')}</p>
        {askAgain}
      </div>
    );
  } else {
    body = (
      <PasswordResetForm
        of={schemaForm}
        label={t('passwordReset.reset.formLabel')}
        labels={labels}
        failure={failure}
        pending={send.isPending}
      >
        <input type="hidden" name={fields.token.name} value={token} />
        {tokenError !== undefined && (
          // The summary's link to the token leads here: the link's problem and the way out.
          <div id={fields.token.id} tabIndex={-1} className="grid gap-2 text-sm text-danger">
            <p>{tokenError}</p>
            {askAgain}
          </div>
        )}
        <SchemaField
          field={fields.password}
          label={labels.password}
          description={t('passwordReset.reset.passwordHint')}
          required
        >
          <Input type="password" autoComplete="new-password" />
        </SchemaField>
        <Button type="submit" className="w-full" loading={send.isPending}>
          {send.isPending ? t('passwordReset.reset.saving') : t('passwordReset.reset.submit')}
        </Button>
      </PasswordResetForm>
    );
  }

  return (
    <AuthCard title={t('passwordReset.reset.title')} subtitle={t('passwordReset.reset.subtitle')}>
      {body}
    </AuthCard>
  );
}
