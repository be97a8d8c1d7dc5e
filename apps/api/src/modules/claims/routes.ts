import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { claimsContract } from '@cld/contract/claims';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { requireSession } from '../../http/require-session.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { decideClaim, listClaims } from './admin-claims.ts';
import { confirmClaimCode, getOwnClaim, requestClaimReview, startClaim } from './claims.ts';
import './messages.ts';
import { importRegister } from './register-import.ts';

const REGISTER_IMPORT_PATH = claimsContract.importRegister.path;
/**
 * A register file is applied in one request and one transaction (all or nothing): up to
 * `REGISTER_IMPORT_MAX` entries of a few hundred bytes each. Every other route here is a small form.
 */
const REGISTER_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
const FORM_BODY_LIMIT_BYTES = 32 * 1024;
const DEFAULT_PAGE_SIZE = 25;

/**
 * Register listings (issue 39): the operators' register import and the claims queue (administrators
 * only), and the claim of a listing by its lawyer (signed in).
 */
export async function claimsRoutes(
  app: FastifyInstance,
  {
    db,
    outbox,
    publicOrigin,
  }: { db: Kysely<Database>; outbox: OutboxWorker; publicOrigin: string },
) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit =
      route.url === REGISTER_IMPORT_PATH ? REGISTER_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES;
  });
  // Before ts-rest validates anything: only administrators learn what an admin route expects.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) requireAdmin(request.authSession);
    else requireSession(request.authSession);
  });

  const s = initServer();
  const router = s.router(claimsContract, {
    importRegister: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const actorId = requireAdmin(request.authSession).userId;
      return { status: 200, body: await importRegister({ db, actorId, ...body }) };
    },
    claimsQueue: async ({ query, request, reply }) => {
      setCachePolicy(reply, 'personal');
      requireAdmin(request.authSession);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { claims, total } = await listClaims({ db, status: query.status, page, pageSize });
      return { status: 200, body: { claims, total, page, pageSize } };
    },
    decideClaim: async ({ params, body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const actorId = requireAdmin(request.authSession).userId;
      return {
        status: 200,
        body: await decideClaim({ db, outbox, publicOrigin, id: params.id, actorId, ...body }),
      };
    },
    startClaim: async ({ params, body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const session = requireSession(request.authSession);
      return {
        status: 201,
        body: await startClaim({
          db,
          outbox,
          lawyerId: params.id,
          userId: session.userId,
          language: requestLanguage(request),
          ...body,
        }),
      };
    },
    getClaim: async ({ params, request, reply }) => {
      setCachePolicy(reply, 'personal');
      const session = requireSession(request.authSession);
      return {
        status: 200,
        body: await getOwnClaim({ db, id: params.id, userId: session.userId }),
      };
    },
    confirmClaimCode: async ({ params, body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const session = requireSession(request.authSession);
      return {
        status: 200,
        body: await confirmClaimCode({
          db,
          id: params.id,
          userId: session.userId,
          code: body.code,
        }),
      };
    },
    requestClaimReview: async ({ params, body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const session = requireSession(request.authSession);
      return {
        status: 200,
        body: await requestClaimReview({
          db,
          id: params.id,
          userId: session.userId,
          explanation: body.explanation,
        }),
      };
    },
  });
  registerContractRouter(s, claimsContract, router, app);
}
