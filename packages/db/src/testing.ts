import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from './database.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Throwaway migrated databases for tests, of the API and of this package alike. PGlite always;
 * PostgreSQL too when `TEST_DATABASE_URL` names a server (CI does).
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const EXTENSIONS_LOCK = 0x636c_6465; // 'clde'

/**
 * Extensions belong to a whole database. Creating them once in `public`, before test files migrate
 * their own schemas in parallel, avoids two files racing to create the same extension; the lock
 * keeps two packages' suites, run side by side on the same database (`pnpm test`), from racing here.
 */
export async function prepareTestServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Held until this connection ends.
    await client.query('select pg_advisory_lock($1)', [EXTENSIONS_LOCK]);
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query('create extension if not exists unaccent with schema public');
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator looks for its tables across every schema of the database, checking
 * `has_schema_privilege(name, …)` for each: a schema another test file drops during that scan makes
 * the check fail with `schema "test_…" does not exist`. Migrations take this advisory lock shared and
 * drops take it exclusively, so a drop waits for the scans in flight and no scan starts during one.
 */
const SCHEMA_LIFECYCLE_LOCK = 0x636c_6474; // 'cldt'

/** A new schema on the server, migrated; closing the handle drops it. */
export async function openMigratedPostgres(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dropSchema = async () => {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
    try {
      await admin.query(`drop schema ${schema} cascade`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [SCHEMA_LIFECYCLE_LOCK]);
      await admin.end();
    }
  };
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: url,
    searchPath: `${schema},public`,
  });
  try {
    await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
    try {
      await migrateToLatest({ db: database.db });
    } finally {
      await admin.query('select pg_advisory_unlock_shared($1)', [SCHEMA_LIFECYCLE_LOCK]);
    }
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

/** An in-memory PGlite, migrated. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest({ db: database.db });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
