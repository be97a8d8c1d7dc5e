import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_TOKEN_MESSAGE,
  NO_CURRENT_PASSWORD_MESSAGE,
  OTHER_ACCOUNT_TOKEN_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@cld/contract/account';
import type { EmailChange, EmailConfirmed, PasswordChange } from '@cld/contract/account';
import type { Database, MailLanguage } from '@cld/db/schema';
import { sitePath } from '@cld/reference/site-paths';
import { isCommonPassword } from '@cld/validation/common-passwords.server';
import { COMMON_PASSWORD_MESSAGE } from '@cld/validation/password';
import { hashPassword, verifyPassword } from '@cld/validation/password-hash.server';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { clearRateLimit, enforceRateLimit, hitRateLimit } from '../../http/rate-limit.ts';
import type { RateLimit } from '../../http/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailDraft } from '../mail/templates.ts';
import {
  confirmNewEmailMail,
  emailChangedMail,
  passwordChangedMail,
  verifyEmailMail,
} from './email-mails.ts';
import { refuseWhenSpent } from './failed-attempts.ts';
import { hashLinkToken, newLinkToken, spendOutstandingLinks } from './link-tokens.ts';
import { findUserByEmail, findUserById } from './queries.ts';
import type { UserRow } from './queries.ts';

/**
 * E-mail verification and the Settings' changes of e-mail and password (issue 21, decision 038).
 * A mailed link is a token as for password resets (decision 036): 32 random bytes in the link,
 * only their SHA-256 stored, single use, expiring (24 hours: a registration's mail may be read the
 * next day). A link proves the mailbox it was sent to: `email_tokens.email`.
 */

export const EMAIL_LINK_HOURS = 24;

/** Asking for verification links again from Settings: a person's pace, not a mail bomb. */
export const VERIFICATION_RESENDS_PER_ACCOUNT: RateLimit = {
  name: 'verify-email-resend',
  max: 3,
  windowSeconds: 60 * 60,
};
/** Changes of e-mail asked for, per account: each mails an address the person typed. */
export const EMAIL_CHANGES_PER_ACCOUNT: RateLimit = {
  name: 'email-change-account',
  max: 5,
  windowSeconds: 60 * 60,
};
/** Wrong current passwords in Settings, per account: a stolen session cannot guess on and on. */
export const WRONG_CURRENT_PASSWORDS: RateLimit = {
  name: 'settings-wrong-password',
  max: 5,
  windowSeconds: 15 * 60,
};
/** Using links: a token cannot be guessed, but each try is a query. */
export const EMAIL_CONFIRMS_PER_IP: RateLimit = {
  name: 'email-confirm-ip',
  max: 30,
  windowSeconds: 15 * 60,
};

type Db = Kysely<Database> | Transaction<Database>;

function invalidToken(): AppError {
  return new AppError('bad_request', EMAIL_TOKEN_MESSAGE, {
    issues: [{ path: ['token'], message: EMAIL_TOKEN_MESSAGE }],
  });
}

function fieldError(
  code: 'bad_request' | 'conflict' | 'forbidden',
  field: string,
  message: string,
): AppError {
  return new AppError(code, message, { issues: [{ path: [field], message }] });
}

/** The link of a mail: the page that uses the token, and the page it then leads back to. */
const linkTo = (
  publicOrigin: string,
  language: MailLanguage,
  token: string,
  returnTo: string | undefined,
) =>
  `${publicOrigin}${sitePath('verifyEmail', language)}?token=${token}${
    returnTo === undefined ? '' : `&returnTo=${encodeURIComponent(returnTo)}`
  }`;

const resetLink = (publicOrigin: string, language: MailLanguage) =>
  `${publicOrigin}${sitePath('forgotPassword', language)}`;

/** The account of the session; a session whose account is gone must sign in again. */
async function signedInUser(db: Kysely<Database>, userId: number): Promise<UserRow> {
  const user = await findUserById({ db, id: userId });
  if (!user) throw new AppError('unauthorized', 'Sign in first');
  return user;
}

/**
 * Tells the account's address what changed on it, with the link to reset the password: if the
 * owner did not do it, that link takes the account back.
 */
