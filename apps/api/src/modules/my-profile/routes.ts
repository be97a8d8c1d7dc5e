import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { myProfileContract } from '@cld/contract/my-profile';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import {
  createMyProfile,
  listMyContactRequests,
  requestMyVerification,
  showMyProfile,
  updateMyProfile,
} from './service.ts';

/** The lawyer dashboard's calls. The owner is always the session's user, never the body's. */
export async function myProfileRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  // Before ts-rest validates the body: an anonymous caller learns nothing about the form.
  app.addHook('preHandler', async (request) => {
    requireLawyer(request.authSession);
  });
  const s = initServer();
  const router = s.router(myProfileContract, {
    get: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await showMyProfile({ db, ownerId: userId }) };
    },
    create: async ({ body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 201, body: await createMyProfile({ db, ownerId: userId, profile: body }) };
    },
    update: async ({ body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await updateMyProfile({ db, ownerId: userId, profile: body }) };
    },
    requestVerification: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await requestMyVerification({ db, ownerId: userId }) };
    },
    contactRequests: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listMyContactRequests({ db, ownerId: userId }) };
    },
  });
  registerContractRouter(s, myProfileContract, router, app);
}
