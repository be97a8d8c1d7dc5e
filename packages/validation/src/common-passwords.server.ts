import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE, newPasswordSchema } from './password.ts';

// About 50,000 passwords most seen in breaches, shipped by zxcvbn-ts. Server-only: the list is
// far too big for a browser bundle.
let common: Set<string> | undefined;

/** Whether a password is on the common-password list, ignoring letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** The password rule as the server applies it: the shared rule plus the common-password list. */
export const serverNewPasswordSchema = newPasswordSchema.refine(
  (password) => !isCommonPassword(password),
  COMMON_PASSWORD_MESSAGE,
);
