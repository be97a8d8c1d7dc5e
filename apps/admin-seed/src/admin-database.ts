import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { CliError, usageError } from './cli-io.ts';

/** The repository root: a relative DATA_DIR means the same folder as for the API. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const MISSING_SCHEMA_HINT = 'start the API once or run pnpm --filter @cld/api migrate';

export interface OperatorDatabase {
  pool: pg.Pool;
  /** Where it is, for messages: the PGlite folder or the server's host. */
  location: string;
  close: () => Promise<void>;
}

/**
 * The API's database, chosen as the API chooses it (apps/api/src/config.ts): DATABASE_URL, else
 * the embedded PGlite in DATA_DIR/pglite (default ./data at the repository root), with the same
 * extensions. Never creates a database: a missing one means the API has not set it up yet.
 */
export async function openOperatorDatabase(
  env: Record<string, string | undefined>,
): Promise<OperatorDatabase> {
  const url = env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw usageError('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('error', () => {});
    return { pool, location: new URL(url).host, close: () => pool.end() };
  }
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(pgliteDir)) {
    throw new CliError(`there is no database in ${pgliteDir}; ${MISSING_SCHEMA_HINT}`);
  }
  const pglite = await PGlite.create(pgliteDir, { extensions: { pg_trgm, unaccent } });
  const pool = new pg.Pool(createPgConfig(pglite));
  return {
    pool,
    location: pgliteDir,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}
