import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config.ts';
import type { Database } from '@cld/db/schema';
import { createSmtpTransport } from './transport.ts';
import { createOutboxWorker } from './worker.ts';
import type { OutboxWorker } from './worker.ts';

/**
 * The outbox worker for a configuration: SMTP when `SMTP_URL` is set, holding the mail otherwise.
 * Held mail is read by an administrator at `GET /api/admin/outbox?status=held`, or in SQL
 * (`select * from mail_outbox where status = 'held'`); once `SMTP_URL` is set, an operator sends
 * it with `update mail_outbox set status = 'pending', next_attempt_at = now() where status = 'held'`.
 */
export function createConfiguredOutboxWorker({
  mail,
  db,
  log,
}: {
  mail: MailConfig;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const transport = mail.smtpUrl
    ? createSmtpTransport({ smtpUrl: mail.smtpUrl, from: mail.from })
    : undefined;
  if (!transport && mail.worker) {
    log.info(
      'SMTP_URL is not set: e-mails stay in the outbox as held (GET /api/admin/outbox; outside production also GET /api/dev/mailbox, shown by the website at /dev/mailbox)',
    );
  }
  return createOutboxWorker({ db, transport, log: log.child({ module: 'mail' }) });
}
