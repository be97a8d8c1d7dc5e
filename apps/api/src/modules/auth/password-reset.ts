import { createHash, randomBytes } from 'node:crypto';
import { sitePath } from '@cld/reference/site-paths';
import { isCommonPassword } from '@cld/validation/common-passwords.server';
import { COMMON_PASSWORD_MESSAGE } from '@cld/validation/password';
import { hashPassword } from '@cld/validation/password-hash.server';
import type { PasswordReset, PasswordResetRequest } from '@cld/validation/password-reset';
import { RESET_TOKEN_MESSAGE } from '@cld/validation/password-reset';
import type { Database } from '@cld/db/schema';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';
import { enforceRateLimit } from '../../http/rate-limit.ts';
import type { RateLimit } from '../../http/rate-limit.ts';
import { revokeAllSessions } from '../../http/sessions.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { findUserByEmail } from './queries.ts';

/**
 * Password reset by e-mail (issue 21, decision 036): a single-use link, valid 30 minutes, mailed
 * to the account with the address typed; the same answer, after the same work, whether or not one
 * exists.
 */

export const RESET_LINK_MINUTES = 30;

/** Asking for links: per client address (a script), and per mailbox (mail bombing one person). */
export const RESET_REQUESTS_PER_IP: RateLimit = {
  name: 'password-reset-ip',
  max: 20,
  windowSeconds: 60 * 60,
};
export const RESET_REQUESTS_PER_MAILBOX: RateLimit = {
  name: 'password-reset-mailbox',
  max: 5,
  windowSeconds: 60 * 60,
};
/** Using links: a token cannot be guessed, but each valid try costs a password hash. */
export const RESET_CONFIRMS_PER_IP: RateLimit = {
  name: 'password-reset-confirm-ip',
  max: 20,
  windowSeconds: 15 * 60,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function invalidToken(): AppError {
  return new AppError('bad_request', RESET_TOKEN_MESSAGE, {
    issues: [{ path: ['token'], message: RESET_TOKEN_MESSAGE }],
  });
}

/** Rows nobody can use any more, kept a day for an operator's questions, then dropped. */
async function sweepOldTokens(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/**
 * Mails a reset link to the account with this e-mail, if there is one. An account with a password
 * gets a link to change it; one that signs in with Google only gets a link to choose one (its
 * Google sign-in stays). Either way the caller answers 202: a token is made and hashed, and old
 * rows are swept, for an unknown address too, so neither the answer nor its time tells.
 */
export async function requestPasswordReset({
  db,
  body,
  ip,
  publicOrigin,
}: {
  db: Kysely<Database>;
  body: PasswordResetRequest;
  ip: string;
  publicOrigin: string;
}): Promise<void> {
  await enforceRateLimit({ db, limit: RESET_REQUESTS_PER_IP, subject: ip });
  await enforceRateLimit({
    db,
    limit: RESET_REQUESTS_PER_MAILBOX,
    subject: mailboxLimitKey(body.email),
  });
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  const user = await findUserByEmail({ db, email: body.email });
  await sweepOldTokens(db);
  if (!user) return;
  const mail = passwordResetMail({
    to: user.email,
    language: user.language,
    resetUrl: `${publicOrigin}${sitePath('resetPassword', user.language)}?token=${token}`,
    validMinutes: RESET_LINK_MINUTES,
    hasPassword: user.password_hash !== null,
    providerName: user.provider === 'google' ? 'Google' : null,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: sql<Date>`now() + ${RESET_LINK_MINUTES} * interval '1 minute'`,
      })
      .execute();
    await enqueueMail({ db: trx, mails: [mail] });
  });
}

/**
 * Sets the new password from a link: refused (400 naming `token`) when the token is unknown,
 * used or expired. The password is checked before the token is spent, so a refused password leaves
 * the link usable. Spending the token, setting the hash, spending the account's other links and
 * ending every session of the account happen in one transaction; of two concurrent uses of one
 * token, only one finds it unused.
 */
export async function confirmPasswordReset({
  db,
  body,
  ip,
}: {
  db: Kysely<Database>;
  body: PasswordReset;
  ip: string;
}): Promise<void> {
  await enforceRateLimit({ db, limit: RESET_CONFIRMS_PER_IP, subject: ip });
  if (isCommonPassword(body.password)) {
    throw new AppError('bad_request', 'Invalid password', {
      issues: [{ path: ['password'], message: COMMON_PASSWORD_MESSAGE }],
    });
  }
  const tokenHash = sha256(body.token);
  // Hashing is slow on purpose: only for a link that can still work.
  const usable = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!usable) throw invalidToken();
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) throw invalidToken();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', spent.user_id)
      .execute();
    // Any other link mailed to the account stops working too.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', spent.user_id)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions({ db: trx, userId: spent.user_id });
  });
}
