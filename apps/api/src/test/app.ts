import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
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
 * seeds nothing), changed by `prepare` if given, and the API over it (`config` overrides the test
 * configuration), ready for `inject`.
 */
export async function openTestApp(
  kind: TestDatabaseKind,
  {
    data = buildDirectoryData([]),
    config = {},
    prepare,
  }: {
    data?: DirectoryData | null;
    config?: Partial<Config>;
    prepare?: (db: Kysely<Database>) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  if (data) await seedDirectory({ db: database.db, data });
  await prepare?.(database.db);
  const app = buildApp({ config: buildConfig(config), db: database.db });
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

/** Closes a suite's API, then its database (either may be missing when opening them failed). */
export async function closeTestApp(app?: FastifyInstance, database?: DatabaseHandle) {
  await app?.close();
  await database?.close();
}

/** Hides the seeded lawyer called `name`, as an administrator would. */
export async function hideLawyerNamed(db: Kysely<Database>, name: string) {
  await db.updateTable('lawyers').set({ is_hidden: true }).where('name', '=', name).execute();
}

/** Runs `use` on a fresh API over `db` (none of its caches filled yet), closing it after. */
export async function withFreshApp<T>(
  db: Kysely<Database>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const app = buildApp({ config: buildConfig(), db });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}
