import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { passwordResetRequestSchema } from '@cld/validation/password-reset';
import { useState } from 'react';
import { useActionData } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { passwordResetMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AuthCard } from './auth-card.tsx';
import {
  failureMessage,
  PasswordResetForm,
  ResetNotice,
  SignInLink,
} from './password-reset-fields.tsx';
import { useRequestPasswordReset } from './password-reset-mutations.ts';

/**
 * /forgot-password (/fr/mot-de-passe-oublie): the address to mail a reset link to. Without
 * JavaScript it posts to the route's action (password-reset-actions.server.ts). Either way the
 * page says the same thing whether or not the address has an account: the API does not tell.
 */
export function ForgotPasswordPage() {
  const t = useT(passwordResetMessages);
  const send = useRequestPasswordReset();
  const [failure, setFailure] = useState<string>();
  const schemaForm = useSchemaForm({
    id: 'forgot-password',
    schema: passwordResetRequestSchema,
    onValid: (value, reply) => {
      setFailure(undefined);
      send.mutate(value, {
        onError: (error) => {
          reply.fieldErrors(apiFailureOf(error).fieldErrors);
          setFailure(failureMessage(error, t('passwordReset.request.failed')));
        },
      });
    },
  });
  const posted = useActionData<{ email?: string } | undefined>();
  const sentTo = send.data ?? (schemaForm.done ? posted?.email : undefined);
  const { fields } = schemaForm;
  const labels = { email: t('passwordReset.request.email') };

  return (
    <AuthCard
      title={t('passwordReset.request.title')}
      subtitle={t('passwordReset.request.subtitle')}
    >
      {sentTo !== undefined ? (
        <ResetNotice
          title={t('passwordReset.request.sentTitle')}
          text={t('passwordReset.request.sentText', { email: sentTo })}
        >
          <SignInLink>{t('passwordReset.backToSignIn')}</SignInLink>
        </ResetNotice>
      ) : (
        <>
          <PasswordResetForm
            of={schemaForm}
            label={t('passwordReset.request.formLabel')}
            labels={labels}
            failure={failure}
            pending={send.isPending}
          >
            <SchemaField field={fields.email} label={labels.email} required>
              <Input type="email" autoComplete="email" />
            </SchemaField>
            <Button type="submit" className="w-full" loading={send.isPending}>
              {send.isPending
                ? t('passwordReset.request.sending')
                : t('passwordReset.request.submit')}
            </Button>
          </PasswordResetForm>
          <SignInLink>{t('passwordReset.backToSignIn')}</SignInLink>
        </>
      )}
    </AuthCard>
  );
}
