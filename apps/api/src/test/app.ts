import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import { buildApp } from '../app.ts';
import { seedDirectory, type DirectoryData } from '../db/seed.ts';
import { openTestDatabase, type TestDatabaseKind } from './databases.ts';
import { buildConfig, buildDirectoryData } from './factories.ts';

export interface TestApp {
  database: DatabaseHandle;
  app: FastifyInstance;
  /** Closes the API, then its database. */
  close: () => Promise<void>;
}

/**
 * A fresh database of `kind` seeded with `data` (a directory with no lawyers by default; `null`
 * seeds nothing) and the API over it, ready for `inject`.
 */
export async function openTestApp(
  kind: TestDatabaseKind,
  { data = buildDirectoryData([]) }: { data?: DirectoryData | null } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  if (data) await seedDirectory({ db: database.db, data });
  const app = buildApp({ config: buildConfig(), db: database.db });
  await app.ready();
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
