import { z } from 'zod';
import { msg } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_MESSAGE = msg('password.min', { min: PASSWORD_MIN_LENGTH });
export const PASSWORD_MAX_MESSAGE = msg('password.max', { max: PASSWORD_MAX_LENGTH });
/** The server refuses passwords on a common-password list (`common-passwords.server.ts`). */
export const COMMON_PASSWORD_MESSAGE = msg('password.common');

export const PREDICTABLE_PASSWORD_MESSAGE = msg('password.predictable');

/**
 * Rows of the keyboards Canadians type on (QWERTY, Canadian French, AZERTY, QWERTZ), their
 * columns, and the alphabet and digits: a password that only walks along one of them, either way,
 * is guessed first (NIST SP 800-63B §3.1.1.2 "repetitive or sequential characters").
 */
const SEQUENCES = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'qwertzuiop',
  'yxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
];
const RUNS = SEQUENCES.flatMap((sequence) => {
  const reversed = [...sequence].reverse().join('');
  // Doubled, so that a run may start again from the beginning (1234567890123).
  return [sequence.repeat(3), reversed.repeat(3)];
});

/**
 * One character repeated (`aaaaaaaa`, eight spaces), a short unit repeated (`abababab`), a run
 * along a keyboard row, column or the alphabet (`qwertyuiop`, `12345678`, `azertyui`, `zyxwvuts`),
 * or two of these end to end (`QWERTY12`).
 */
export function isPredictablePassword(password: string): boolean {
  const folded = password.toLowerCase();
  if (isRunOrRepeat(folded)) return true;
  // Two of them end to end (QWERTY12, aaaa1234).
  for (let cut = 2; cut <= folded.length - 2; cut += 1) {
    if (isRunOrRepeat(folded.slice(0, cut)) && isRunOrRepeat(folded.slice(cut))) return true;
  }
  return false;
}

function isRunOrRepeat(text: string): boolean {
  return /^(.{1,4})\1+$/su.test(text) || RUNS.some((run) => run.includes(text));
}

/**
 * The one password rule for every form that sets a password (DESIGN §4, §5.5): length, and not
 * predictable; no composition rules. Never trimmed: spaces are legitimate characters of a
 * passphrase.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE)
  // Judged only at a valid length (a short password already has its message), and without
  // aborting: a form's own cross-field rules (a lawyer's professional fields) still run and show.
  .refine(
    (password) =>
      password.length < PASSWORD_MIN_LENGTH ||
      password.length > PASSWORD_MAX_LENGTH ||
      !isPredictablePassword(password),
    { message: PREDICTABLE_PASSWORD_MESSAGE },
  );

/** Signing in only needs a password: old accounts may predate the current rule. */
export const currentPasswordSchema = z
  .string({ error: msg('password.required') })
  .min(1, msg('password.required'))
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE);
