import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { migrateToLatest } from '@cld/db/migrate';
import { openConfiguredDatabase } from './db/open-configured.ts';
import type { Database } from '@cld/db/schema';

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfigOrExit();
// The app's logger exists only once the app does; a connection can fail before that.
let logConnectionError = (error: Error) => console.error('database connection failed:', error);
// The database opens (PGlite compiles its WebAssembly and reads its files) while the app's modules
// load: the two are most of a start, and a restart should be healthy within 5 s (issue 38,
// decision 055).
const opening = openConfiguredDatabase(config, (error) => logConnectionError(error));
opening.catch(() => {});
const { buildApp } = await import('./app.ts');
const database = await opening;
const app = buildApp({ config, db: database.db });
logConnectionError = (error) =>
  app.log.warn({ err: error }, 'database connection failed; the next query reconnects');

let closing: Promise<void> | undefined;
/** Stops taking requests, lets in-flight ones finish, then closes the pool and PGlite. */
function shutdown(signal: string) {
  closing ??= (async () => {
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  })();
}
// The last resort (issue 38): a promise nobody handled is logged, and the process goes on serving
// everyone else; the request it belonged to, if any, was answered (a thrown handler is a 500).
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection; the process goes on');
});
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

/** The schema, the demo directory on an empty start, and the reference data. */
async function prepare(db: Kysely<Database>) {
  // Loaded here, not before the database starts opening: the demo generator and its data are large.
  const { ensureReferenceData, seedDemoDirectoryIfEmpty } = await import('./db/demo-directory.ts');
  await migrateToLatest({ db });
  if (config.seedOnEmpty) {
    const seeded = await seedDemoDirectoryIfEmpty({
      db,
      count: config.demoLawyers,
      seed: config.demoSeed,
    });
    if (seeded) app.log.info(seeded, 'seeded the demo directory');
  }
  if (await ensureReferenceData({ db }))
    app.log.info('loaded provinces, cities and practice areas');
}

try {
  if (database.kind === 'postgres') {
    // On its own pool without the requests' timeouts: a migration of a large directory (an index
    // rebuilt over 100,000 lawyers) may run longer than a request may wait (decision 015).
    const maintenance = await openConfiguredDatabase(config, undefined, { maintenance: true });
    try {
      await prepare(maintenance.db);
    } finally {
      await maintenance.close();
    }
  } else {
    await prepare(database.db);
  }
  await app.listen({ port: config.port, host: config.host });
  // To supervise.ts: this start succeeded, so a later crash is restarted at once.
  process.send?.('serving');
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close();
  await database.close();
  process.exit(1);
}
