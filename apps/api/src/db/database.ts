import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseSource =
  | { kind: 'postgres'; connectionString: string; searchPath?: string }
  /** No `dataDir` keeps the database in memory; `loadDataDir` starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseSource['kind'];
  /** Present for PGlite only: lets tests dump a migrated database once and reuse it. */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
}

const extensions = { pg_trgm, unaccent };

/** Starts an embedded PGlite; exposed separately because dumps need the PGlite instance itself. */
export async function startPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}) {
  // PGlite does not create missing parent folders.
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  return PGlite.create(dataDir, { extensions, ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * One code path for both engines: a `pg.Pool` (PGlite's through its node-postgres adapter) under
 * Kysely's PostgresDialect, so every query runs unchanged on PGlite and on a PostgreSQL server.
 */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  const pglite = source.kind === 'pglite' ? await startPglite(source) : undefined;
  const pool = pglite
    ? new pg.Pool(createPgConfig(pglite))
    : new pg.Pool({
        connectionString: source.kind === 'postgres' ? source.connectionString : undefined,
        max: 10,
        ...(source.kind === 'postgres' && source.searchPath
          ? { options: `-c search_path=${source.searchPath}` }
          : {}),
      });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: source.kind,
    pglite,
    close: async () => {
      await db.destroy();
      await pglite?.close();
    },
  };
}
