import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { adminContract } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
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
  const dashboardUrl = `${publicOrigin}/lawyer-dashboard`;
  const actor = (session: Parameters<typeof requireAdmin>[0]) => requireAdmin(session).userId;
  const paging = (query: { page?: number | undefined; pageSize?: number | undefined }) => ({
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });

  const s = initServer();
  const router = s.router(adminContract, {
    stats: async ({ request, reply }) => {
      actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await readAdminStats({ db }) };
    },
    verificationQueue: async ({ query, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const { page, pageSize } = paging(query);
      const result = await listAdminLawyers({
        db,
        filters: { verification: query.status },
        order: query.status === 'pending' ? 'queue' : 'recent',
        page,
        pageSize,
      });
      await recordAudit({
        db,
        actorId,
        action: 'lawyer.view',
        details: { list: 'verification-queue', status: query.status, page },
      });
      return {
        status: 200,
        body: {
          lawyers: result.lawyers.map(toAdminLawyerRow),
          total: result.total,
          page,
          pageSize,
        },
      };
    },
    decideVerification: async ({ params, body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const lawyer = await decideVerification({
        db,
        id: params.id,
        decision: body,
        actorId,
        dashboardUrl,
      });
      outbox.wake();
      return { status: 200, body: lawyer };
    },
    lawyers: async ({ query, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
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
      await recordAudit({
        db,
        actorId,
        action: 'lawyer.view',
        details: { list: 'moderation', search: query.search ?? null, page },
      });
      return {
        status: 200,
        body: {
          lawyers: result.lawyers.map(toAdminLawyerRow),
          total: result.total,
          page,
          pageSize,
        },
      };
    },
    lawyer: async ({ params, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await showAdminLawyer({ db, id: params.id, actorId }) };
    },
    updateLawyer: async ({ params, body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return {
        status: 200,
        body: await updateAdminLawyer({ db, id: params.id, profile: body, actorId }),
      };
    },
    hideLawyer: async ({ params, body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return {
        status: 200,
        body: await setLawyerHidden({
          db,
          id: params.id,
          hidden: true,
          reason: body.reason,
          actorId,
        }),
      };
    },
    restoreLawyer: async ({ params, body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return {
        status: 200,
        body: await setLawyerHidden({
          db,
          id: params.id,
          hidden: false,
          reason: body.reason ?? null,
          actorId,
        }),
      };
    },
    importLawyers: async ({ body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'none');
      return { status: 201, body: await importLawyers({ db, lawyers: body.lawyers, actorId }) };
    },
    exportLawyers: async ({ query, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const afterId = query.afterId ?? 0;
      const limit = query.limit ?? DEFAULT_EXPORT_LIMIT;
      const { lawyers, total } = await exportAdminLawyers({ db, afterId, limit });
      await recordAudit({
        db,
        actorId,
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
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const { page, pageSize } = paging(query);
      const result = await listAuditLog({
        db,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        page,
        pageSize,
      });
      await recordAudit({
        db,
        actorId,
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
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const { page, pageSize } = paging(query);
      const handled = query.handled === undefined ? undefined : query.handled === 'true';
      const result = await listContactMessages({ db, handled, page, pageSize });
      await recordAudit({
        db,
        actorId,
        action: 'contact_message.list',
        details: { handled: handled ?? null, page, ids: result.messages.map((m) => m.id) },
      });
      return { status: 200, body: { ...result, page, pageSize } };
    },
    markContactMessageHandled: async ({ params, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await markContactMessageHandled({ db, id: params.id, actorId }) };
    },
    incidents: async ({ request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const incidents = await listIncidents({ db });
      await recordAudit({
        db,
        actorId,
        action: 'incident.list',
        details: { count: incidents.length },
      });
      return { status: 200, body: incidents };
    },
    createIncident: async ({ body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 201, body: await createIncident({ db, incident: body, actorId }) };
    },
    updateIncident: async ({ params, body, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      return {
        status: 200,
        body: await updateIncident({ db, id: params.id, incident: body, actorId }),
      };
    },
    users: async ({ query, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const users = await findUsersByEmail({ db, email: query.email });
      await recordAudit({
        db,
        actorId,
        action: 'user.search',
        details: { email: query.email, ids: users.map((u) => u.id) },
      });
      return { status: 200, body: users };
    },
    exportUser: async ({ params, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'personal');
      const data = await exportPersonalData({ db, userId: params.id });
      await recordAudit({
        db,
        actorId,
        action: 'user.export',
        target: { type: 'user', id: params.id },
      });
      return { status: 200, body: data };
    },
    deleteUser: async ({ params, request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'none');
      await deleteAccount({ db, userId: params.id, actorId });
      return { status: 204, body: undefined };
    },
    runRetention: async ({ request, reply }) => {
      const actorId = actor(request.authSession);
      setCachePolicy(reply, 'none');
      const report = await runRetention({ db });
      await recordAudit({ db, actorId, action: 'retention.run', details: { ...report } });
      return { status: 200, body: report };
    },
  });
  registerContractRouter(s, adminContract, router, app);
}
