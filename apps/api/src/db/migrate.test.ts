import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import type { DatabaseHandle } from './database.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  it('migrate a second schema of the same database and can run again', async () => {
    // On PostgreSQL each test database is its own schema of one server database, so the second
    // one is migrated while the first schema already holds Kysely's bookkeeping tables.
    const opened: DatabaseHandle[] = [];
    try {
      opened.push(await openTestDatabase(kind));
      opened.push(await openTestDatabase(kind));
      for (const { db } of opened) {
        await migrateToLatest({ db });
        const { rows } = await sql<{
          found: string | null;
        }>`select to_regclass('lawyers')::text as found`.execute(db);
        expect(rows[0]?.found).toBe('lawyers');
      }
    } finally {
      for (const database of opened) await database.close();
    }
  });
});
