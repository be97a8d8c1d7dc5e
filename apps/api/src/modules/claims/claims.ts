import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Claim } from '@cld/contract/claims';
import type { Database, ListingClaimsTable } from '@cld/db/schema';
import type { RegulatorSlug } from '@cld/reference/regulators';
import type { Language } from '@cld/validation/i18n';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { enforceRateLimit, type RateLimit } from '../../http/rate-limit.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { claimCodeMail } from './claim-mails.ts';
import { CLAIM_MESSAGES } from './messages.ts';

/**
 * Claiming a register listing, or asking for it to be hidden (issue 39). The licence number must
 * be the register's (it is public, so it proves nothing alone); the proof is a code mailed to the
 * address the register publishes, or else an administrator's review of the claimant's explanation
 * (the site keeps no uploaded documents: see the module's README). Every attempt is a row, a
 * refused one included, so the administrators' queue shows it.
 */

export const CLAIM_CODE_VALID_MINUTES = 30;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Licence numbers compare without case, spaces, hyphens or slashes ("12345 p" is "12345P"). */
export const licenceKey = (licence: string) => licence.replace(/[\s/-]/g, '').toUpperCase();

/** `j•••@example.com`: enough for the owner to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

type ClaimRow = Pick<
  ListingClaimsTable,
  'lawyer_id' | 'purpose' | 'status' | 'method' | 'explanation'
> & { id: number; register_email: string | null };

export function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    lawyerId: row.lawyer_id,
    purpose: row.purpose,
    status: row.status,
    method: row.method,
    maskedEmail:
      row.method === 'email-code' && row.register_email ? maskEmail(row.register_email) : null,
    explained: row.explanation !== null,
  };
}

interface Listing {
  id: number;
  regulator: RegulatorSlug;
  licence_number: string;
  register_email: string | null;
  owner_id: number | null;
}

/** A visible register listing (hidden ones, and profiles lawyers made, cannot be claimed here). */
async function findListing(db: Kysely<Database>, id: number): Promise<Listing> {
  const listing = await db
    .selectFrom('lawyers')
    .select(['id', 'regulator', 'licence_number', 'register_email', 'owner_id'])
    .where('id', '=', id)
    .where('register_status', 'is not', null)
    .where('is_hidden', '=', false)
    .executeTakeFirst();
  if (!listing) throw new AppError('not_found', CLAIM_MESSAGES.notClaimable);
  return listing as Listing;
}

/** Records a refused attempt (for the queue) and throws its answer. */
async function refuse({
  db,
  listing,
  userId,
  purpose,
  licenceNumber,
  language,
  refusal,
}: {
  db: Kysely<Database>;
  listing: Listing;
  userId: number;
  purpose: 'claim' | 'removal';
  licenceNumber: string;
  language: Language;
  refusal: NonNullable<ListingClaimsTable['refusal']>;
}): Promise<never> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('listing_claims')
      .values({
        lawyer_id: listing.id,
        user_id: userId,
        purpose,
        licence_number: licenceNumber,
        status: 'refused',
        refusal,
        locale: language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit({
      db: trx,
      actorId: userId,
      action: 'claim.refuse',
      target: { type: 'lawyer', id: listing.id },
      details: { claimId: row.id, purpose, refusal },
    });
  });
  const answers = {
    'wrong-licence': ['unprocessable', CLAIM_MESSAGES.wrongLicence],
    'already-owned': ['conflict', CLAIM_MESSAGES.alreadyOwned],
    'already-claimed': ['conflict', CLAIM_MESSAGES.alreadyClaimed],
    'has-profile': ['conflict', CLAIM_MESSAGES.hasProfile],
  } as const;
  const [kind, message] = answers[refusal];
  throw new AppError(kind, message);
}

/**
 * Claims and removal requests one account may start in a day, refused ones included: enough for a
 * mistyped licence number or two, not for trying numbers until one fits (issue 39).
 */
export const CLAIM_STARTS_PER_ACCOUNT: RateLimit = {
  name: 'claim-starts-account',
  max: 10,
  windowSeconds: 86_400,
};

/**
 * Codes mailed to one listing's register address in a day, whoever asks: the person listed is not
 * flooded, and a code is not guessed by asking for fresh ones (each allows MAX_CODE_ATTEMPTS tries).
 */
