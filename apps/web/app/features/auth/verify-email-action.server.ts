import { emailTokenSchema } from '@cld/contract/account';
import type { EmailConfirmed } from '@cld/contract/account';
import type { VerifyEmailActionData } from './verify-email-data.ts';
import { data } from 'react-router';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { accountBasicsMessages } from '../../i18n/namespaces.ts';
import {
  apiForAction,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
} from '../../lib/form-action.server.ts';

/** The API's own words for what the person can act on: the link's fault, another account, a wait. */
const tell = (status: number) =>
  status === 400 || status === 403 || status === 409 || status === 429;

/**
 * The verification page's button (with or without JavaScript: the page's `Form` posts here
 * either way): the link's token goes to the API as the visitor, whose session (if any) must be the
 * link's account. A GET never spends a link, so a mail scanner that opens it changes nothing.
 */
export async function verifyEmailAction(request: Request) {
  const locale = requestLocale(request);
  const submission = parseSubmission(await request.formData(), emailTokenSchema, locale);
  if (submission.status !== 'success') return invalid(submission.reply());
  const answer = await apiForAction(request)
    .auth.verifyEmail({ body: submission.value })
    .catch(() => NO_ANSWER);
  if (answer.status !== 200) {
    const t = await loadT(locale, accountBasicsMessages);
    return refused(submission, answer, { fallback: t('accountBasics.verify.failed'), tell });
  }
  return data<VerifyEmailActionData>({
    result: submission.reply({ resetForm: true }),
    done: true,
    confirmed: answer.body as EmailConfirmed,
  });
}
