import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  LawyerReviews,
  ModeratedReview,
  MyReviews,
  PublicReview,
  ReviewHeldReason,
  ReviewLink,
  ReviewStatus,
} from '@cld/contract/reviews';
import { DEFAULT_REVIEWS_PAGE_SIZE } from '@cld/contract/reviews';
import type { Review } from '@cld/validation/review';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { enforceSendingLimit, hourlyLimit } from '../inquiries/limits.ts';
import { reviewHeldReasons } from './checks.ts';
import {
  findLawyerIdentity,
  identityRefusal,
  mailboxReviewedLawyer,
  provenanceError,
  reviewAddressHash,
  sameNetworkReviewed,
} from './provenance.ts';
import {
  findLawyerOfOwner,
  findModeratedReview,
  findModerationQueue,
  findPublishedReviews,
  findReviewsOfLawyer,
  findVisibleLawyer,
} from './queries.ts';
import type { ModeratedReviewRow, ReviewRow } from './queries.ts';
import { refreshLawyerRating } from './rating.ts';
import { computeResponsiveness } from './responsiveness.ts';
import { hashReviewToken } from './tokens.ts';

/** Links are 256-bit secrets; this only keeps a script from hammering the endpoint. */
export const REVIEW_LINK_ATTEMPTS_PER_IP = hourlyLimit(
  'review-link-ip',
  30,
  'Too many attempts. Please try again later.',
);
export const REPORTS_PER_IP = hourlyLimit(
  'review-report-ip',
  5,
  'You have reported too many reviews. Please try again later.',
);

const LINK_NOT_VALID = 'This review link is not valid';
const LINK_USED = 'This review link was already used';
const LINK_EXPIRED = 'This review link has expired';
const LAWYER_NOT_FOUND = 'This lawyer is not available';
const REVIEW_NOT_FOUND = 'This review does not exist';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: String(row.id),
    rating: row.rating,
    text: row.text,
    createdAt: iso(row.created_at),
    reply:
      row.reply !== null && row.replied_at !== null
        ? { text: row.reply, repliedAt: iso(row.replied_at) }
        : null,
    isDemo: row.is_demo,
  };
}

export function toModeratedReview(row: ModeratedReviewRow): ModeratedReview {
  return {
    ...toPublicReview(row),
    lawyerId: row.lawyer_id,
    lawyerName: row.lawyer_name,
    status: row.status,
    heldReasons: row.held_reasons,
    hiddenReason: row.hidden_reason,
    reportCount: row.report_count,
    reports: row.reports.map((report) => ({
      reason: report.reason,
      createdAt: iso(report.created_at),
    })),
  };
}

export async function listLawyerReviews({
  db,
  lawyerId,
  page = 1,
  pageSize = DEFAULT_REVIEWS_PAGE_SIZE,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  page?: number;
  pageSize?: number;
}): Promise<LawyerReviews> {
  const lawyer = await findVisibleLawyer({ db, id: lawyerId });
  if (!lawyer) throw new AppError('not_found', LAWYER_NOT_FOUND);
  const { rows, total } = await findPublishedReviews({ db, lawyerId, page, pageSize });
  return {
    rating: Number(lawyer.rating),
    reviewCount: lawyer.review_count,
    reviews: rows.map(toPublicReview),
    total,
    page,
    pageSize,
  };
}

/**
 * The invitation behind a link, if it may still write a review for this lawyer. A token of
 * another lawyer's invitation is as unknown as a forged one (404), so a link cannot be tried
 * against other profiles; a used one is 409, an expired one 410; one that would not bring a
 * review from someone else 403 (`admitReviewer`). `lock` holds the invitation's and the lawyer's
 * rows for the transaction that consumes the link, so two submissions of one link cannot both
 * pass, and two reviews of one lawyer are checked one after the other.
 */
