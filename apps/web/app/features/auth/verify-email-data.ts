import type { SubmissionResult } from '@conform-to/react';
import type { EmailConfirmed } from '@cld/contract/account';

/** What the verification page's action answers: the form's state, and what the link proved. */
export interface VerifyEmailActionData {
  result: SubmissionResult<string[]>;
  done?: boolean;
  confirmed?: EmailConfirmed;
}
