import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { lawyersContract } from '@cld/contract/lawyers';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { createLawyerDirectory } from './service.ts';

export async function lawyersRoutes(
  app: FastifyInstance,
  {
    db,
    responseValidation = true,
  }: {
    db: Kysely<Database>;
    responseValidation?: boolean;
  },
) {
  const directory = createLawyerDirectory({ db });
  // Searches and profiles carry an ETag (a hash of the answer), and a request whose If-None-Match
  // names it gets 304 without the body: a browser or a cache in front revalidates for a few bytes.
  await app.register(etag);
  const s = initServer();
  const router = s.router(lawyersContract, {
    search: async ({ query, request, reply }) => {
      const body = await directory.search({ query, viewer: request.viewer });
      setCachePolicy(reply, request.viewer ? 'personal' : 'public-directory');
      return { status: 200, body };
    },
    compare: async ({ query, request, reply }) => {
      const body = await directory.compare({ query, viewer: request.viewer });
      setCachePolicy(reply, request.viewer ? 'personal' : 'public-directory');
      return { status: 200, body };
    },
    nearbyCities: async ({ query, reply }) => {
      const body = await directory.nearbyCities(query);
      setCachePolicy(reply, 'reference');
      return { status: 200, body };
    },
    getById: async ({ params, request, reply }) => {
      const body = await directory.show({ rawId: params.id, viewer: request.viewer });
      setCachePolicy(reply, request.viewer ? 'personal' : 'public-directory');
      return { status: 200, body };
    },
  });
  // Production skips validating these answers: toPublicLawyer builds exactly the contract's fields
  // (routes.test.ts checks that validation changes nothing), and this is the busiest route.
  registerContractRouter(s, lawyersContract, router, app, { responseValidation });
}
