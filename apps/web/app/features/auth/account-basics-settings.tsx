import type { CurrentUser } from '@cld/contract/auth';
import { emailChangeSchema, passwordChangeSchema } from '@cld/contract/account';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import { useState, useSyncExternalStore, type FormEventHandler, type ReactNode } from 'react';
import type { z } from 'zod';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { accountBasicsMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { useChangeEmail, useChangePassword } from './account-basics-mutations.ts';
import { ResendVerification } from './resend-verification.tsx';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating: these forms work through the API, with JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The API's own words for what the person can act on (a field, a wait), else `fallback`. */
function failureOf(error: unknown, fallback: string): string {
  const { status, message } = apiFailureOf(error);
  return message !== undefined && [400, 409, 429].includes(status ?? 0) ? message : fallback;
}

/** "26 November 2026" / "26 novembre 2026". */
function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
  }).format(new Date(iso));
}

/** An announced line under a form: what was done, or what went wrong. */
function Outcome({ done, failure }: { done?: string | undefined; failure?: string | undefined }) {
  return (
    <div aria-live="polite" className="text-sm">
      {done && <p className="text-success">{done}</p>}
      {failure && <p className="text-danger">{failure}</p>}
    </div>
  );
}

/** The account's address, whether it is verified (and when), and the resend link. */
function EmailStatus({ user }: { user: CurrentUser }) {
  const t = useT(accountBasicsMessages);
  const locale = useLocale();
  const verifiedAt = user.isVerified ? user.emailVerifiedAt : undefined;
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('accountBasics.settings.email')}</span>
        <span className="break-all">{user.email}</span>
        <Badge variant={user.isVerified ? 'success' : 'warning'}>
          {user.isVerified
            ? verifiedAt
              ? t('accountBasics.settings.verifiedOn', { date: formatDay(verifiedAt, locale) })
              : t('accountBasics.settings.verified')
            : t('accountBasics.settings.notVerified')}
        </Badge>
      </p>
      {!user.isVerified && (
        <>
          <p className="text-muted-foreground">{t('accountBasics.settings.notVerifiedHint')}</p>
          <ResendVerification email={user.email} />
        </>
      )}
    </div>
  );
}

/** The heading of one part, a level under the section's. */
function PartHeading({ id, level, children }: { id: string; level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Heading id={id} className="font-semibold">
      {children}
    </Heading>
  );
}

/** A mutation's `mutate`, as a change form calls it. */
type Mutate<TValue> = (
  value: TValue,
  options: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/**
 * A change form's state: its values sent with `mutate` once valid, the form emptied when done, and
 * on failure the API's field messages under the fields and its words (else `failed`) under the form.
 */
function useChangeForm<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>({
  id,
  schema,
  mutate,
  failed,
}: {
  id: string;
  schema: TSchema;
  mutate: Mutate<z.output<TSchema>>;
  failed: string;
}) {
  const [failure, setFailure] = useState<string>();
  const schemaForm = useSchemaForm({
    id,
    schema,
    onValid: (value, reply) => {
      setFailure(undefined);
      mutate(value, {
        onSuccess: () => reply.reset(),
        onError: (error) => {
          reply.fieldErrors(apiFailureOf(error).fieldErrors);
          setFailure(failureOf(error, failed));
        },
      });
    },
  });
  return { ...schemaForm, failure };
}

/**
 * One change under the section (e-mail, password): its heading and intro, the form with its error
 * summary, fields (`children`) and submit button, and the announced outcome.
 */
function ChangePart({
  id,
  level,
  title,
  intro,
  of: { form, fields, failure },
  labels,
  pending,
  submit,
  done,
  children,
}: {
  /** The form's id, and the prefix of its title's. */
  id: string;
  level: 3 | 4;
  title: string;
  intro: string;
  of: {
    form: { id: string; errors?: string[]; onSubmit: FormEventHandler<HTMLFormElement> };
    fields: Parameters<typeof errorSummaryOf>[1];
    failure: string | undefined;
  };
  labels: Record<string, string>;
  pending: boolean;
  submit: string;
  done: string | undefined;
  children: ReactNode;
}) {
  const t = useT(accountBasicsMessages);
  const summary = errorSummaryOf(form, fields, labels);
  const hydrated = useHydrated();
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t border-border pt-6">
      <PartHeading id={titleId} level={level}>
        {title}
      </PartHeading>
      <p className="text-sm text-muted-foreground">{intro}</p>
      {/* Posted, never read from the address: a password never lands in a URL, even before the
          page's script runs (the fieldset stays disabled until then). */}
      <form
        id={form.id}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        aria-labelledby={titleId}
      >
        <fieldset disabled={!hydrated || pending} className="grid gap-4">
          <FormErrorSummary
            title={
              summary.formErrors.length > 0
                ? t('accountBasics.settings.problemSummary')
                : t('accountBasics.settings.errorSummary')
            }
            {...summary}
          />
          {children}
          <div>
            <Button type="submit" loading={pending}>
              {submit}
            </Button>
          </div>
        </fieldset>
      </form>
      <Outcome done={done} failure={failure} />
    </section>
  );
}

