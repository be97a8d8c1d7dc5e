import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionReport } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';

/**
 * How long records are kept: the periods of the privacy policy (packages/content/src/privacy-policy.ts
 * §6, "How long we keep it"), applied by `runRetention` once at start and every day after.
 */
/** "messages and consultation requests: 24 months after they are sent" */
export const INQUIRY_RETENTION_MONTHS = 24;
/** "contact-form messages: 24 months after our reply" (after receipt when never answered) */
export const SITE_CONTACT_RETENTION_MONTHS = 24;
/** "analytics events: 13 months, after which only anonymous totals remain" */
export const ANALYTICS_RETENTION_MONTHS = 13;
/** "security logs: 90 days": sessions (sign-in dates, user agents) 90 days after they ended. */
export const SESSION_RETENTION_DAYS = 90;
/** Confidentiality incidents are kept 5 years from when they were recorded (PIPEDA regulations). */
export const INCIDENT_RETENTION_YEARS = 5;
/** Sent mail carries what a request said: kept as long as the requests themselves. */
export const SENT_MAIL_RETENTION_MONTHS = 24;

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const ANONYMISED_NAME = 'Anonymised';
export const ANONYMISED_ADDRESS = 'anonymised@invalid.example';

const monthsAgo = (months: number) => sql<Date>`now() - make_interval(months => ${months})`;
const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/** One pass of the retention rules; each rule is one statement, safe to run on several replicas. */
export async function runRetention({ db }: { db: Kysely<Database> }): Promise<RetentionReport> {
  return db.transaction().execute(async (trx) => {
    let inquiries = 0;
    for (const table of ['contact_requests', 'consultation_requests'] as const) {
      const result = await trx
        .updateTable(table)
        .set({
          name: ANONYMISED_NAME,
          email: ANONYMISED_ADDRESS,
          phone: '',
          anonymised_at: sql<Date>`now()`,
        })
        .where('anonymised_at', 'is', null)
        .where('created_at', '<', monthsAgo(INQUIRY_RETENTION_MONTHS))
        .executeTakeFirst();
      inquiries += Number(result.numUpdatedRows);
    }
    const messages = await trx
      .updateTable('messages')
      .set({
        sender_name: ANONYMISED_NAME,
        sender_email: ANONYMISED_ADDRESS,
        sender_phone: '',
        anonymised_at: sql<Date>`now()`,
      })
      .where('anonymised_at', 'is', null)
      .where('created_at', '<', monthsAgo(INQUIRY_RETENTION_MONTHS))
      .executeTakeFirst();
    inquiries += Number(messages.numUpdatedRows);

    const siteMessages = await trx
      .updateTable('site_contact_messages')
      .set({
        name: ANONYMISED_NAME,
        email: ANONYMISED_ADDRESS,
        phone: null,
        anonymised_at: sql<Date>`now()`,
      })
      .where('anonymised_at', 'is', null)
      .where(
        sql<Date>`coalesce(handled_at, created_at)`,
        '<',
        monthsAgo(SITE_CONTACT_RETENTION_MONTHS),
      )
      .executeTakeFirst();

    const events = await trx
      .deleteFrom('analytics_events')
      .where('created_at', '<', monthsAgo(ANALYTICS_RETENTION_MONTHS))
      .executeTakeFirst();

    const sessions = await trx
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', daysAgo(SESSION_RETENTION_DAYS)),
          eb('revoked_at', '<', daysAgo(SESSION_RETENTION_DAYS)),
        ]),
      )
      .executeTakeFirst();

    const incidents = await trx
      .deleteFrom('privacy_incidents')
      .where('keep_until', '<', sql<string>`current_date`)
      .executeTakeFirst();

    const mail = await trx
      .deleteFrom('mail_outbox')
      .where('status', '=', 'sent')
      .where('sent_at', '<', monthsAgo(SENT_MAIL_RETENTION_MONTHS))
      .executeTakeFirst();

    return {
      ranAt: new Date().toISOString(),
      inquiriesAnonymised: inquiries,
      siteContactMessagesAnonymised: Number(siteMessages.numUpdatedRows),
      analyticsEventsDeleted: Number(events.numDeletedRows),
      sessionsDeleted: Number(sessions.numDeletedRows),
      incidentsDeleted: Number(incidents.numDeletedRows),
      sentMailDeleted: Number(mail.numDeletedRows),
    };
  });
}

export interface RetentionWorker {
  start(): void;
  /** Waits for a run in progress, then stops the daily timer. */
  stop(): Promise<void>;
}

/** Runs the retention job at start and every `intervalMs`; a failed run is logged and retried next time. */
export function createRetentionWorker({
  db,
  log,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runOnce = async () => {
    try {
      const report = await runRetention({ db });
      log.info({ retention: report }, 'retention job ran');
    } catch (error) {
      log.error({ err: error }, 'retention job failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  return {
    start() {
      stopped = false;
      running = runOnce().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
