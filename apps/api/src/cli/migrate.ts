/**
 * Brings the configured database (DATABASE_URL, or the PGlite in DATA_DIR) to the latest schema and
 * exits, with the places and practice areas but no lawyers, and without serving: for deployments, the end-to-end harness and the operator CLI.
 *   pnpm --filter @cld/api migrate
 * Stop the API first when it uses the embedded PGlite: two processes must never open one data dir.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { ensureReferenceData } from '../db/demo-directory.ts';
import { migrateToLatest } from '@cld/db/migrate';
import { openConfiguredDatabase } from '../db/open-configured.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Schema changes and seeding may outlast a request's database timeouts (decision 015).
const database = await openConfiguredDatabase(config, undefined, { maintenance: true });
try {
  await migrateToLatest({ db: database.db });
  process.stdout.write(`Migrated the ${database.kind} database to the latest schema\n`);
  if (await ensureReferenceData({ db: database.db }))
    process.stdout.write('Loaded the provinces, cities and practice areas\n');
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
