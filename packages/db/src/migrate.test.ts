import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { openMigratedPglite } from './testing.ts';

describe('migrateToLatest on a schema already up to date (the usual start, issue 38)', () => {
  it('changes nothing, and still refuses a schema with a migration this code does not know', async () => {
    const handle = await openMigratedPglite();
    try {
      const before = await sql<{ name: string }>`select name from kysely_migration`.execute(
        handle.db,
      );
      await migrateToLatest({ db: handle.db });
      const after = await sql<{ name: string }>`select name from kysely_migration`.execute(
        handle.db,
      );
      expect(after.rows).toEqual(before.rows);

      // A database migrated by newer code: the migrator's own refusal, not a silent start.
      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', now()::text)`.execute(
        handle.db,
      );
      await expect(migrateToLatest({ db: handle.db })).rejects.toThrow(/9999-from-the-future/);
    } finally {
      await handle.close();
    }
  });
});
