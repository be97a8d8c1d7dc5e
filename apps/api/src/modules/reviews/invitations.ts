import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewsConfig } from '../../config.ts';
import type { Language } from '@cld/contract/languages';
import type { Database } from '@cld/db/schema';
import { enqueueMail } from '../mail/outbox.ts';
import { INQUIRY_RETENTION_MONTHS } from '../privacy/retention.ts';
import { reviewInvitationMail } from '../mail/templates.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';
import {
  forgetReviewAddresses,
  identityRefusal,
  lawyerIdentity,
  mailboxInvitedBy,
  type ProvenanceRefusal,
} from './provenance.ts';
import { refreshStaleResponsiveness } from './responsiveness.ts';
import { createReviewToken } from './tokens.ts';

interface Candidate {
  kind: 'contact' | 'consultation';
  id: number;
  lawyer_id: number;
  lawyer_name: string;
  email: string;
  /** The language of the page the request was sent from: the invitation's. */
  locale: Language;
  created_at: Date;
  /** The account signed in when the request was sent. */
  sender_user_id: number | null;
  owner_id: number | null;
  lawyer_email: string;
  owner_email: string | null;
  website: string | null;
}

/** Why a request got no invitation (`review_invitations.withheld_reason`). */
type WithheldReason = Exclude<ProvenanceRefusal, 'already-reviewed'> | 'already-invited';

/**
 * Invites the senders of requests answered at least `delayHours` ago (and at most 30 days before
 * that) to review the lawyer, once per mailbox and lawyer: one invitation row and its e-mail in one
 * transaction. A request whose contact details the retention job removed is never invited, nor one
 * sent from the lawyer's own account, mailbox or firm (provenance.ts): that request keeps a row
 * saying why, without a token, so it is not considered again. Safe to run on several replicas: the
 * unique keys make a second invitation a no-op.
 */
export async function sendDueInvitations({
  db,
  config,
  publicOrigin,
  limit = 200,
}: {
  db: Kysely<Database>;
  config: Pick<ReviewsConfig, 'invitationDelayHours' | 'linkDays'>;
  publicOrigin: string;
  limit?: number;
}): Promise<number> {
  const due = sql`r.answered_at <= now() - make_interval(hours => ${config.invitationDelayHours})
    and r.answered_at > now() - make_interval(hours => ${config.invitationDelayHours}) - interval '30 days'
    and r.anonymised_at is null`;
  const notInvited = (column: 'contact_request_id' | 'consultation_request_id') => sql`
    not exists (select 1 from review_invitations i
                where i.${sql.ref(column)} = r.id
                   or (i.lawyer_id = r.lawyer_id and lower(i.email) = lower(r.email)))`;
  const columns = sql`r.id, r.lawyer_id, l.name as lawyer_name, r.email, r.locale, r.created_at,
    r.sender_user_id, l.owner_id, l.email as lawyer_email, u.email as owner_email, l.website`;
  const { rows } = await sql<Candidate>`
    select 'contact' as kind, ${columns}
    from contact_requests r join lawyers l on l.id = r.lawyer_id
      left join users u on u.id = l.owner_id
    where ${due} and not l.is_hidden and ${notInvited('contact_request_id')}
    union all
    select 'consultation' as kind, ${columns}
    from consultation_requests r join lawyers l on l.id = r.lawyer_id
      left join users u on u.id = l.owner_id
    where ${due} and not l.is_hidden and ${notInvited('consultation_request_id')}
    order by created_at, kind, id
    limit ${limit}`.execute(db);

  let sent = 0;
  for (const candidate of rows) {
    const { token, hash } = createReviewToken();
    const mailbox = mailboxLimitKey(candidate.email);
    const invited = await db.transaction().execute(async (trx) => {
      const withheld: WithheldReason | undefined =
        identityRefusal({
          lawyer: lawyerIdentity({
            ownerId: candidate.owner_id,
            emails: [candidate.owner_email, candidate.lawyer_email],
            website: candidate.website,
          }),
          mailbox,
          accountId: candidate.sender_user_id,
        }) ??
        ((await mailboxInvitedBy({ db: trx, lawyerId: candidate.lawyer_id, mailbox }))
          ? 'already-invited'
          : undefined);
      const inserted = await trx
        .insertInto('review_invitations')
        .values({
          lawyer_id: candidate.lawyer_id,
          contact_request_id: candidate.kind === 'contact' ? candidate.id : null,
          consultation_request_id: candidate.kind === 'consultation' ? candidate.id : null,
          email: candidate.email,
          mailbox_key: mailbox,
          token_hash: withheld ? null : hash,
          withheld_reason: withheld ?? null,
          expires_at: withheld
            ? sql<Date>`now()`
            : sql<Date>`now() + make_interval(days => ${config.linkDays})`,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('expires_at')
        .executeTakeFirst();
      if (!inserted || withheld) return false;
      await enqueueMail({
        db: trx,
        mails: [
          reviewInvitationMail({
            to: candidate.email,
            language: candidate.locale,
            lawyerId: candidate.lawyer_id,
            lawyerName: candidate.lawyer_name,
            requestedAt: new Date(candidate.created_at),
            token,
            publicOrigin,
            expiresAt: new Date(inserted.expires_at),
          }),
        ],
      });
      return true;
    });
    if (invited) sent += 1;
  }
  return sent;
}

/**
 * An invitation holds the requester's address: it goes when the request it came from would be
 * anonymised (the privacy policy's period for requests), whether or not it was used. The review
 * stays, without its invitation.
 */
export async function deleteOldInvitations({ db }: { db: Kysely<Database> }): Promise<number> {
  const result = await db
    .deleteFrom('review_invitations')
    .where(
      'created_at',
      '<',
      sql<Date>`now() - make_interval(months => ${INQUIRY_RETENTION_MONTHS})`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type ReviewWorker = PeriodicJob;

/**
 * Runs the invitations and the responsiveness refresh at start and every `intervalMs`, like the
 * retention worker, and the reviews' own retention: old invitations go, and network hashes past
 * their window are emptied; a failed run is logged and tried again next time.
 */
export function createReviewWorker({
  db,
  log,
  config,
  publicOrigin,
  onMailQueued,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  config: ReviewsConfig;
  publicOrigin: string;
  onMailQueued: () => void;
}): ReviewWorker {
  const intervalMs = config.jobIntervalSeconds * 1000;
  return periodicJob(async () => {
    try {
      const invitations = await sendDueInvitations({ db, config, publicOrigin });
      if (invitations > 0) onMailQueued();
      const refreshed = await refreshStaleResponsiveness({ db });
      const deleted = await deleteOldInvitations({ db });
      const addressesForgotten = await forgetReviewAddresses({ db });
      log.info(
        {
          reviews: {
            invitations,
            responsivenessRefreshed: refreshed,
            invitationsDeleted: deleted,
            addressesForgotten,
          },
        },
        'reviews job ran',
      );
    } catch (error) {
      log.error({ err: error }, 'reviews job failed');
    }
  }, intervalMs);
}
