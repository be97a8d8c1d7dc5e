import { passwordResetRequestSchema, passwordResetSchema } from '@cld/validation/password-reset';
import { data } from 'react-router';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { passwordResetMessages } from '../../i18n/namespaces.ts';
import {
  apiForAction,
  cookiesOf,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
  type FormActionData,
} from '../../lib/form-action.server.ts';

/** A password is never written back into the page. */
const HIDDEN_FIELDS = ['password'];

/** The API's own words for what the visitor can act on: a field to fix, or a wait. */
const tell = (status: number) => status === 400 || status === 429;

/**
 * "Forgot your password?" posted without JavaScript (with it, the page calls the API itself):
 * validated with the contract's schema, sent with the visitor's address for the API's limits.
 * Accepted, the page says where the link went (the API's 202 says nothing about the account).
 */
export async function forgotPasswordAction(request: Request) {
  const locale = requestLocale(request);
  const submission = parseSubmission(await request.formData(), passwordResetRequestSchema, locale);
  if (submission.status !== 'success') return invalid(submission.reply());
  const answer = await apiForAction(request)
    .auth.passwordResetRequest({ body: submission.value })
    .catch(() => NO_ANSWER);
  if (answer.status !== 202) {
    const t = await loadT(locale, passwordResetMessages);
    return refused(submission, answer, { fallback: t('passwordReset.request.failed'), tell });
  }
  return {
    result: submission.reply({ resetForm: true }),
    done: true,
    email: submission.value.email,
  } satisfies FormActionData & { email: string };
}

/**
 * The new password from the e-mailed link, posted without JavaScript. Accepted, the API has ended
 * every session of the account and cleared this browser's cookie: its `Set-Cookie` goes on.
 */
export async function resetPasswordAction(request: Request) {
  const locale = requestLocale(request);
  const submission = parseSubmission(await request.formData(), passwordResetSchema, locale);
  if (submission.status !== 'success') {
    return invalid(submission.reply({ hideFields: HIDDEN_FIELDS }));
  }
  const answer = await apiForAction(request)
    .auth.passwordResetConfirm({ body: submission.value })
    .catch(() => NO_ANSWER);
  if (answer.status !== 200 || !('headers' in answer)) {
    const t = await loadT(locale, passwordResetMessages);
    return refused(submission, answer, {
      fallback: t('passwordReset.reset.failed'),
      tell,
      hideFields: HIDDEN_FIELDS,
    });
  }
  return data<FormActionData>(
    { result: submission.reply({ resetForm: true }), done: true },
    { headers: cookiesOf(answer.headers) },
  );
}
