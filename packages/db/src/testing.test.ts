import { describe, expect, it } from 'vitest';
import { openMigratedPostgres, prepareTestServer } from './testing.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('throwaway PostgreSQL schemas', () => {
  // Test files open and drop schemas in parallel; a drop landing during another file's migration
  // once failed it with `schema "test_…" does not exist` (Kysely's migrator scans every schema).
  it('migrate while other schemas of the same database are dropped', async () => {
    await prepareTestServer(url!);
    let open = await Promise.all([1, 2, 3].map(() => openMigratedPostgres(url!)));
    for (let round = 0; round < 3; round += 1) {
      const [, next] = await Promise.all([
        Promise.all(open.map((handle) => handle.close())),
        Promise.all([1, 2, 3].map(() => openMigratedPostgres(url!))),
      ]);
      open = next;
    }
    await Promise.all(open.map((handle) => handle.close()));
    expect(open).toHaveLength(3);
  }, 120_000);
});
