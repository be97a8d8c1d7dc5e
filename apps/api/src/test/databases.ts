import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` names a server (CI does). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

async function openPglite(): Promise<DatabaseHandle> {
  const dump = await readFile(inject('pgliteDumpPath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

/** Each test file gets its own schema on the shared server, dropped when the file is done. */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dropSchema = async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: url,
    searchPath: `${schema},public`,
  });
  try {
    await migrateToLatest({ db: database.db });
  } catch (error) {
    await database.close();
    await dropSchema();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropSchema();
    },
  };
}

export function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return openPostgres(url);
  }
  return openPglite();
}
