import { periodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionReport } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { expireRecords } from './queries.ts';
/**
 * How long records are kept: the periods of the privacy policy (packages/content/src/privacy-policy.ts
 * §6, "How long we keep it"), applied by `runRetention` once at start and every day after.
 */
/**
 * "messages, consultation requests and booked consultations: 24 months after they are sent or booked
 * (a consultation still to come is kept until it has taken place)"
 */
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

/** One pass of the retention rules; each rule is one statement, safe to run on several replicas. */
export async function runRetention({ db }: { db: Kysely<Database> }): Promise<RetentionReport> {
  return db.transaction().execute(async (trx) => {
    const counts = await expireRecords({
      db: trx,
      periods: {
        inquiryMonths: INQUIRY_RETENTION_MONTHS,
        siteContactMonths: SITE_CONTACT_RETENTION_MONTHS,
        analyticsMonths: ANALYTICS_RETENTION_MONTHS,
        sessionDays: SESSION_RETENTION_DAYS,
        sentMailMonths: SENT_MAIL_RETENTION_MONTHS,
      },
      name: ANONYMISED_NAME,
      address: ANONYMISED_ADDRESS,
    });
    return { ranAt: new Date().toISOString(), ...counts };
  });
}

export type RetentionWorker = PeriodicJob;

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
  return periodicJob(async () => {
    try {
      const report = await runRetention({ db });
      log.info({ retention: report }, 'retention job ran');
    } catch (error) {
      log.error({ err: error }, 'retention job failed');
    }
  }, intervalMs);
}
