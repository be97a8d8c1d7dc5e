import { loginSchema } from '@cld/validation/auth';
import { redirect } from 'react-router';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import {
  apiForAction,
  cookiesOf,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
} from '../../lib/form-action.server.ts';

/** A password is never written back into the page. */
export const HIDDEN_AUTH_FIELDS = ['password'];

/**
 * The sign-in form posted without JavaScript (with it, the form calls the API itself), on the
 * account page and the lawyer portal: validated with the contract's schema, sent to the API with
 * the visitor's address for its throttling, and the session cookie it sets passed on with the
 * redirect to `redirectTo`. The API's refusal is the visitor's to read, as the toast says it.
 */
export async function signInAction({
  request,
  formData,
  redirectTo,
}: {
  request: Request;
  formData: FormData;
  redirectTo: string;
}) {
  const submission = parseSubmission(formData, loginSchema);
  if (submission.status !== 'success') {
    return invalid(submission.reply({ hideFields: HIDDEN_AUTH_FIELDS }));
  }
  const answer = await apiForAction(request)
    .auth.login({ body: submission.value })
    .catch(() => NO_ANSWER);
  if (answer.status !== 200) {
    const t = await loadT(requestLocale(request), accountsMessages);
    return refused(submission, answer, {
      fallback: t('accounts.toasts.loginFailed'),
      tell: () => true,
      hideFields: HIDDEN_AUTH_FIELDS,
    });
  }
  return redirect(redirectTo, { headers: cookiesOf(answer.headers) });
}
