/**
 * Seeds the configured database with demo lawyers, for benchmarks and local experiments:
 *   pnpm --filter @cld/api seed -- --lawyers 100000 --seed 1 --reset
 * Stop the API first when it uses the embedded PGlite: two processes must never open one data dir.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { seedDemoDirectory } from '../db/demo-directory.ts';
import { migrateToLatest } from '@cld/db/migrate';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { countLawyers, resetDirectory } from '../db/seed.ts';

const config = loadConfig();
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    lawyers: { type: 'string', default: String(config.demoLawyers) },
    seed: { type: 'string', default: String(config.demoSeed) },
    reset: { type: 'boolean', default: false },
  },
});
const count = Number(values.lawyers);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
  console.error('--lawyers and --seed must be whole numbers');
  process.exit(1);
}

// Schema changes and seeding may outlast a request's database timeouts (decision 015).
const database = await openConfiguredDatabase(config, undefined, { maintenance: true });
try {
  await migrateToLatest({ db: database.db });
  if (values.reset) await resetDirectory({ db: database.db });
  const existing = await countLawyers({ db: database.db });
  if (existing > 0) {
    console.error(`The directory already has ${existing} lawyers; pass --reset to replace them.`);
    process.exitCode = 1;
  } else {
    const result = await seedDemoDirectory({ db: database.db, count, seed });
    process.stdout.write(
      `Seeded ${result.lawyers} lawyers (${database.kind}), ${result.verified} verified by the demo ` +
        `administrator: generated in ${result.generateMs} ms, inserted in ${result.insertMs} ms\n`,
    );
  }
} finally {
  await database.close();
}