async function admitInvitation({
  db,
  lawyerId,
  token,
  viewerId,
  lock,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  token: string;
  /** The account signed in, if any. */
  viewerId: number | null;
  lock: boolean;
}) {
  let query = db
    .selectFrom('review_invitations as i')
    .innerJoin('lawyers as l', 'l.id', 'i.lawyer_id')
    .select([
      'i.id',
      'i.lawyer_id',
      'i.mailbox_key',
      'i.used_at',
      'i.expires_at',
      'l.name as lawyer_name',
      sql<boolean>`i.expires_at <= now()`.as('expired'),
    ])
    .where('i.token_hash', '=', hashReviewToken(token))
    .where('i.lawyer_id', '=', lawyerId)
    .where('l.is_hidden', '=', false);
  if (lock) query = query.forUpdate('i');
  const invitation = await query.executeTakeFirst();
  if (!invitation) throw new AppError('not_found', LINK_NOT_VALID);
  if (invitation.used_at !== null) throw new AppError('conflict', LINK_USED);
  if (invitation.expired) throw new AppError('gone', LINK_EXPIRED);
  await admitReviewer({ db, invitation, viewerId, lock });
  return invitation;
}

/**
 * Refuses (403, naming the rule) a review that would not come from someone else: the lawyer's
 * own account signed in, a link that reached the lawyer's own mailbox or firm, or a mailbox that
 * already reviewed the lawyer. The job does not invite such requests; this catches links sent
 * before these rules, or before the lawyer's addresses changed.
 */
async function admitReviewer({
  db,
  invitation,
  viewerId,
  lock,
}: {
  db: Kysely<Database>;
  invitation: { id: string; lawyer_id: number; mailbox_key: string };
  viewerId: number | null;
  lock: boolean;
}): Promise<void> {
  const lawyerId = invitation.lawyer_id;
  const lawyer = await findLawyerIdentity({ db, lawyerId, lock });
  if (!lawyer) throw new AppError('not_found', LINK_NOT_VALID);
  const mailbox = invitation.mailbox_key;
  const refusal = identityRefusal({ lawyer, mailbox, accountId: viewerId });
  if (refusal) throw provenanceError(refusal);
  if (await mailboxReviewedLawyer({ db, lawyerId, mailbox, invitationId: invitation.id })) {
    throw provenanceError('already-reviewed');
  }
}

export async function checkReviewLink({
  db,
  ip,
  viewerId,
  lawyerId,
  token,
}: {
  db: Kysely<Database>;
  /** `clientAddressOf` the request. */
  ip: string;
  viewerId: number | null;
  lawyerId: number;
  token: string;
}): Promise<ReviewLink> {
  await enforceSendingLimit({ db, limit: REVIEW_LINK_ATTEMPTS_PER_IP, subject: ip });
  const invitation = await admitInvitation({ db, lawyerId, token, viewerId, lock: false });
  return {
    lawyerId: invitation.lawyer_id,
    lawyerName: invitation.lawyer_name,
    expiresAt: iso(invitation.expires_at),
  };
}

/**
 * Writes the review and spends the link in one transaction. The automated checks decide whether
 * it is published at once or held for an administrator: what the text contains, and whether
 * another review of the lawyer came from the same network within the window. The text is stored
 * as typed and every page renders it as text.
 */
export async function createReview({
  db,
  secret,
  ip,
  viewerId,
  lawyerId,
  token,
  review,
}: {
  db: Kysely<Database>;
  /** The key the network's hash is derived from (the session secret). */
  secret: string;
  /** `clientAddressOf` the request: an IPv4 address or an IPv6 /64. */
  ip: string;
  viewerId: number | null;
  lawyerId: number;
  token: string;
  review: Review;
}): Promise<{ id: string; status: 'published' | 'held' }> {
  await enforceSendingLimit({ db, limit: REVIEW_LINK_ATTEMPTS_PER_IP, subject: ip });
  const addressHash = reviewAddressHash({ secret, lawyerId, address: ip });
  return db.transaction().execute(async (trx) => {
    const invitation = await admitInvitation({ db: trx, lawyerId, token, viewerId, lock: true });
    const sameNetwork = await sameNetworkReviewed({ db: trx, lawyerId, addressHash });
    const heldReasons: ReviewHeldReason[] = [
      ...reviewHeldReasons(review.text),
      ...(sameNetwork ? ['same-network' as const] : []),
    ];
    const status = heldReasons.length ? 'held' : 'published';
    await trx
      .updateTable('review_invitations')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', invitation.id)
      .execute();
    const inserted = await trx
      .insertInto('reviews')
      .values({
        lawyer_id: lawyerId,
        invitation_id: invitation.id,
        rating: review.rating,
        text: review.text,
        status,
        held_reasons: heldReasons,
        client_address_hash: addressHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'published') await refreshLawyerRating({ db: trx, lawyerId });
    return { id: String(inserted.id), status };
  });
}

export async function reportReview({
  db,
  ip,
  id,
  reason,
}: {
  db: Kysely<Database>;
  ip: string;
  id: string;
  reason: string;
}): Promise<void> {
  await enforceSendingLimit({ db, limit: REPORTS_PER_IP, subject: ip });
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('reviews')
      .set({ report_count: sql<number>`report_count + 1` })
      .where('id', '=', id)
      .where('status', '=', 'published')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('not_found', REVIEW_NOT_FOUND);
    await trx.insertInto('review_reports').values({ review_id: id, reason }).execute();
  });
}