async function noticeToAccount({
  db,
  user,
  publicOrigin,
  mail,
}: {
  db: Db;
  user: Pick<UserRow, 'email' | 'language'>;
  publicOrigin: string;
  mail: (base: { to: string; language: MailLanguage; resetUrl: string }) => MailDraft;
}): Promise<void> {
  const base = {
    to: user.email,
    language: user.language,
    resetUrl: resetLink(publicOrigin, user.language),
  };
  await enqueueMail({ db, mails: [mail(base)] });
}

/**
 * Writes a link's row and its mail (in the caller's transaction, so a registration and its mail
 * commit together, and the durable outbox sends it after a restart). Links of the same purpose
 * still outstanding for the account stop working: only the latest mail counts.
 */
async function issueLink({
  db,
  user,
  purpose,
  email,
  publicOrigin,
  returnTo,
}: {
  db: Db;
  user: Pick<UserRow, 'id' | 'language'>;
  purpose: 'verify' | 'change';
  email: string;
  publicOrigin: string;
  /** The page of the site the link leads back to once used (a path; the website judges it). */
  returnTo?: string | undefined;
}): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await db
    .updateTable('email_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', user.id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_tokens')
    .values({
      user_id: user.id,
      purpose,
      email,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + ${EMAIL_LINK_HOURS} * interval '1 hour'`,
    })
    .execute();
  const mailInput = {
    to: email,
    language: user.language,
    validHours: EMAIL_LINK_HOURS,
  };
  const url = linkTo(publicOrigin, user.language, token, returnTo);
  const mail: MailDraft =
    purpose === 'verify'
      ? verifyEmailMail({ ...mailInput, verifyUrl: url })
      : confirmNewEmailMail({ ...mailInput, confirmUrl: url });
  await enqueueMail({ db, mails: [mail] });
}

/**
 * The verification link of a new account, in the registration's transaction, leading back to
 * `returnTo` (the page the person registered from) once used.
 */
export async function sendVerificationOnRegistration({
  db,
  user,
  publicOrigin,
  returnTo,
}: {
  db: Db;
  user: UserRow;
  publicOrigin: string;
  returnTo?: string | undefined;
}): Promise<void> {
  if (user.is_verified) return;
  await issueLink({ db, user, purpose: 'verify', email: user.email, publicOrigin, returnTo });
}

/** "Resend the verification e-mail" (with its `returnTo`): 409 when there is nothing to verify. */
export async function resendVerification({
  db,
  userId,
  publicOrigin,
  returnTo,
}: {
  db: Kysely<Database>;
  userId: number;
  publicOrigin: string;
  returnTo?: string | undefined;
}): Promise<void> {
  const user = await signedInUser(db, userId);
  if (user.is_verified) throw new AppError('conflict', ALREADY_VERIFIED_MESSAGE);
  await enforceRateLimit({
    db,
    limit: VERIFICATION_RESENDS_PER_ACCOUNT,
    subject: String(userId),
  });
  await db.transaction().execute(async (trx) => {
    await sweepOldTokens(trx);
    await issueLink({
      db: trx,
      user,
      purpose: 'verify',
      email: user.email,
      publicOrigin,
      returnTo,
    });
  });
}

/** Rows nobody can use any more, kept a day for an operator's questions, then dropped. */
async function sweepOldTokens(db: Db): Promise<void> {
  await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/**
 * Checks the current password of a Settings change, counting wrong ones per account (a stolen
 * session cannot guess on). An account without a password (Google only) is told how to get one.
 */
async function checkCurrentPassword(
  db: Kysely<Database>,
  user: UserRow,
  password: string,
): Promise<void> {
  const subject = String(user.id);
  await refuseWhenSpent({ db, limit: WRONG_CURRENT_PASSWORDS, subject });
  if (user.password_hash === null) {
    throw fieldError('bad_request', 'currentPassword', NO_CURRENT_PASSWORD_MESSAGE);
  }
  if (!(await verifyPassword({ password, hash: user.password_hash }))) {
    await hitRateLimit({ db, limit: WRONG_CURRENT_PASSWORDS, subject });
    throw fieldError('bad_request', 'currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await clearRateLimit({ db, limit: WRONG_CURRENT_PASSWORDS, subject });
}

/**
 * Settings' change of e-mail: the current password, then a link to the NEW address. The account
 * keeps its address until that link is used (`confirmEmailToken`). A taken address is said at
 * once (registration says it too, and the person has proven their password).
 */
export async function requestEmailChange({
  db,
  userId,
  body,
  publicOrigin,
}: {
  db: Kysely<Database>;
  userId: number;
  body: EmailChange;
  publicOrigin: string;
}): Promise<{ pendingEmail: string }> {
  const user = await signedInUser(db, userId);
  if (body.newEmail === user.email.toLowerCase()) {
    throw fieldError('bad_request', 'newEmail', SAME_EMAIL_MESSAGE);
  }
  await checkCurrentPassword(db, user, body.currentPassword);
  await enforceRateLimit({ db, limit: EMAIL_CHANGES_PER_ACCOUNT, subject: String(userId) });
  const other = await findUserByEmail({ db, email: body.newEmail });
  if (other) throw fieldError('conflict', 'newEmail', EMAIL_IN_USE_MESSAGE);
  await db.transaction().execute(async (trx) => {
    await sweepOldTokens(trx);
    await issueLink({ db: trx, user, purpose: 'change', email: body.newEmail, publicOrigin });
  });
  return { pendingEmail: body.newEmail };
}

/**
 * Uses a mailed link, once: `verify` marks the account's address proven (if it is still the
 * address the link went to); `change` switches the account to the new address, proven by the
 * link, and tells the old address. Unknown, forged, used or expired → 400 naming `token`; another
 * account's link, opened while signed in → 403 naming `token` (the link stays usable). Spending the token and changing the account are one
 * transaction: of two concurrent uses, one wins.
 */
export async function confirmEmailToken({
  db,
  token,
  ip,
  publicOrigin,
  signedInUserId,
}: {
  db: Kysely<Database>;
  token: string;
  ip: string;
  publicOrigin: string;
  /** Whoever is signed in on this browser: another account's link is refused, and stays usable. */
  signedInUserId: number | undefined;
}): Promise<EmailConfirmed> {
  await enforceRateLimit({ db, limit: EMAIL_CONFIRMS_PER_IP, subject: ip });
  const tokenHash = hashLinkToken(token);
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('email_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'purpose', 'email'])
        .executeTakeFirst();
      if (!spent) throw invalidToken();
      if (signedInUserId !== undefined && signedInUserId !== spent.user_id) {
        throw fieldError('forbidden', 'token', OTHER_ACCOUNT_TOKEN_MESSAGE);
      }
      const user = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', spent.user_id)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw invalidToken();
      if (spent.purpose === 'verify') {
        // A link to an address the account no longer has proves nothing about the account.
        if (user.email.toLowerCase() !== spent.email.toLowerCase()) throw invalidToken();
        await trx
          .updateTable('users')
          .set({
            is_verified: true,
            email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', user.id)
          .execute();
        return { purpose: 'verify' as const, email: user.email };
      }
      await trx
        .updateTable('users')
        .set({
          email: spent.email,
          is_verified: true,
          email_verified_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', user.id)
        .execute();
      // Links mailed to the old address (verification, other changes) stop working.
      await spendOutstandingLinks({ db: trx, table: 'email_tokens', userId: user.id });
      await noticeToAccount({
        db: trx,
        user,
        publicOrigin,
        mail: (base) => emailChangedMail({ ...base, newEmail: spent.email }),
      });
      return { purpose: 'change' as const, email: spent.email };
    });
  } catch (error) {
    // Someone registered the new address between the request and its confirmation.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', EMAIL_IN_USE_MESSAGE, { cause: error });
    }
    throw error;
  }
}

/**
 * Settings' change of password: the current one, the one password rule and the common-password
 * list, then the new hash; every other session of the account ends (this one stays), and the
 * account's address is told.
 */
export async function changePassword({
  db,
  userId,
  sessionId,
  body,
  publicOrigin,
}: {
  db: Kysely<Database>;
  userId: number;
  sessionId: string;
  body: PasswordChange;
  publicOrigin: string;
}): Promise<void> {
  const user = await signedInUser(db, userId);
  await checkCurrentPassword(db, user, body.currentPassword);
  if (isCommonPassword(body.newPassword)) {
    throw fieldError('bad_request', 'newPassword', COMMON_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', user.id)
      .where('id', '<>', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    // Outstanding reset links were for the old password.
    await spendOutstandingLinks({ db: trx, table: 'password_reset_tokens', userId: user.id });
    await noticeToAccount({ db: trx, user, publicOrigin, mail: passwordChangedMail });
  });
}
