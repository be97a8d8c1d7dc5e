import { newProfileDetails } from '@cld/validation/practice-details';
import type { Kysely } from 'kysely';
import type { CurrentUser, RegisterBody } from '@cld/contract/auth';
import { localeOf } from '@cld/contract/languages';
import type { Login } from '@cld/validation/auth';
import { PROFESSIONAL_FIELDS_MESSAGE } from '@cld/validation/auth';
import { isCommonPassword } from '@cld/validation/common-passwords.server';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import { COMMON_PASSWORD_MESSAGE } from '@cld/validation/password';
import type { Database } from '@cld/db/schema';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import {
  clearRateLimit,
  enforceRateLimit,
  hitRateLimit,
  peekRateLimit,
  tooManyAttempts,
} from '../../http/rate-limit.ts';
import type { RateLimit } from '../../http/rate-limit.ts';
import { createProfileFor } from '../my-profile/service.ts';
import {
  hashPassword,
  verifyNoPassword,
  verifyPassword,
} from '@cld/validation/password-hash.server';
import { sendVerificationOnRegistration } from './email-verification.ts';
import { refuseWhenSpent } from './failed-attempts.ts';
import { findUserByEmail, insertUser } from './queries.ts';
import type { UserRow } from './queries.ts';

/** Every sign-in attempt from one address, right or wrong: a script's pace, not a person's. */
export const LOGINS_PER_IP: RateLimit = { name: 'login-ip', max: 10, windowSeconds: 60 };
export const REGISTRATIONS_PER_IP: RateLimit = { name: 'register-ip', max: 10, windowSeconds: 60 };
/**
 * Failed sign-ins are counted per account and address together (decision 014): guessing from one
 * address stops after five, while the owner, from any other address, still gets in. Counted per
 * e-mail whether or not an account has it, so the limit reveals nothing either.
 */
export const FAILED_LOGINS_PER_ACCOUNT_AND_IP: RateLimit = {
  name: 'login-failed-email-ip',
  max: 5,
  windowSeconds: 15 * 60,
};
/** One address guessing across many accounts (password spraying). */
export const FAILED_LOGINS_PER_IP: RateLimit = {
  name: 'login-failed-ip',
  max: 20,
  windowSeconds: 15 * 60,
};
/**
 * Many addresses guessing one account (NIST SP 800-63B §5.2.2: at most 100 failures). Past it, only
 * an address that has signed in to the account before may try: the owner is not locked out.
 */
export const FAILED_LOGINS_PER_ACCOUNT: RateLimit = {
  name: 'login-failed-email',
  max: 100,
  windowSeconds: 60 * 60,
};
/** The addresses an account signed in from, remembered for 90 days. */
export const KNOWN_SIGN_IN_ADDRESS: RateLimit = {
  name: 'login-known-address',
  max: 1,
  windowSeconds: 90 * 24 * 3600,
};

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE =
  'Could not create an account with this email. If it is yours, please sign in.';

/** Registration on the account page's fee input implies hourly billing until the lawyer says more. */
const REGISTRATION_FEE_STRUCTURE = 'Hourly';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    isVerified: user.is_verified,
    emailVerifiedAt: user.email_verified_at ? user.email_verified_at.toISOString() : null,
  };
}

/**
 * The account page's professional fields as a first profile. Specializations and languages are not
 * on that form: the dashboard asks for them when the lawyer first updates the profile.
 */
function profileFromRegistration(body: RegisterBody): LawyerProfile | undefined {
  if (body.userType !== 'lawyer') return undefined;
  const {
    phone,
    practiceArea,
    location,
    city,
    province,
    address,
    experience,
    hourlyRate,
    bio,
    bioFr,
  } = body;
  if (
    phone === undefined ||
    practiceArea === undefined ||
    location === undefined ||
    city === undefined ||
    province === undefined ||
    address === undefined ||
    experience === undefined ||
    hourlyRate === undefined ||
    (bio === undefined && bioFr === undefined)
  ) {
    // The schema already refuses this; the check narrows the types.
    throw new AppError('bad_request', PROFESSIONAL_FIELDS_MESSAGE, {
      issues: [{ path: ['userType'], message: PROFESSIONAL_FIELDS_MESSAGE }],
    });
  }
  return {
    name: `${body.firstName} ${body.lastName}`,
    firmName: undefined,
    email: body.email,
    phone,
    practiceArea,
    location,
    city,
    province,
    address,
    experience,
    hourlyRate,
    bio,
    bioFr,
    specializations: [],
    languages: [],
    feeStructure: REGISTRATION_FEE_STRUCTURE,
    website: body.website,
    linkedin: undefined,
    ...newProfileDetails(),
  };
}

