import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@cld/db/migrate';
import { demoDataMigration } from '@cld/db/migrations/0090-demo-data';
import { accountLanguageMigration } from '@cld/db/migrations/0110-account-language';
import { seedDirectory } from './seed.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../test/factories.ts';

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

describe.each(testDatabaseKinds)('migration 0090 (demo data) on %s', (kind) => {
  it('marks a directory seeded before it as demo and withdraws its seed-time verifications', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      // The old seed's shape: generator lawyers (example domains, 555-01xx) written verified with a
      // regulator and a date, but no licence number and no administrator.
      const [demoId, realId] = await seedDirectory({
        db,
        data: buildDirectoryData([
          buildLawyer({ isVerified: true }),
          buildLawyer({ isVerified: true, email: 'real@lawfirm.ca', phone: '4165551234' }),
        ]),
      });
      await db
        .updateTable('lawyers')
        .set({ licence_number: 'P12345' })
        .where('id', '=', realId!)
        .execute();
      await demoDataMigration.down!(db as never);
      await demoDataMigration.up(db as never);
      const rows = await db
        .selectFrom('lawyers')
        .select(['id', 'is_demo', 'is_verified', 'verification_status', 'regulator', 'verified_at'])
        .orderBy('id')
        .execute();
      expect(rows.find((row) => row.id === demoId)).toMatchObject({
        is_demo: true,
        is_verified: false,
        verification_status: 'unverified',
        regulator: null,
        verified_at: null,
      });
      expect(rows.find((row) => row.id === realId)).toMatchObject({
        is_demo: false,
        is_verified: true,
        verification_status: 'verified',
      });
    } finally {
      await database.close();
    }
  });
});

describe.each(testDatabaseKinds)('migration 0110 (account language) on %s', (kind) => {
  it('makes existing accounts and requests English, and keeps only English or French', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const [lawyerId] = await seedDirectory({ db, data: buildDirectoryData([buildLawyer()]) });
      await accountLanguageMigration.down!(db as never);
      await sql`insert into users (email, password_hash, first_name, last_name)
                values ('before@example.com', null, 'Before', 'Migration')`.execute(db);
      await sql`insert into contact_requests (lawyer_id, name, email, phone, legal_issue, message)
                values (${lawyerId}, 'Jeanne', 'j@example.com', '5145550100', 'Divorce', 'Bonjour à vous')`.execute(
        db,
      );
      await accountLanguageMigration.up(db as never);
      const user = await db
        .selectFrom('users')
        .select('language')
        .where('email', '=', 'before@example.com')
        .executeTakeFirstOrThrow();
      expect(user.language).toBe('en');
      const request = await db
        .selectFrom('contact_requests')
        .select('locale')
        .executeTakeFirstOrThrow();
      expect(request.locale).toBe('en');
      await expect(
        sql`update users set language = 'de' where email = 'before@example.com'`.execute(db),
      ).rejects.toThrow();
      await sql`update users set language = 'fr' where email = 'before@example.com'`.execute(db);
    } finally {
      await database.close();
    }
  });
});
