import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the database is, by the same rules for the API and the operator CLI: `DATABASE_URL` names a
 * PostgreSQL server; without it the embedded PGlite lives in `DATA_DIR/pglite`, a relative
 * `DATA_DIR` (default `data`) being taken from the repository root, not from the working folder.
 */
export const DATABASE_URL_PATTERN = /^postgres(ql)?:\/\//;
export const DATABASE_URL_MESSAGE = 'Must be a postgres:// or postgresql:// URL';

/** The repository root (this file is packages/db/src/location.ts). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The data folder: `DATA_DIR` resolved from the repository root, `data` without one. */
export function resolveDataDir(dataDir: string | undefined): string {
  return path.resolve(REPO_ROOT, dataDir || 'data');
}

/** The embedded database's folder inside the data folder. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