/**
 * Creates the account (DESIGN §4: the lawyer portal makes lawyers; the account page's `userType`
 * chooses client or lawyer) and, for a lawyer from the account page, the profile in the same
 * transaction. The account's e-mails are in the language of the page it was registered on; the
 * first is the link that verifies its address (decision 038), written to the outbox in the same
 * transaction.
 */
export async function registerAccount({
  db,
  body,
  ip,
  publicOrigin,
}: {
  db: Kysely<Database>;
  body: RegisterBody;
  ip: string;
  publicOrigin: string;
}): Promise<UserRow> {
  await enforceRateLimit({ db, limit: REGISTRATIONS_PER_IP, subject: ip });
  if (isCommonPassword(body.password)) {
    throw new AppError('bad_request', 'Invalid password', {
      issues: [{ path: ['password'], message: COMMON_PASSWORD_MESSAGE }],
    });
  }
  const profile = profileFromRegistration(body);
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    let user: UserRow;
    try {
      user = await insertUser({
        db: trx,
        user: {
          email: body.email,
          password_hash: passwordHash,
          first_name: body.firstName,
          last_name: body.lastName,
          role: body.userType === 'customer' ? 'client' : 'lawyer',
          language: localeOf(body),
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, { cause: error });
      }
      throw error;
    }
    if (profile) await createProfileFor({ db: trx, ownerId: user.id, profile });
    await sendVerificationOnRegistration({ db: trx, user, publicOrigin, returnTo: body.returnTo });
    return user;
  });
}

/**
 * Checks e-mail and password with the same answer, and about the same work, whether or not the
 * account exists. Limited per client address, per account and address, and per account for
 * addresses it never signed in from (decision 014).
 */
export async function signIn({
  db,
  credentials,
  ip,
}: {
  db: Kysely<Database>;
  credentials: Login;
  ip: string;
}): Promise<UserRow> {
  await enforceRateLimit({ db, limit: LOGINS_PER_IP, subject: ip });
  const account = credentials.email.trim().toLowerCase();
  const pair = `${account}\n${ip}`;
  await refuseWhenSpent({ db, limit: FAILED_LOGINS_PER_ACCOUNT_AND_IP, subject: pair });
  await refuseWhenSpent({ db, limit: FAILED_LOGINS_PER_IP, subject: ip });
  const accountFailures = await peekRateLimit({
    db,
    limit: FAILED_LOGINS_PER_ACCOUNT,
    subject: account,
  });
  if (accountFailures.hits >= FAILED_LOGINS_PER_ACCOUNT.max) {
    const known = await peekRateLimit({ db, limit: KNOWN_SIGN_IN_ADDRESS, subject: pair });
    if (known.hits === 0) throw tooManyAttempts(accountFailures);
  }

  const user = await findUserByEmail({ db, email: credentials.email });
  const valid = user?.password_hash
    ? await verifyPassword({ password: credentials.password, hash: user.password_hash })
    : await verifyNoPassword(credentials.password);
  if (!user || !valid) {
    await hitRateLimit({ db, limit: FAILED_LOGINS_PER_ACCOUNT_AND_IP, subject: pair });
    await hitRateLimit({ db, limit: FAILED_LOGINS_PER_IP, subject: ip });
    await hitRateLimit({ db, limit: FAILED_LOGINS_PER_ACCOUNT, subject: account });
    throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearRateLimit({ db, limit: FAILED_LOGINS_PER_ACCOUNT_AND_IP, subject: pair });
  await hitRateLimit({ db, limit: KNOWN_SIGN_IN_ADDRESS, subject: pair });
  return user;
}
