import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { contract } from '@cld/contract/contract';
import { generateOpenApi } from '@cld/contract/openapi';
import { systemContract } from '@cld/contract/system';
import type { Database } from '../../db/schema.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';

/** Health probes must not hang on a stuck database: a load balancer wants an answer. */
const HEALTH_TIMEOUT_MS = 2000;

async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const ping = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const s = initServer();
  const router = s.router(systemContract, {
    health: async ({ reply }) => {
      setCachePolicy(reply, 'none');
      return (await pingDatabase(db))
        ? { status: 200, body: { status: 'ok', database: 'up' } }
        : { status: 503, body: { status: 'unavailable', database: 'down' } };
    },
  });
  registerContractRouter(s, systemContract, router, app);

  const openApi = generateOpenApi({
    contract,
    info: { title: 'Canadian Lawyer Directory API', version: '1.0.0' },
  });
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return openApi;
  });
}