function ChangeEmailForm({ level }: { level: 3 | 4 }) {
  const t = useT(accountBasicsMessages);
  const change = useChangeEmail();
  const changeForm = useChangeForm({
    id: 'change-email',
    schema: emailChangeSchema,
    mutate: change.mutate,
    failed: t('accountBasics.settings.changeEmail.failed'),
  });
  const { fields } = changeForm;
  const labels = {
    newEmail: t('accountBasics.settings.changeEmail.newEmail'),
    currentPassword: t('accountBasics.settings.changeEmail.currentPassword'),
  };
  return (
    <ChangePart
      id="change-email"
      level={level}
      title={t('accountBasics.settings.changeEmail.title')}
      intro={t('accountBasics.settings.changeEmail.intro')}
      of={changeForm}
      labels={labels}
      pending={change.isPending}
      submit={
        change.isPending
          ? t('accountBasics.settings.changeEmail.sending')
          : t('accountBasics.settings.changeEmail.submit')
      }
      done={
        change.isSuccess
          ? t('accountBasics.settings.changeEmail.sent', { email: change.data })
          : undefined
      }
    >
      <SchemaField field={fields.newEmail} label={labels.newEmail} required>
        <Input type="email" autoComplete="email" />
      </SchemaField>
      <SchemaField field={fields.currentPassword} label={labels.currentPassword} required>
        <Input type="password" autoComplete="current-password" />
      </SchemaField>
    </ChangePart>
  );
}

function ChangePasswordForm({ level }: { level: 3 | 4 }) {
  const t = useT(accountBasicsMessages);
  const change = useChangePassword();
  const changeForm = useChangeForm({
    id: 'change-password',
    schema: passwordChangeSchema,
    mutate: change.mutate,
    failed: t('accountBasics.settings.changePassword.failed'),
  });
  const { fields } = changeForm;
  const labels = {
    currentPassword: t('accountBasics.settings.changePassword.currentPassword'),
    newPassword: t('accountBasics.settings.changePassword.newPassword'),
  };
  return (
    <ChangePart
      id="change-password"
      level={level}
      title={t('accountBasics.settings.changePassword.title')}
      intro={t('accountBasics.settings.changePassword.intro')}
      of={changeForm}
      labels={labels}
      pending={change.isPending}
      submit={
        change.isPending
          ? t('accountBasics.settings.changePassword.saving')
          : t('accountBasics.settings.changePassword.submit')
      }
      done={change.isSuccess ? t('accountBasics.settings.changePassword.saved') : undefined}
    >
      <SchemaField field={fields.currentPassword} label={labels.currentPassword} required>
        <Input type="password" autoComplete="current-password" />
      </SchemaField>
      <SchemaField
        field={fields.newPassword}
        label={labels.newPassword}
        description={t('accountBasics.settings.changePassword.newPasswordHint')}
        required
      >
        <Input type="password" autoComplete="new-password" />
      </SchemaField>
    </ChangePart>
  );
}

/**
 * Settings' "E-mail and password" (issue 21, decision 038), for every account: the lawyer
 * dashboard mounts it, and so can the customers' space. The address and the truth about its
 * verification, the resend link, and the changes of e-mail and password (each asks for the
 * current password; an account without one, Google only, is told by the API how to get one).
 */
export function AccountBasicsSettings({
  user,
  level = 3,
}: {
  user: CurrentUser;
  /** The section's heading level, under the page's or card's own (its parts are one under). */
  level?: 2 | 3;
}) {
  const t = useT(accountBasicsMessages);
  const Heading = level === 2 ? 'h2' : 'h3';
  const partLevel = level === 2 ? 3 : 4;
  return (
    <section
      aria-labelledby="account-basics-title"
      className="grid gap-4 border-t border-border pt-6"
    >
      <Heading id="account-basics-title" className="text-lg font-semibold">
        {t('accountBasics.settings.title')}
      </Heading>
      <EmailStatus user={user} />
      <ChangeEmailForm level={partLevel} />
      <ChangePasswordForm level={partLevel} />
    </section>
  );
}
