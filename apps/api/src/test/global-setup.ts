import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMigratedPglite, prepareTestServer } from '@cld/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite, loaded by every test file instead of migrating again. */
    pgliteDumpPath: string;
  }
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const database = await openMigratedPglite();
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
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
