import { existsSync } from 'node:fs';
import { openDatabase } from '@cld/db/database';
import type { DatabaseHandle } from '@cld/db/database';
import { DATABASE_URL_PATTERN, pgliteDirOf, resolveDataDir } from '@cld/db/location';
import { CliError, usageError } from './cli-io.ts';

export const MISSING_SCHEMA_HINT = 'start the API once or run pnpm --filter @cld/api migrate';

export interface OperatorDatabase extends Pick<DatabaseHandle, 'db' | 'close'> {
  /** Where it is, for messages: the PGlite folder or the server's host. */
  location: string;
}

/**
 * The API's database, found and opened by the API's own rules (`@cld/db`): DATABASE_URL, else the
 * embedded PGlite in DATA_DIR/pglite (default ./data at the repository root), with the same
 * extensions and session settings. A PostgreSQL server is reached through the maintenance pool
 * (no request timeouts: an operator's command may wait for a lock). Never creates a database: a
 * missing one means the API has not set it up yet.
 */
export async function openOperatorDatabase(
  env: Record<string, string | undefined>,
): Promise<OperatorDatabase> {
  const url = env.DATABASE_URL;
  if (url) {
    if (!DATABASE_URL_PATTERN.test(url)) {
      throw usageError('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const { db, close } = await openDatabase({
      kind: 'postgres',
      connectionString: url,
      maintenance: true,
    });
    return { db, close, location: new URL(url).host };
  }
  const pgliteDir = pgliteDirOf(resolveDataDir(env.DATA_DIR));
  if (!existsSync(pgliteDir)) {
    throw new CliError(`there is no database in ${pgliteDir}; ${MISSING_SCHEMA_HINT}`);
  }
  const { db, close } = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  return { db, close, location: pgliteDir };
}
