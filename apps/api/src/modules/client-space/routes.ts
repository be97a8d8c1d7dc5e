import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { clientSpaceContract } from '@cld/contract/client-space';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requireSession } from '../../http/require-session.ts';
import { limitFormBodies } from '../inquiries/routes.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { saveLawyer, unsaveLawyer } from './queries.ts';
import { answerLawyer, listBookings, listSavedLawyers, listSentRequests } from './service.ts';

/**
 * A signed-in person's own space, whatever their role (decision 039): the requests they sent with
 * their conversations, their answers to lawyers, and their saved lawyers.
 */
export async function clientSpaceRoutes(
  app: FastifyInstance,
  {
    db,
    publicOrigin,
    outbox,
  }: { db: Kysely<Database>; publicOrigin: string; outbox: OutboxWorker },
) {
  limitFormBodies(app);
  // Before ts-rest validates the body: an anonymous caller learns nothing about the space.
  app.addHook('preHandler', async (request) => {
    requireSession(request.authSession);
  });
  const s = initServer();
  const router = s.router(clientSpaceContract, {
    mySentRequests: async ({ request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listSentRequests({ db, userId }) };
    },
    myBookings: async ({ query, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listBookings({ db, userId, locale: query.locale }) };
    },
    answerLawyer: async ({ params, body, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      const sent = await answerLawyer({
        db,
        userId,
        kind: params.kind,
        id: params.id,
        content: body.content,
        publicOrigin,
      });
      // After the commit: the worker finds the mail at once instead of at its next poll.
      outbox.wake();
      setCachePolicy(reply, 'personal');
      return { status: 201, body: sent };
    },
    savedLawyers: async ({ request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listSavedLawyers({ db, userId }) };
    },
    saveLawyer: async ({ params, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      if (!(await saveLawyer({ db, userId, lawyerId: params.lawyerId }))) {
        throw new AppError('not_found', 'This lawyer is not available');
      }
      return { status: 200, body: { lawyerId: params.lawyerId, saved: true } };
    },
    unsaveLawyer: async ({ params, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      await unsaveLawyer({ db, userId, lawyerId: params.lawyerId });
      return { status: 200, body: { lawyerId: params.lawyerId, saved: false } };
    },
  });
  registerContractRouter(s, clientSpaceContract, router, app);
}
