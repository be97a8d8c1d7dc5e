import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { inquiriesContract } from '@cld/contract/inquiries';
import type { OutboxMail } from '@cld/contract/inquiries';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import type { AuthSession } from '../../http/sessions.ts';
import { listOutbox } from './outbox.ts';
import type { OutboxRow } from './outbox.ts';

function requireAdmin(session: AuthSession | null): AuthSession {
  if (!session) throw new AppError('unauthorized', 'Please sign in');
  if (session.role !== 'admin')
    throw new AppError('forbidden', 'Only administrators may read the outbox');
  return session;
}

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
    outbox: async ({ query, reply }) => {
      setCachePolicy(reply, 'personal');
      const rows = await listOutbox({ db, status: query.status, limit: query.limit });
      return { status: 200, body: rows.map(toOutboxMail) };
    },
  });
  registerContractRouter(s, contract, router, app);
}
