import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable, MailStatus } from '@cld/db/schema';
import type { MailDraft } from './templates.ts';

/**
 * The durable outbox. Mail is written in the caller's transaction, next to the record it is about,
 * so either both exist or neither does; a worker delivers it afterwards (`worker.ts`).
 */

export type OutboxRow = Selectable<MailOutboxTable>;

/** A draft as the columns of its outbox row (the rest take their defaults: pending, due now). */
export function outboxValuesOf(mail: MailDraft) {
  return {
    kind: mail.kind,
    to_address: mail.to,
    reply_to: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    ics: mail.ics ?? null,
  };
}

/** Queues mail inside the caller's transaction (pass the transaction as `db`). */
export async function enqueueMail({
  db,
  mails,
}: {
  db: Kysely<Database>;
  mails: MailDraft[];
}): Promise<void> {
  if (!mails.length) return;
  await db.insertInto('mail_outbox').values(mails.map(outboxValuesOf)).execute();
}

/**
 * Takes the next due mail for this worker: pending mail whose time has come, or mail whose
 * sender's lease ran out (that sender died before recording the mail: its renewals stopped, see
 * `renewLease`). `skip locked` lets several workers claim side by side without waiting on or
 * taking each other's rows.
 */
export async function claimDueMail({
  db,
  leaseSeconds,
}: {
  db: Kysely<Database>;
  leaseSeconds: number;
}): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({
      status: 'sending',
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: sql<Date>`now() + ${leaseSeconds} * interval '1 second'`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves the end of a claim's lease to `leaseSeconds` from now, while its sender is still at work;
 * false when the claim is no longer ours (re-claimed elsewhere after a lapse, or already recorded).
 * A sender renews well within its lease, so the lease can be short: a sender that dies (kill -9, a
 * lost machine) stops renewing, and its mail is due again a lease later, not after the transport's
 * longest possible send.
 */
export async function renewLease({
  db,
  id,
  attempts,
  leaseSeconds,
}: {
  db: Kysely<Database>;
  id: string;
  attempts: number;
  leaseSeconds: number;
}): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: sql<Date>`now() + ${leaseSeconds} * interval '1 second'` })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a delivery; only the claim that sent it may (a row re-claimed elsewhere is not ours). */
export async function markSent({
  db,
  id,
  attempts,
}: {
  db: Kysely<Database>;
  id: string;
  attempts: number;
}): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();
}

/** Schedules another attempt after `retryInSeconds`, or gives up (`failed`) when it is null. */
export async function markFailedAttempt({
  db,
  id,
  attempts,
  error,
  retryInSeconds,
}: {
  db: Kysely<Database>;
  id: string;
  attempts: number;
  error: string;
  retryInSeconds: number | null;
}): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryInSeconds === null ? 'failed' : 'pending',
      last_error: error.slice(0, 1000),
      next_attempt_at:
        retryInSeconds === null
          ? sql<Date>`now()`
          : sql<Date>`now() + ${retryInSeconds} * interval '1 second'`,
    })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .execute();
}

/** Without a mail server the mail stays here, readable by an operator, until requeued. */
export async function markHeld({ db, id }: { db: Kysely<Database>; id: string }): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'held', next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function listOutbox({
  db,
  status,
  limit,
}: {
  db: Kysely<Database>;
  status: MailStatus | undefined;
  limit: number;
}): Promise<OutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
