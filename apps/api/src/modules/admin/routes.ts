import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { adminContract } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { setCachePolicy, type CachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { listAuditLog, recordAudit } from '../audit/audit-log.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { deleteAccount, exportPersonalData } from '../privacy/personal-data.ts';
import { runRetention } from '../privacy/retention.ts';
import { exportAdminLawyers, listAdminLawyers } from './queries.ts';
import { toAdminLawyerRow, toExportLawyer } from '../lawyers/lawyer-mapper.ts';
import { listContactMessages, markContactMessageHandled } from './contact-messages.ts';
import { createIncident, listIncidents, updateIncident } from './incidents.ts';
import {
  importLawyers,
  setLawyerHidden,
  showAdminLawyer,
  updateAdminLawyer,
} from './lawyer-changes.ts';
import { readAdminStats } from './stats.ts';
import { findUsersByEmail } from './users.ts';
import { decideVerification } from './verification.ts';

const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_EXPORT_LIMIT = 500;

/**
 * The administrators' API (issue 8). Every route needs an admin session; every change and every
 * read of personal data leaves an audit entry (modules/audit).
 */
export async function adminRoutes(
  app: FastifyInstance,
  {
    db,
    outbox,
    publicOrigin,
  }: { db: Kysely<Database>; outbox: OutboxWorker; publicOrigin: string },
) {
  // Before ts-rest validates anything: only administrators learn what a route expects.
  app.addHook('preHandler', async (request) => {
    requireAdmin(request.authSession);
  });
  const actor = (session: Parameters<typeof requireAdmin>[0]) => requireAdmin(session).userId;
  /** The acting administrator's id, with the answer's cache policy set. */
  const acting = (
    request: { authSession: Parameters<typeof requireAdmin>[0] },
    reply: Parameters<typeof setCachePolicy>[0],
    policy: CachePolicy,
  ) => {
    setCachePolicy(reply, policy);
    return actor(request.authSession);
  };
  const audit = (
    actorId: number,
    entry: Omit<Parameters<typeof recordAudit>[0], 'db' | 'actorId'>,
  ) => recordAudit({ db, ...entry, actorId });
  const lawyersPage = (
    result: Awaited<ReturnType<typeof listAdminLawyers>>,
    page: number,
    pageSize: number,
  ) => ({ lawyers: result.lawyers.map(toAdminLawyerRow), total: result.total, page, pageSize });
  const setHidden = (id: number, hidden: boolean, reason: string | null, actorId: number) =>
    setLawyerHidden({ db, id, hidden, reason, actorId });
  const paging = (query: { page?: number | undefined; pageSize?: number | undefined }) => ({
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });

  const s = initServer();
  const router = s.router(adminContract, {
    stats: async ({ request, reply }) => {
      acting(request, reply, 'personal');
      return { status: 200, body: await readAdminStats({ db }) };
    },
    verificationQueue: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const { page, pageSize } = paging(query);
      const result = await listAdminLawyers({
        db,
        filters: { verification: query.status },
        order: query.status === 'pending' ? 'queue' : 'recent',
        page,
        pageSize,
      });
      await audit(actorId, {
        action: 'lawyer.view',
        details: { list: 'verification-queue', status: query.status, page },
      });
      return { status: 200, body: lawyersPage(result, page, pageSize) };
    },
    decideVerification: async ({ params, body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const lawyer = await decideVerification({
        db,
        id: params.id,
        decision: body,
        actorId,
        publicOrigin,
      });
      outbox.wake();
      return { status: 200, body: lawyer };
    },
    lawyers: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const { page, pageSize } = paging(query);
      const result = await listAdminLawyers({
        db,
        filters: {
          search: query.search,
          visibility: query.visibility,
          verification: query.verification,
        },
        order: 'name',
        page,
        pageSize,
      });
      await audit(actorId, {
        action: 'lawyer.view',
        details: { list: 'moderation', search: query.search ?? null, page },
      });
      return { status: 200, body: lawyersPage(result, page, pageSize) };
    },
    lawyer: async ({ params, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return { status: 200, body: await showAdminLawyer({ db, id: params.id, actorId }) };
    },
    updateLawyer: async ({ params, body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return {
        status: 200,
        body: await updateAdminLawyer({ db, id: params.id, profile: body, actorId }),
      };
    },
    hideLawyer: async ({ params, body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return { status: 200, body: await setHidden(params.id, true, body.reason, actorId) };
    },
    restoreLawyer: async ({ params, body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return { status: 200, body: await setHidden(params.id, false, body.reason ?? null, actorId) };
    },
    importLawyers: async ({ body, request, reply }) => {
      const actorId = acting(request, reply, 'none');
      return { status: 201, body: await importLawyers({ db, lawyers: body.lawyers, actorId }) };
    },
    exportLawyers: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const afterId = query.afterId ?? 0;
      const limit = query.limit ?? DEFAULT_EXPORT_LIMIT;
      const { lawyers, total } = await exportAdminLawyers({ db, afterId, limit });
      await audit(actorId, {
        action: 'lawyer.export',
        details: { afterId, count: lawyers.length },
      });
      const last = lawyers.at(-1);
      return {
        status: 200,
        body: {
          lawyers: lawyers.map(toExportLawyer),
          total,
          nextAfterId: lawyers.length === limit && last ? last.id : null,
        },
      };
    },
    auditLog: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const { page, pageSize } = paging(query);
      const result = await listAuditLog({
        db,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        page,
        pageSize,
      });
      await audit(actorId, {
        action: 'audit_log.view',
        details: {
          action: query.action ?? null,
          targetType: query.targetType ?? null,
          targetId: query.targetId ?? null,
          page,
        },
      });
      return { status: 200, body: { ...result, page, pageSize } };
    },
    contactMessages: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const { page, pageSize } = paging(query);
      const handled = query.handled === undefined ? undefined : query.handled === 'true';
      const result = await listContactMessages({ db, handled, page, pageSize });
      await audit(actorId, {
        action: 'contact_message.list',
        details: { handled: handled ?? null, page, ids: result.messages.map((m) => m.id) },
      });
      return { status: 200, body: { ...result, page, pageSize } };
    },
    markContactMessageHandled: async ({ params, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return { status: 200, body: await markContactMessageHandled({ db, id: params.id, actorId }) };
    },
    incidents: async ({ request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const incidents = await listIncidents({ db });
      await audit(actorId, {
        action: 'incident.list',
        details: { count: incidents.length },
      });
      return { status: 200, body: incidents };
    },
    createIncident: async ({ body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return { status: 201, body: await createIncident({ db, incident: body, actorId }) };
    },
    updateIncident: async ({ params, body, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      return {
        status: 200,
        body: await updateIncident({ db, id: params.id, incident: body, actorId }),
      };
    },
    users: async ({ query, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const users = await findUsersByEmail({ db, email: query.email });
      await audit(actorId, {
        action: 'user.search',
        details: { email: query.email, ids: users.map((u) => u.id) },
      });
      return { status: 200, body: users };
    },
    exportUser: async ({ params, request, reply }) => {
      const actorId = acting(request, reply, 'personal');
      const data = await exportPersonalData({ db, userId: params.id });
      await audit(actorId, {
        action: 'user.export',
        target: { type: 'user', id: params.id },
      });
      return { status: 200, body: data };
    },
    deleteUser: async ({ params, request, reply }) => {
      const actorId = acting(request, reply, 'none');
      await deleteAccount({ db, userId: params.id, actorId, publicOrigin });
      return { status: 204, body: undefined };
    },
    runRetention: async ({ request, reply }) => {
      const actorId = acting(request, reply, 'none');
      const report = await runRetention({ db });
      await audit(actorId, { action: 'retention.run', details: { ...report } });
      return { status: 200, body: report };
    },
  });
  registerContractRouter(s, adminContract, router, app);
}
