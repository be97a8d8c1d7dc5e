import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '@cld/db/database';
import type { DatabaseHandle } from '@cld/db/database';
import { openMigratedPostgres } from '@cld/db/testing';
import type { TestDatabaseKind } from '@cld/db/testing';

export { testDatabaseKinds } from '@cld/db/testing';
export type { TestDatabaseKind } from '@cld/db/testing';

/** Every file loads the dump of one PGlite migrated by the global setup instead of migrating again. */
async function openPglite(): Promise<DatabaseHandle> {
  const dump = await readFile(inject('pgliteDumpPath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

export function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return openMigratedPostgres(url);
  }
  return openPglite();
}
