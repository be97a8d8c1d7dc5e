import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../test/factories.ts';
import { createDirectoryCounts, directoryVersion } from './directory-counts.ts';

describe.each(testDatabaseKinds)('directory counts on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({ db: database.db, data: buildDirectoryData([buildLawyer()]) });
  });

  afterAll(async () => {
    await database.close();
  });

  /** A change a count can see: one more year of experience for every lawyer. */
  const touchLawyers = () =>
    sql`update lawyers set experience = experience + 1`.execute(database.db);
  const versionNow = async () => BigInt(await directoryVersion(database.db));

  it('moves the version with every change to lawyers a count can see, and only then', async () => {
    const before = await versionNow();
    const unchanged = [
      sql`update cities set name = name`,
      sql`update lawyers set name = name`,
      sql`update lawyers set experience = experience + 1 where false`,
      // A review's figures and the responsiveness job's: no count reads them.
      sql`update lawyers set rating_score = rating_score + 0.1, review_count = review_count + 1,
        reply_sample = reply_sample + 1, responsiveness_at = now()`,
    ];
    for (const statement of unchanged) {
      await statement.execute(database.db);
      expect(await versionNow()).toBe(before);
    }
    await touchLawyers();
    expect(await versionNow()).toBe(before + 1n);
    await sql`update lawyers set is_hidden = not is_hidden, rating_score = 3`.execute(database.db);
    await sql`update lawyers set is_hidden = not is_hidden`.execute(database.db);
    expect(await versionNow()).toBe(before + 3n);
    // A change rolled back is no change.
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update lawyers set experience = experience + 1`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await versionNow()).toBe(before + 3n);
    // A lawyer added, and removed.
    const [id] = await seedDirectory({
      db: database.db,
      data: buildDirectoryData([buildLawyer()]),
    });
    const added = await versionNow();
    expect(added).toBeGreaterThan(before + 3n);
    await database.db.deleteFrom('lawyers').where('id', '=', id!).execute();
    expect(await versionNow()).toBe(added + 1n);
  });

  it('counts once per version, and again once the directory changed', async () => {
    const counts = createDirectoryCounts<number>({ db: database.db, maxEntries: 10 });
    let made = 0;
    const count = async () => ++made;
    expect(await counts.get('key', count)).toBe(1);
    expect(await counts.get('key', count)).toBe(1);
    // Concurrent callers share the one count.
    await touchLawyers();
    expect(await Promise.all([counts.get('key', count), counts.get('key', count)])).toEqual([2, 2]);
    expect(made).toBe(2);
  });

  it('gives a kept count only to a request that read the version it was counted at', async () => {
    const counts = createDirectoryCounts<number>({ db: database.db, maxEntries: 10 });
    const before = await directoryVersion(database.db);
    counts.keep('page', before, 10);
    expect(await counts.known('page', before)).toBe(10);
    await touchLawyers();
    const after = await directoryVersion(database.db);
    // A request that began after the change is not given the count made before it.
    expect(await counts.known('page', after)).toBeUndefined();
    expect(await counts.get('page', async () => 11)).toBe(11);
    expect(await counts.known('page', after)).toBe(11);
  });

  it('does not keep a failed count', async () => {
    const counts = createDirectoryCounts<number>({ db: database.db, maxEntries: 10 });
    await expect(
      counts.get('key', async () => {
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('went away');
    expect(await counts.get('key', async () => 9)).toBe(9);
  });
});
