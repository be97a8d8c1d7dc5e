import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { lawyersContract } from '@cld/contract/lawyers';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { createLawyerDirectory } from './service.ts';

export async function lawyersRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const directory = createLawyerDirectory({ db });
  const s = initServer();
  const router = s.router(lawyersContract, {
    search: async ({ query, request, reply }) => {
      const body = await directory.search({ query, viewer: request.viewer });
      setCachePolicy(reply, request.viewer ? 'personal' : 'public-directory');
      return { status: 200, body };
    },
    getById: async ({ params, request, reply }) => {
      const body = await directory.show({ rawId: params.id, viewer: request.viewer });
      setCachePolicy(reply, request.viewer ? 'personal' : 'public-directory');
      return { status: 200, body };
    },
  });
  registerContractRouter(s, lawyersContract, router, app);
}
