import { emailTokenSchema } from '@cld/contract/account';
import type { EmailConfirmed } from '@cld/contract/account';
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
import { returnToOfRequest } from './return-to.ts';
import {
  RESEND_INTENT,
  type ResendOutcome,
  type VerifyEmailActionData,
} from './verify-email-data.ts';

/** The API's own words for what the person can act on: the link's fault, another account, a wait. */
const tell = (status: number) =>
  status === 400 || status === 403 || status === 409 || status === 429;

/** A limit's window, when the API names none: the resend limit's (an hour). */
const DEFAULT_WAIT_SECONDS = 60 * 60;

/** Whole minutes, at least one, of the API's `Retry-After` (seconds). */
function minutesToWait(headers: Headers | undefined): number {
  const seconds = Number(headers?.get('retry-after'));
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS;
  return Math.max(1, Math.ceil(wait / 60));
}

/** What the API's answer to "send the link again" means to the person, and the page's status. */
function resendOutcomeOf(answer: { status: number; headers?: Headers }): {
  outcome: ResendOutcome;
  status: number;
} {
  switch (answer.status) {
    case 202:
      return { outcome: { sent: true }, status: 200 };
    case 429:
      return {
        outcome: { sent: false, reason: 'limited', minutes: minutesToWait(answer.headers) },
        status: 429,
      };
    case 409:
      return { outcome: { sent: false, reason: 'verified' }, status: 409 };
    case 401:
      return { outcome: { sent: false, reason: 'signedOut' }, status: 401 };
    default:
      return { outcome: { sent: false, reason: 'failed' }, status: 502 };
  }
}

/**
 * "Send the link again" (the notice after registering, the client space's banner, Settings): a
 * new link to the signed-in account's address, through the API's limits. The same post with or
 * without JavaScript (a fetcher, or the form posting here), so both say the same thing.
 */
async function resendVerificationAction(request: Request) {
  // The new link leads back to the page the button was pressed on (the address's `returnTo`).
  const returnTo = returnToOfRequest(request, undefined, '/');
  const query = returnTo === '/' ? {} : { returnTo };
  const answer = await apiForAction(request)
    .account.resendVerification({ query })
    .catch(() => NO_ANSWER);
  const { outcome, status } = resendOutcomeOf(answer);
  return data<VerifyEmailActionData>({ resend: outcome }, { status });
}

/**
 * The verification page's button (with or without JavaScript: the page's `Form` posts here
 * either way): the link's token goes to the API as the visitor, whose session (if any) must be the
 * link's account. A GET never spends a link, so a mail scanner that opens it changes nothing. A
 * post with `RESEND_INTENT` asks for a new link instead.
 */
export async function verifyEmailAction(request: Request) {
  const locale = requestLocale(request);
  const formData = await request.formData();
  if (formData.get(RESEND_INTENT.name) === RESEND_INTENT.value) {
    return resendVerificationAction(request);
  }
  const submission = parseSubmission(formData, emailTokenSchema, locale);
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
