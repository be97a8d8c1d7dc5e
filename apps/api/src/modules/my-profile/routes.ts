import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { myProfileContract } from '@cld/contract/my-profile';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import { confirmAcceptingClientsByLink, setMyAcceptingClients } from './accepting-clients.ts';
import {
  createMyProfile,
  listMyContactRequests,
  requestMyVerification,
  showMyProfile,
  updateMyProfile,
} from './service.ts';

// The reminder e-mail's link needs no sign-in (its token is the proof): it lives in a plugin of its
// own, outside the lawyers' guard.
const { confirmAcceptingClients, ...ownerContract } = myProfileContract;
const linkContract = { confirmAcceptingClients };

/** The lawyer dashboard's calls. The owner is always the session's user, never the body's. */
export async function myProfileRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  // Before ts-rest validates the body: an anonymous caller learns nothing about the form.
  app.addHook('preHandler', async (request) => {
    requireLawyer(request.authSession);
  });
  const s = initServer();
  const router = s.router(ownerContract, {
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
    setAcceptingClients: async ({ body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      const profile = await setMyAcceptingClients({
        db,
        ownerId: userId,
        accepting: body.accepting,
      });
      return { status: 200, body: profile };
    },
  });
  registerContractRouter(s, ownerContract, router, app);
}

/** The "accepting new clients" reminder's link (docs/decisions/034); `secret` signs its tokens. */
export async function acceptingClientsLinkRoutes(
  app: FastifyInstance,
  { db, secret }: { db: Kysely<Database>; secret: string },
) {
  const s = initServer();
  const router = s.router(linkContract, {
    confirmAcceptingClients: async ({ body, reply }) => {
      setCachePolicy(reply, 'none');
      const confirmation = await confirmAcceptingClientsByLink({
        db,
        secret,
        token: body.token,
        accepting: body.accepting,
      });
      return { status: 200, body: confirmation };
    },
  });
  registerContractRouter(s, linkContract, router, app);
}
