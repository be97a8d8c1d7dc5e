import type { Submission } from '@conform-to/react';
import { loginSchema } from '@cld/validation/auth';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { redirect } from '../../lib/links/index.ts';
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
export const HIDDEN_AUTH_FIELDS = ['password'];

/** A sign-in or registration form posted to its page's action, and where it goes once signed in. */
export interface AuthPost {
  request: Request;
  formData: FormData;
  redirectTo: string;
}

/**
 * Calls the API as the visitor (`apiForAction`) to sign in or register. Accepted, the session
 * cookie the API sets goes on with the redirect to `redirectTo`; refused, the form comes back with
 * the API's message, which is the visitor's to read, as the toast says it.
 */
export async function signInThroughApi(
  { request, redirectTo }: AuthPost,
  submission: Submission<unknown, string[], unknown>,
  call: (
    api: ReturnType<typeof apiForAction>,
  ) => Promise<{ status: number; body: unknown; headers: Headers }>,
  { fallback, more }: { fallback: string; more?: Omit<FormActionData, 'result'> },
) {
  const answer = await call(apiForAction(request)).catch(() => NO_ANSWER);
  if ((answer.status === 200 || answer.status === 201) && 'headers' in answer) {
    return redirect(request, redirectTo, { headers: cookiesOf(answer.headers) });
  }
  return refused(submission, answer, {
    fallback,
    tell: () => true,
    hideFields: HIDDEN_AUTH_FIELDS,
    more,
  });
}

/**
 * The sign-in form posted without JavaScript (with it, the form calls the API itself), on the
 * account page and the lawyer portal: validated with the contract's schema, sent to the API with
 * the visitor's address for its throttling.
 */
export async function signInAction(post: AuthPost) {
  const submission = parseSubmission(post.formData, loginSchema, requestLocale(post.request));
  if (submission.status !== 'success') {
    return invalid(submission.reply({ hideFields: HIDDEN_AUTH_FIELDS }));
  }
  const t = await loadT(requestLocale(post.request), accountsMessages);
  return signInThroughApi(post, submission, (api) => api.auth.login({ body: submission.value }), {
    fallback: t('accounts.toasts.loginFailed'),
  });
}
