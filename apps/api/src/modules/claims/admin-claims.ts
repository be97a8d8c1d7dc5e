import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AdminClaim } from '@cld/contract/claims';
import type { Database } from '@cld/db/schema';
import type { RegulatorSlug } from '@cld/reference/regulators';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { iso } from '../lawyers/lawyer-mapper.ts';
import { mailPageUrl } from '../mail/links.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { claimDecisionMail } from './claim-mails.ts';
import { applyApprovedClaim } from './claims.ts';
import { CLAIM_MESSAGES } from './messages.ts';

/** The administrators' queue of claims: every attempt, refused ones included, newest first. */

const queueRows = (db: Kysely<Database>) =>
  db
    .selectFrom('listing_claims as c')
    .innerJoin('lawyers as l', 'l.id', 'c.lawyer_id')
    .leftJoin('users as u', 'u.id', 'c.user_id');

type QueueRow = {
  id: number;
  lawyer_id: number;
  lawyer_name: string;
  regulator: string | null;
  register_licence: string | null;
  licence_number: string;
  purpose: 'claim' | 'removal';
  status: AdminClaim['status'];
  refusal: AdminClaim['refusal'];
  method: AdminClaim['method'];
  claimant_email: string | null;
  explanation: string | null;
  decision_note: string | null;
  created_at: Date;
  decided_at: Date | null;
};

const QUEUE_COLUMNS = [
  'c.id',
  'c.lawyer_id',
  'l.name as lawyer_name',
  'l.regulator',
  'l.licence_number as register_licence',
  'c.licence_number',
  'c.purpose',
  'c.status',
  'c.refusal',
  'c.method',
  'u.email as claimant_email',
  'c.explanation',
  'c.decision_note',
  'c.created_at',
  'c.decided_at',
] as const;

function toAdminClaim(row: QueueRow): AdminClaim {
  return {
    id: row.id,
    lawyerId: row.lawyer_id,
    lawyerName: row.lawyer_name,
    regulator: row.regulator as RegulatorSlug | null,
    registerLicenceNumber: row.register_licence,
    enteredLicenceNumber: row.licence_number,
    purpose: row.purpose,
    status: row.status,
    refusal: row.refusal,
    method: row.method,
    claimantEmail: row.claimant_email,
    explanation: row.explanation,
    decisionNote: row.decision_note,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

export async function listClaims({
  db,
  status,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  status: AdminClaim['status'] | undefined;
  page: number;
  pageSize: number;
}): Promise<{ claims: AdminClaim[]; total: number }> {
  let query = queueRows(db);
  if (status) query = query.where('c.status', '=', status);
  const { rows, total } = await pageWithTotal({
    rows: query.select(QUEUE_COLUMNS).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'),
    count: query,
    page,
    pageSize,
  });
  return { claims: (rows as QueueRow[]).map(toAdminClaim), total };
}

async function queueRow(db: Kysely<Database>, id: number): Promise<QueueRow | undefined> {
  return (await queueRows(db).select(QUEUE_COLUMNS).where('c.id', '=', id).executeTakeFirst()) as
    QueueRow | undefined;
}

/** Approves or rejects a claim waiting for review; the claimant hears of it by e-mail. */
export async function decideClaim({
  db,
  outbox,
  publicOrigin,
  id,
  actorId,
  decision,
  note,
}: {
  db: Kysely<Database>;
  outbox: OutboxWorker;
  publicOrigin: string;
  id: number;
  actorId: number;
  decision: 'approve' | 'reject';
  note?: string | undefined;
}): Promise<AdminClaim> {
  const before = await queueRow(db, id);
  if (!before) throw new AppError('not_found', CLAIM_MESSAGES.claimNotFound);
  if (before.status !== 'pending') throw new AppError('conflict', CLAIM_MESSAGES.notPending);
  try {
    await db.transaction().execute(async (trx) => {
      if (decision === 'approve') {
        await applyApprovedClaim({ trx, claimId: id, actorId });
      } else {
        await trx
          .updateTable('listing_claims')
          .set({ status: 'rejected', decided_at: sql<Date>`now()`, decided_by: actorId })
          .where('id', '=', id)
          .execute();
        await recordAudit({
          db: trx,
          actorId,
          action: 'claim.reject',
          target: { type: 'lawyer', id: before.lawyer_id },
          details: { claimId: id },
        });
      }
      if (note) {
        await trx
          .updateTable('listing_claims')
          .set({ decision_note: note })
          .where('id', '=', id)
          .execute();
      }
      const claimant = await trx
        .selectFrom('listing_claims as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['u.email', 'c.locale'])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (claimant) {
        await enqueueMail({
          db: trx,
          mails: [
            claimDecisionMail({
              to: claimant.email,
              language: claimant.locale,
              approved: decision === 'approve',
              purpose: before.purpose,
              profileUrl: mailPageUrl(publicOrigin, { page: 'dashboard' }, claimant.locale),
            }),
          ],
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', CLAIM_MESSAGES.hasProfile);
    throw error;
  }
  outbox.wake();
  return toAdminClaim((await queueRow(db, id)) as QueueRow);
}
