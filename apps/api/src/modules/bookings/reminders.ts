import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { reminderJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { lawyerReminderMail, visitorReminderMail } from './mails.ts';
import { lawyerOfBooking, mailInput } from './service.ts';
import { linkTokenHash, newLinkToken } from './tokens.ts';

/**
 * Consultation reminders (issue 21, decision 037): both sides of a booking get one e-mail about a
 * day before it starts, so that people actually meet.
 *
 * A booking is due when it is booked (not cancelled), its visitor not anonymised, not yet
 * reminded, and starts in the next `BOOKING_REMINDER_HOURS` — and its time was set (booked, or
 * moved by a reschedule: `updated_at`, which nothing else changes on a booked row) at least
 * `BOOKING_REMINDER_HOURS` before it starts. A booking made or moved less than a day ahead gets no
 * reminder: its confirmation has just gone. One made 24 h 5 min ahead gets both, minutes apart;
 * a reminder that comes late (the job was stopped) still goes while the booking has not started.
 */

/** How long before a booking starts its reminder is due. */
export const BOOKING_REMINDER_HOURS = 24;
/** The job runs every quarter of an hour: a reminder goes at most that late. */
export const BOOKING_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

const HOUR_MS = 3_600_000;

function due(eb: ExpressionBuilder<Database, 'bookings'>, now: Date) {
  return eb.and([
    eb('status', '=', 'booked'),
    eb('anonymised_at', 'is', null),
    eb('reminder_sent_at', 'is', null),
    eb('starts_at', '>', now),
    eb('starts_at', '<=', new Date(now.getTime() + BOOKING_REMINDER_HOURS * HOUR_MS)),
    eb(
      'updated_at',
      '<=',
      sql<Date>`starts_at - make_interval(hours => ${BOOKING_REMINDER_HOURS})`,
    ),
  ]);
}

/**
 * Reminds the due bookings (see the module comment), the soonest first, at most `limit` of them.
 * Each booking is one transaction: it is claimed (`for update skip locked`, so replicas running
 * side by side take different bookings), marked reminded with the token of the visitor's new link,
 * and its e-mails are queued; a failure rolls all three back, and the next run tries again. A demo
 * lawyer's address is invented: their side gets no reminder (as with the "accepting new clients"
 * reminders), the visitor who booked them does. Answers how many bookings were reminded.
 */
export async function sendBookingReminders({
  db,
  publicOrigin,
  now = new Date(),
  limit = 500,
}: {
  db: Kysely<Database>;
  publicOrigin: string;
  now?: Date;
  limit?: number;
}): Promise<number> {
  let reminded = 0;
  while (reminded < limit) {
    const claimed = await db.transaction().execute(async (trx) => {
      const visitorToken = newLinkToken();
      const row = await trx
        .updateTable('bookings')
        .set({ reminder_sent_at: now, reminder_token_hash: linkTokenHash(visitorToken) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('bookings')
            .select('id')
            .where((inner) => due(inner, now))
            .orderBy('starts_at')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        // Checked again on the row as locked: a booking is reminded once, whoever claims it.
        .where('reminder_sent_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      const lawyer = await lawyerOfBooking(trx, row.lawyer_id);
      const input = mailInput(row, lawyer, publicOrigin, null);
      await enqueueMail({
        db: trx,
        mails: [
          visitorReminderMail({ ...input, visitorToken }),
          ...(lawyer.is_demo ? [] : [lawyerReminderMail(input)]),
        ],
      });
      return true;
    });
    if (!claimed) break;
    reminded += 1;
  }
  return reminded;
}

/**
 * The reminders at start and every `intervalMs` (a quarter of an hour); a failed run is logged and
 * tried again next time. It runs with the other scheduled jobs (`RETENTION_WORKER`); several
 * replicas may run it at once.
 */
export function createBookingReminderWorker({
  db,
  log,
  publicOrigin,
  onMailQueued,
  intervalMs = BOOKING_REMINDER_INTERVAL_MS,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  publicOrigin: string;
  onMailQueued: () => void;
  intervalMs?: number;
}): PeriodicJob {
  return reminderJob({
    name: 'booking reminders',
    key: 'bookings',
    log,
    send: () => sendBookingReminders({ db, publicOrigin }),
    onMailQueued,
    intervalMs,
  });
}
