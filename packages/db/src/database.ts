import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pglitePool } from './pglite-connection.ts';
import { prepareReads } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DatabaseSource = (
  | {
      kind: 'postgres';
      connectionString: string;
      searchPath?: string;
      /**
       * Migrations and seeding: no statement, query or idle-in-transaction timeout, since a schema
       * change on a large directory may run far longer than a request may wait.
       */
      maintenance?: boolean;
    }
  /** No `dataDir` keeps the database in memory; `loadDataDir` starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Told of every connection that fails outside a query (a restart, a dropped socket). */
  onConnectionError?: (error: Error) => void;
  /**
   * Reads as named prepared statements, planned once per connection (decision 046); default true.
   * False for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  preparedReads?: boolean;
};

/**
 * How long a request may wait on the database (decision 015). A new connection that takes longer
 * than `CONNECT_TIMEOUT_MS` fails, so while the server is down requests answer 503 at once instead
 * of hanging; a statement running longer than `STATEMENT_TIMEOUT_MS` is cancelled by the server, and
 * the client gives up on an answer after `QUERY_TIMEOUT_MS` (a server that went silent).
 */
export const DATABASE_TIMEOUTS = {
  CONNECT_TIMEOUT_MS: 3_000,
  STATEMENT_TIMEOUT_MS: 15_000,
  QUERY_TIMEOUT_MS: 20_000,
  IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
} as const;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseSource['kind'];
  /** Present for PGlite only: lets tests dump a migrated database once and reuse it. */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
}

const extensions = { pg_trgm, unaccent };

/**
 * Session settings of every connection the API opens. The trigram thresholds drive the `<%` and `%`
 * operators of the lawyer search (session-wide, so a search needs no transaction to set them): names
 * by word similarity, where "Jonh Smiht" scores about 0.36 against "John Smith", below the
 * extension's default of 0.6; firms by whole-string similarity, so a misspelt firm matches but a
 * generic word does not. `random_page_cost` is the usual value for SSDs and memory-resident data:
 * with the default (4, tuned for spinning disks) the planner scans every lawyer and computes
 * similarities instead of using the trigram indexes, ten times slower. `jit` off (decision 064): the
 * planner cannot size the set-returning functions of the open-slots query and prices it above
 * `jit_above_cost`, and PostgreSQL then spent ~750 ms compiling it for an answer of a millisecond;
 * this API's queries are short lookups that compilation never pays back.
 */
const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.3',
  'pg_trgm.similarity_threshold': '0.5',
  random_page_cost: '1.1',
  jit: 'off',
};

/** PostgreSQL startup options carrying the session settings (and a schema search path). */
export function startupOptions(searchPath?: string): string {
  const settings = { ...SESSION_SETTINGS, ...(searchPath ? { search_path: searchPath } : {}) };
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

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
  const pglite = await PGlite.create(dataDir, {
    extensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // PGlite is one session shared by every pool client, so setting these once covers them all.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  }
  return pglite;
}

/**
 * A connection that fails emits `error`: on the pool while idle, on the client itself while a request
 * holds it (a server restart terminates it with 57P01, then ECONNRESET). An `error` event without a
 * listener kills the process, so both get one; the query in flight fails on its own, its request
 * answers 503, and pg drops the broken client from the pool, which opens a new one when the server
 * is back (decision 015). PGlite's adapter goes through the same pool.
 */
export function watchConnectionErrors(
  pool: pg.Pool,
  onError: (error: Error) => void = () => {},
): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}

/**
 * One code path for both engines: a `pg.Pool` (PGlite's through a node-postgres connection of our
 * own, pglite-connection.ts, that sends each statement in one call) under Kysely's
 * PostgresDialect, so every query runs unchanged on PGlite and on a PostgreSQL server.
 */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  const pglite = source.kind === 'pglite' ? await startPglite(source) : undefined;
  const pool = pglite
    ? pglitePool(pglite)
    : new pg.Pool({
        connectionString: source.kind === 'postgres' ? source.connectionString : undefined,
        max: 10,
        options: startupOptions(source.kind === 'postgres' ? source.searchPath : undefined),
        connectionTimeoutMillis: DATABASE_TIMEOUTS.CONNECT_TIMEOUT_MS,
        ...(source.kind === 'postgres' && source.maintenance
          ? {}
          : {
              statement_timeout: DATABASE_TIMEOUTS.STATEMENT_TIMEOUT_MS,
              query_timeout: DATABASE_TIMEOUTS.QUERY_TIMEOUT_MS,
              idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.IDLE_IN_TRANSACTION_TIMEOUT_MS,
            }),
        keepAlive: true,
      });
  watchConnectionErrors(pool, source.onConnectionError);
  if (source.preparedReads !== false) prepareReads(pool);
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