async function requireOwnLawyer(db: Kysely<Database>, ownerId: number) {
  const lawyer = await findLawyerOfOwner({ db, ownerId });
  if (!lawyer) throw new AppError('not_found', 'You have no lawyer profile yet');
  return lawyer;
}

export async function listMyReviews({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<MyReviews> {
  const lawyer = await requireOwnLawyer(db, ownerId);
  const [rows, responsiveness] = await Promise.all([
    findReviewsOfLawyer({ db, lawyerId: lawyer.id }),
    computeResponsiveness({ db, lawyerId: lawyer.id }),
  ]);
  return { reviews: rows.map(toModeratedReview), responsiveness };
}

/** The lawyer's one public reply: a second one is a 409, another lawyer's review a 404. */
export async function replyToReview({
  db,
  ownerId,
  id,
  reply,
}: {
  db: Kysely<Database>;
  ownerId: number;
  id: string;
  reply: string;
}): Promise<ModeratedReview> {
  const lawyer = await requireOwnLawyer(db, ownerId);
  const updated = await db
    .updateTable('reviews')
    .set({ reply, replied_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('lawyer_id', '=', lawyer.id)
    .where('reply', 'is', null)
    .returning('id')
    .executeTakeFirst();
  const row = await findModeratedReview({ db, id, lawyerId: lawyer.id });
  if (!row) throw new AppError('not_found', REVIEW_NOT_FOUND);
  if (!updated) throw new AppError('conflict', 'You have already replied to this review');
  return toModeratedReview(row);
}

export async function listModerationQueue(options: {
  db: Kysely<Database>;
  actorId: number;
  status: ReviewStatus | 'reported';
  page: number;
  pageSize: number;
}): Promise<{ reviews: ModeratedReview[]; total: number }> {
  const { db, actorId, status, page } = options;
  const { rows, total } = await findModerationQueue(options);
  // Held reviews may carry a client's phone number or e-mail: reading them is audited.
  await recordAudit({
    db,
    actorId,
    action: 'review.list',
    details: { status, page, shown: rows.length },
  });
  return { reviews: rows.map(toModeratedReview), total };
}

/**
 * Publishes or hides a review, refreshes its lawyer's rating and records the audit entry with the
 * state before and after, all in one transaction.
 */
export async function moderateReview({
  db,
  actorId,
  id,
  decision,
}: {
  db: Kysely<Database>;
  actorId: number;
  id: string;
  decision: { action: 'publish' } | { action: 'hide'; reason: string };
}): Promise<ModeratedReview> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('reviews')
      .select(['id', 'lawyer_id', 'status', 'hidden_reason'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('not_found', REVIEW_NOT_FOUND);
    const after =
      decision.action === 'publish'
        ? { status: 'published' as const, hidden_reason: null }
        : { status: 'hidden' as const, hidden_reason: decision.reason };
    await trx
      .updateTable('reviews')
      .set({ ...after, moderated_by: actorId, moderated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await refreshLawyerRating({ db: trx, lawyerId: before.lawyer_id });
    await recordAudit({
      db: trx,
      actorId,
      action: decision.action === 'publish' ? 'review.publish' : 'review.hide',
      target: { type: 'review', id },
      details: {
        lawyerId: before.lawyer_id,
        status: { before: before.status, after: after.status },
        hiddenReason: { before: before.hidden_reason, after: after.hidden_reason },
      },
    });
  });
  const row = await findModeratedReview({ db, id });
  if (!row) throw new AppError('not_found', REVIEW_NOT_FOUND);
  return toModeratedReview(row);
}