export const CLAIM_CODES_PER_LISTING: RateLimit = {
  name: 'claim-codes-listing',
  max: 3,
  windowSeconds: 86_400,
};

export async function startClaim({
  db,
  outbox,
  lawyerId,
  userId,
  language,
  purpose,
  licenceNumber,
}: {
  db: Kysely<Database>;
  outbox: OutboxWorker;
  lawyerId: number;
  userId: number;
  language: Language;
  purpose: 'claim' | 'removal';
  licenceNumber: string;
}): Promise<Claim> {
  const listing = await findListing(db, lawyerId);
  const user = await db
    .selectFrom('users')
    .select(['role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('unauthorized', 'Please sign in');
  if (purpose === 'claim' && user.role !== 'lawyer') {
    throw new AppError('forbidden', CLAIM_MESSAGES.lawyersOnly);
  }
  await enforceRateLimit({ db, limit: CLAIM_STARTS_PER_ACCOUNT, subject: String(userId) });
  const attempt = { db, listing, userId, purpose, licenceNumber, language };
  if (licenceKey(licenceNumber) !== licenceKey(listing.licence_number)) {
    return refuse({ ...attempt, refusal: 'wrong-licence' });
  }
  if (listing.owner_id !== null) return refuse({ ...attempt, refusal: 'already-owned' });
  if (purpose === 'claim') {
    const own = await db
      .selectFrom('lawyers')
      .select('id')
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    if (own) return refuse({ ...attempt, refusal: 'has-profile' });
  }

  const method = listing.register_email ? 'email-code' : 'admin-review';
  if (method === 'email-code') {
    await enforceRateLimit({ db, limit: CLAIM_CODES_PER_LISTING, subject: String(listing.id) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  let claim: Claim;
  try {
    claim = await db.transaction().execute(async (trx) => {
      // A code nobody used in time frees the listing; the claimant's own open attempt is replaced.
      await trx
        .updateTable('listing_claims')
        .set({ status: 'expired' })
        .where('lawyer_id', '=', listing.id)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb.and([eb('method', '=', 'email-code'), eb('code_expires_at', '<', sql<Date>`now()`)]),
          ]),
        )
        .execute();
      const row = await trx
        .insertInto('listing_claims')
        .values({
          lawyer_id: listing.id,
          user_id: userId,
          purpose,
          licence_number: licenceNumber,
          method,
          status: 'pending',
          locale: language,
          ...(method === 'email-code'
            ? {
                code_hash: hashCode(code),
                code_expires_at: sql<Date>`now() + make_interval(mins => ${CLAIM_CODE_VALID_MINUTES})`,
              }
            : {}),
        })
        .returning(['id', 'lawyer_id', 'purpose', 'status', 'method', 'explanation'])
        .executeTakeFirstOrThrow();
      if (method === 'email-code' && listing.register_email) {
        await enqueueMail({
          db: trx,
          mails: [
            claimCodeMail({
              to: listing.register_email,
              language,
              code,
              validMinutes: CLAIM_CODE_VALID_MINUTES,
              regulator: listing.regulator,
              purpose,
            }),
          ],
        });
      }
      await recordAudit({
        db: trx,
        actorId: userId,
        action: 'claim.start',
        target: { type: 'lawyer', id: listing.id },
        details: { claimId: row.id, purpose, method },
      });
      return toClaim({ ...row, register_email: listing.register_email });
    });
  } catch (error) {
    // Another claimant holds the one open attempt this listing may have.
    if (isUniqueViolation(error)) return refuse({ ...attempt, refusal: 'already-claimed' });
    throw error;
  }
  outbox.wake();
  return claim;
}

/** The claim with its listing's register address, if it is the account's own. */
async function ownClaim(db: Kysely<Database>, id: number, userId: number) {
  const row = await db
    .selectFrom('listing_claims as c')
    .innerJoin('lawyers as l', 'l.id', 'c.lawyer_id')
    .select([
      'c.id',
      'c.lawyer_id',
      'c.purpose',
      'c.status',
      'c.method',
      'c.explanation',
      'c.code_hash',
      'c.code_expires_at',
      'c.code_attempts',
      'l.register_email',
    ])
    .where('c.id', '=', id)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', CLAIM_MESSAGES.claimNotFound);
  return row;
}

export async function getOwnClaim({
  db,
  id,
  userId,
}: {
  db: Kysely<Database>;
  id: number;
  userId: number;
}): Promise<Claim> {
  return toClaim(await ownClaim(db, id, userId));
}

/**
 * What an approved attempt does, in the caller's transaction: a claim makes the listing the
 * claimant's profile, verified with the register (the badge names it and the date); a removal
 * hides it for privacy (an import never shows it again).
 */
export async function applyApprovedClaim({
  trx,
  claimId,
  actorId,
}: {
  trx: Transaction<Database>;
  claimId: number;
  actorId: number | null;
}): Promise<void> {
  const claim = await trx
    .updateTable('listing_claims')
    .set({ status: 'approved', decided_at: sql<Date>`now()`, decided_by: actorId })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .returning(['lawyer_id', 'user_id', 'purpose'])
    .executeTakeFirst();
  if (!claim) throw new AppError('conflict', CLAIM_MESSAGES.claimClosed);
  if (claim.purpose === 'removal') {
    await trx
      .updateTable('lawyers')
      .set({
        is_hidden: true,
        hidden_reason: `Removed at the request of the person listed (claim ${claimId})`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', claim.lawyer_id)
      .execute();
    await recordAudit({
      db: trx,
      actorId,
      action: 'listing.remove',
      target: { type: 'lawyer', id: claim.lawyer_id },
      details: { claimId },
    });
    return;
  }
  const owner = claim.user_id;
  if (owner === null) throw new AppError('conflict', CLAIM_MESSAGES.claimClosed);
  const updated = await trx
    .updateTable('lawyers')
    .set({
      owner_id: owner,
      claimed_at: sql<Date>`now()`,
      email: sql<string>`(select email from users where id = ${owner})`,
      verification_status: 'verified',
      is_verified: true,
      verified_at: sql<Date>`now()`,
      verified_by: actorId,
      verification_notes: `Claimed with the register listing (claim ${claimId})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', claim.lawyer_id)
    .where('owner_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('conflict', CLAIM_MESSAGES.alreadyOwned);
  await recordAudit({
    db: trx,
    actorId,
    action: 'claim.approve',
    target: { type: 'lawyer', id: claim.lawyer_id },
    details: { claimId, ownerId: owner },
  });
}

export async function confirmClaimCode({
  db,
  id,
  userId,
  code,
}: {
  db: Kysely<Database>;
  id: number;
  userId: number;
  code: string;
}): Promise<Claim> {
  const row = await ownClaim(db, id, userId);
  if (row.status !== 'pending') throw new AppError('conflict', CLAIM_MESSAGES.claimClosed);
  if (row.method !== 'email-code' || !row.code_hash) {
    throw new AppError('conflict', CLAIM_MESSAGES.notByCode);
  }
  if (row.code_attempts >= MAX_CODE_ATTEMPTS) {
    await db
      .updateTable('listing_claims')
      .set({ status: 'expired' })
      .where('id', '=', id)
      .execute();
    throw new AppError('conflict', CLAIM_MESSAGES.tooManyCodes);
  }
  const expired = row.code_expires_at !== null && new Date(row.code_expires_at) < new Date();
  const matches = timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(row.code_hash));
  if (expired || !matches) {
    await db
      .updateTable('listing_claims')
      .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
    throw new AppError('unprocessable', CLAIM_MESSAGES.wrongCode);
  }
  try {
    await db
      .transaction()
      .execute((trx) => applyApprovedClaim({ trx, claimId: id, actorId: userId }));
  } catch (error) {
    // The account got a profile of its own meanwhile (one profile per account).
    if (isUniqueViolation(error)) throw new AppError('conflict', CLAIM_MESSAGES.hasProfile);
    throw error;
  }
  return getOwnClaim({ db, id, userId });
}

export async function requestClaimReview({
  db,
  id,
  userId,
  explanation,
}: {
  db: Kysely<Database>;
  id: number;
  userId: number;
  explanation: string;
}): Promise<Claim> {
  const row = await ownClaim(db, id, userId);
  if (row.status !== 'pending') throw new AppError('conflict', CLAIM_MESSAGES.claimClosed);
  if (row.method !== 'admin-review') throw new AppError('conflict', CLAIM_MESSAGES.notByReview);
  await db.updateTable('listing_claims').set({ explanation }).where('id', '=', id).execute();
  return getOwnClaim({ db, id, userId });
}
