import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { analyticsContract } from '@cld/contract/analytics';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { enforceRateLimit, type RateLimit } from '../../http/rate-limit.ts';
import type { AuthSession } from '../../http/sessions.ts';
import { requireLawyer } from '../my-profile/service.ts';
import { optsOut, readLawyerActivity, recordEvents, summarizeEvents } from './service.ts';

/** Generous for a person browsing (a batch every few seconds), tight for a script. */
const EVENT_BATCHES: RateLimit = { name: 'event-batches', max: 300, windowSeconds: 600 };

function requireAdmin(session: AuthSession | null): AuthSession {
  if (!session) throw new AppError('unauthorized', 'Please sign in');
  if (session.role !== 'admin') {
    throw new AppError('forbidden', 'Only administrators may read the analytics summary');
  }
  return session;
}

/** First-party analytics: events in, a lawyer's own figures and the operators' summary out. */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const s = initServer();
  const router = s.router(analyticsContract, {
    record: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      if (optsOut(request.headers)) return { status: 204, body: undefined };
      await enforceRateLimit({ db, limit: EVENT_BATCHES, subject: request.ip });
      await recordEvents({ db, batch: body });
      return { status: 204, body: undefined };
    },
    myActivity: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await readLawyerActivity({ db, userId }) };
    },
    summary: async ({ query, request, reply }) => {
      requireAdmin(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await summarizeEvents({ db, days: query.days ?? 30 }) };
    },
  });
  registerContractRouter(s, analyticsContract, router, app);
}
