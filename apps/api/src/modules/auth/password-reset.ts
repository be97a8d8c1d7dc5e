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
import { outboxValuesOf } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import type { MailDraft } from '../mail/templates.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';
import { findUserByEmail } from './queries.ts';
import type { UserRow } from './queries.ts';

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
 * The reset mail for `user`; for no account, the same drafting for the address typed, so that
 * both cases do the same work (the draft is then written nowhere).
 */
function resetMailFor({
  user,
  email,
  token,
  publicOrigin,
}: {
  user: UserRow | undefined;
  email: string;
  token: string;
  publicOrigin: string;
}): MailDraft {
  const language = user?.language ?? 'en';
  return passwordResetMail({
    to: user?.email ?? email,
    language,
    resetUrl: `${publicOrigin}${sitePath('resetPassword', language)}?token=${token}`,
    validMinutes: RESET_LINK_MINUTES,
    hasPassword: user ? user.password_hash !== null : true,
    providerName: user?.provider === 'google' ? 'Google' : null,
  });
}

/**
 * Writes the link's row and its mail, in one statement, for the account `userId`; for `null` (no
 * account) the same statement writes neither. The mail exists exactly when its link does.
 */
async function insertLinkAndMail({
  db,
  userId,
  tokenHash,
  mail,
}: {
  db: Kysely<Database>;
  userId: number | null;
  tokenHash: string;
  mail: MailDraft;
}): Promise<void> {
  const values = outboxValuesOf(mail);
  await db
    .with('link', (qb) =>
      qb
        .insertInto('password_reset_tokens')
        .columns(['user_id', 'token_hash', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              'id',
              eb.val(tokenHash).as('token_hash'),
              sql<Date>`now() + ${RESET_LINK_MINUTES} * interval '1 minute'`.as('expires_at'),
            ])
            // `id = null` holds for no row.
            .where('id', '=', sql<number>`${userId}`),
        )
        .returning('user_id'),
    )
    .insertInto('mail_outbox')
    .columns(['kind', 'to_address', 'reply_to', 'subject', 'text', 'ics'])
    .expression((eb) =>
      eb
        .selectFrom('link')
        .select([
          eb.val(values.kind).as('kind'),
          eb.val(values.to_address).as('to_address'),
          eb.val(values.reply_to).as('reply_to'),
          eb.val(values.subject).as('subject'),
          eb.val(values.text).as('text'),
          eb.val(values.ics).as('ics'),
        ]),
    )
    .execute();
}

/**
 * Mails a reset link to the account with this e-mail, if there is one. An account with a password
 * gets a link to change it; one that signs in with Google only gets a link to choose one (its
 * Google sign-in stays). Either way the caller answers 202 after the same work, so that neither
 * the answer nor its time tells whether the account exists (issue 38): the same statements run
 * for an unknown address, a mail is drafted for it too, and the one transaction commits a write
 * either way (the mailbox's counter), so both answers wait on the same kind of commit. Only the
 * rows written differ.
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
  const { token, tokenHash } = newLinkToken();
  await db.transaction().execute(async (trx) => {
    // A 429 here rolls its own count back; the mailbox's window stays full until it ends.
    await enforceRateLimit({
      db: trx,
      limit: RESET_REQUESTS_PER_MAILBOX,
      subject: mailboxLimitKey(body.email),
    });
    await sweepOldTokens(trx);
    const user = await findUserByEmail({ db: trx, email: body.email });
    const mail = resetMailFor({ user, email: body.email, token, publicOrigin });
    await insertLinkAndMail({ db: trx, userId: user?.id ?? null, tokenHash, mail });
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
  const tokenHash = hashLinkToken(body.token);
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
