import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { analyticsContract } from '@cld/contract/analytics';
import type { Database } from '../../db/schema.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { enforceRateLimit, type RateLimit } from '../../http/rate-limit.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { requireLawyer } from '../my-profile/service.ts';
import { optsOut, readLawyerActivity, recordEvents, summarizeEvents } from './service.ts';
import { clientAddressOf } from '../../http/client-address.ts';

/** Generous for a person browsing (a batch every few seconds), tight for a script. */
const EVENT_BATCHES: RateLimit = { name: 'event-batches', max: 300, windowSeconds: 600 };

/** First-party analytics: events in, a lawyer's own figures and the operators' summary out. */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const s = initServer();
  const router = s.router(analyticsContract, {
    record: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      if (optsOut(request.headers)) return { status: 204, body: undefined };
      await enforceRateLimit({ db, limit: EVENT_BATCHES, subject: clientAddressOf(request) });
      await recordEvents({ db, batch: body });
      return { status: 204, body: undefined };
    },
    myActivity: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await readLawyerActivity({ db, userId }) };
    },
    summary: async ({ query, request, reply }) => {
      const { userId } = requireAdmin(request.authSession);
      setCachePolicy(reply, 'personal');
      const days = query.days ?? 30;
      const summary = await summarizeEvents({ db, days });
      await recordAudit({ db, actorId: userId, action: 'analytics.view', details: { days } });
      return { status: 200, body: summary };
    },
  });
  registerContractRouter(s, analyticsContract, router, app);
}
