import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_MAX_MESSAGE = 'Password must be at most 128 characters';
/** The server refuses passwords on a common-password list (`common-passwords.server.ts`). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less common password';

/**
 * The one password rule for every form that sets a password (DESIGN §4, §5.5): length only, no
 * composition rules. Never trimmed: spaces are legitimate characters of a passphrase.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE);

/** Signing in only needs a password: old accounts may predate the current rule. */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE);
