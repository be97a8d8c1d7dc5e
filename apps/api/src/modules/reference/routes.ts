import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { foldText } from '@cld/content/text-folding';
import { referenceContract } from '@cld/contract/reference';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { createReferenceReader } from './service.ts';

export async function referenceRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const reference = createReferenceReader({ db });
  const s = initServer();
  const router = s.router(referenceContract, {
    practiceAreas: async ({ reply }) => {
      setCachePolicy(reply, 'reference');
      return { status: 200, body: await reference.practiceAreas() };
    },
    locations: async ({ reply }) => {
      setCachePolicy(reply, 'reference');
      return { status: 200, body: await reference.locations() };
    },
    cities: async ({ query, reply }) => {
      setCachePolicy(reply, 'reference');
      return { status: 200, body: await reference.cities(query.province) };
    },
    cityPracticeAreas: async ({ query, reply }) => {
      setCachePolicy(reply, 'reference');
      const rows = await reference.cityPracticeAreas(query.province);
      const city = query.city && foldText(query.city);
      return {
        status: 200,
        body: city ? rows.filter((row) => foldText(row.city) === city) : rows,
      };
    },
    stats: async ({ reply }) => {
      setCachePolicy(reply, 'reference');
      return { status: 200, body: await reference.stats() };
    },
  });
  registerContractRouter(s, referenceContract, router, app);
}
