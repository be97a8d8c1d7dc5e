import type { Config } from '../config.ts';
import { openDatabase } from '@cld/db/database';
import type { DatabaseHandle } from '@cld/db/database';

/** `DATABASE_URL` selects a PostgreSQL server; without it the embedded PGlite in the data dir is used. */
export function openConfiguredDatabase(
  config: Config,
  onConnectionError?: (error: Error) => void,
  { maintenance = false }: { maintenance?: boolean } = {},
): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          connectionString: config.databaseUrl,
          onConnectionError,
          maintenance,
          preparedReads: config.preparedStatements,
        }
      : {
          kind: 'pglite',
          dataDir: config.pgliteDir,
          onConnectionError,
          preparedReads: config.preparedStatements,
        },
  );
}
