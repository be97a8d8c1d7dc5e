import type { SubmissionResult } from '@conform-to/react';
import type { EmailConfirmed } from '@cld/contract/account';

/** The posted field that asks the verification page's action for a new link, not to use one. */
export const RESEND_INTENT = { name: 'intent', value: 'resend' } as const;

/**
 * What asking for a new verification link came to: `sent`, or the person's words for why not (a
 * wait, with the minutes the API gave; the address already confirmed; signed out; a failure).
 */
export type ResendOutcome =
  | { sent: true }
  | { sent: false; reason: 'limited'; minutes: number }
  | { sent: false; reason: 'verified' | 'signedOut' | 'failed' };

/** What the verification page's action answers: the form's state, and what the link proved. */
export interface VerifyEmailActionData {
  result?: SubmissionResult<string[]>;
  done?: boolean;
  confirmed?: EmailConfirmed;
  /** Set when the post asked for a new link (`RESEND_INTENT`). */
  resend?: ResendOutcome;
}
