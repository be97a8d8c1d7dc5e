import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { analyticsContract } from '@cld/contract/analytics';
import type { EventBatch } from '@cld/contract/analytics';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { enforceRateLimit, hitRateLimit, type RateLimit } from '../../http/rate-limit.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import { optsOut, readLawyerActivity, recordEvents, summarizeEvents } from './service.ts';
import { clientAddressOf } from '../../http/client-address.ts';

/** Generous for a person browsing (a batch every few seconds), tight for a script. */
const EVENT_BATCHES: RateLimit = { name: 'event-batches', max: 300, windowSeconds: 600 };
/**
 * A lawyer's view count is what the dashboard shows them (and what "popular" could one day mean):
 * one client counts at most once per profile an hour, so reloading or scripting cannot inflate it.
 */
export const PROFILE_VIEWS_PER_CLIENT: RateLimit = {
  name: 'profile-view',
  max: 1,
  windowSeconds: 3600,
};

/** The batch without the profile views this client already counted within the hour. */
async function countedEvents({
  db,
  client,
  events,
}: {
  db: Kysely<Database>;
  client: string;
  events: EventBatch['events'];
}): Promise<EventBatch['events']> {
  const counted: EventBatch['events'] = [];
  for (const event of events) {
    if (event.name === 'lawyer_profile_view') {
      const { hits } = await hitRateLimit({
        db,
        limit: PROFILE_VIEWS_PER_CLIENT,
        subject: `${client}\n${event.lawyerId}`,
      });
      if (hits > PROFILE_VIEWS_PER_CLIENT.max) continue;
    }
    counted.push(event);
  }
  return counted;
}

/** First-party analytics: events in, a lawyer's own figures and the operators' summary out. */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const s = initServer();
  const router = s.router(analyticsContract, {
    record: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      if (optsOut(request.headers)) return { status: 204, body: undefined };
      const client = clientAddressOf(request);
      await enforceRateLimit({ db, limit: EVENT_BATCHES, subject: client });
      const events = await countedEvents({ db, client, events: body.events });
      if (events.length) await recordEvents({ db, batch: { ...body, events } });
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
