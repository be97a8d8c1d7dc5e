import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { inquiriesContract } from '@cld/contract/inquiries';
import type { OutboxMail } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { listOutbox } from './outbox.ts';
import type { OutboxRow } from './outbox.ts';

function toOutboxMail(row: OutboxRow): OutboxMail {
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    lastError: row.last_error,
    sentAt: iso(row.sent_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The operator's window on the outbox: held mail (no SMTP_URL) is read here. */
export async function mailRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.addHook('preHandler', async (request) => {
    requireAdmin(request.authSession);
  });
  const contract = { outbox: inquiriesContract.outbox };
  const s = initServer();
  const router = s.router(contract, {
    outbox: async ({ query, request, reply }) => {
      const { userId } = requireAdmin(request.authSession);
      setCachePolicy(reply, 'personal');
      const rows = await listOutbox({ db, status: query.status, limit: query.limit });
      await recordAudit({
        db,
        actorId: userId,
        action: 'outbox.list',
        details: { status: query.status ?? null, count: rows.length },
      });
      return { status: 200, body: rows.map(toOutboxMail) };
    },
  });
  registerContractRouter(s, contract, router, app);
}
