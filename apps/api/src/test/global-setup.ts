import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite, loaded by every test file instead of migrating again. */
    pgliteDumpPath: string;
  }
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest({ db: database.db });
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Extensions belong to a whole database. Creating them once in `public`, before files migrate their
 * own schemas in parallel, avoids two files racing to create the same extension.
 */
async function prepareTestServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query('create extension if not exists unaccent with schema public');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cld-api-test-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  await Promise.all([
    dumpMigratedPglite(dumpPath),
    process.env.TEST_DATABASE_URL ? prepareTestServer(process.env.TEST_DATABASE_URL) : undefined,
  ]);
  project.provide('pgliteDumpPath', dumpPath);
  return () => rm(dir, { recursive: true, force: true });
}
