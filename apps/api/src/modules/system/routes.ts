import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { contract } from '@cld/contract/contract';
import { generateOpenApi } from '@cld/contract/openapi';
import { systemContract } from '@cld/contract/system';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/error-handling.ts';

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
  const readiness = async (reply: Parameters<typeof setCachePolicy>[0]) => {
    setCachePolicy(reply, 'none');
    if (await pingDatabase(db))
      return { status: 200, body: { status: 'ok', database: 'up' } } as const;
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return { status: 503, body: { status: 'unavailable', database: 'down' } } as const;
  };
  const router = s.router(systemContract, {
    health: async ({ reply }) => readiness(reply),
    ready: async ({ reply }) => readiness(reply),
    live: async ({ reply }) => {
      setCachePolicy(reply, 'none');
      return { status: 200, body: { status: 'ok' } };
    },
  });
  registerContractRouter(s, systemContract, router, app);

  // Built on its first request, not at start: a fifth of a second of a restart (issue 38).
  let openApi: ReturnType<typeof generateOpenApi> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    openApi ??= generateOpenApi({
      contract,
      info: { title: 'Canadian Lawyer Directory API', version: '1.0.0' },
    });
    return openApi;
  });
}
