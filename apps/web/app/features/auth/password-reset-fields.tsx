import { FormErrorSummary } from '@cld/ui/form-error-summary';
import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { passwordResetMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { errorSummaryOf } from '../../lib/schema-form.ts';

/** What the API's refusal means to the visitor: its own words for a 400 or a 429, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  const { status, message } = apiFailureOf(error);
  return message !== undefined && (status === 400 || status === 429) ? message : fallback;
}

/**
 * A form of the reset pages: posted to the page's action without JavaScript, sent by
 * `form.onSubmit` with it. At its head, the announced summary of what to fix or what went wrong
 * (`failure`, a call made in the browser); everything is disabled while the call is pending.
 */
export function PasswordResetForm({
  of: { form, fields },
  label,
  labels,
  failure,
  pending,
  children,
}: {
  of: {
    form: { id: string; errors?: string[]; onSubmit: FormEventHandler<HTMLFormElement> };
    fields: Parameters<typeof errorSummaryOf>[1];
  };
  /** The form's accessible name. */
  label: string;
  labels: Record<string, string>;
  failure: string | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  const t = useT(passwordResetMessages);
  const summary = errorSummaryOf(form, fields, labels);
  const formErrors = failure ? [...summary.formErrors, failure] : summary.formErrors;
  return (
    <form id={form.id} method="post" noValidate onSubmit={form.onSubmit} aria-label={label}>
      <fieldset disabled={pending} className="grid gap-4">
        <FormErrorSummary
          title={
            formErrors.length > 0
              ? t('passwordReset.problemSummary')
              : t('passwordReset.errorSummary')
          }
          formErrors={formErrors}
          fieldErrors={summary.fieldErrors}
        />
        {children}
      </fieldset>
    </form>
  );
}

/** Where the reset pages lead once done, or back: the sign-in form. */
export function SignInLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/auth/login"
      className="inline-flex min-h-6 items-center justify-self-start rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
    >
      {children}
    </Link>
  );
}

/** The outcome of a reset page's form, where a toast would be: a status, read on the page. */
export function ResetNotice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="grid gap-3 rounded-md border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
      {children}
    </div>
  );
}
