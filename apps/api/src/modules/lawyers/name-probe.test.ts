import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { createLawyerDirectory } from './service.ts';

/**
 * Whether a text is exactly a lawyer's name: from the in-memory directory, in step with every
 * change (decision 047); from SQL, kept a few seconds per text (decision 017, speed), so a profile
 * renamed to what reads as a place and an area is searched as a name once that passes.
 */
describe.each(testDatabaseKinds)('the exact-name probe on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({
      db: database.db,
      data: buildDirectoryData([
        buildLawyer({ name: 'Frank Family', practiceAreas: ['family-law'], city: 'Ottawa' }),
        buildLawyer({ name: 'Olive Green', practiceAreas: ['criminal-law'], city: 'Toronto' }),
      ]),
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('finds a lawyer renamed to "Ottawa Family" by name once the probe expires (SQL)', async () => {
    const directory = createLawyerDirectory({
      db: database.db,
      nameProbeTtlMs: 2_000,
      inMemory: false,
    });
    const search = () => directory.search({ query: { search: 'Ottawa Family' }, viewer: null });
    const before = await search();
    expect(before.interpretation?.city?.name).toBe('Ottawa');
    expect(before.lawyers.map((l) => l.name)).toEqual(['Frank Family']);

    await database.db
      .updateTable('lawyers')
      .set({ name: 'Ottawa Family' })
      .where('name', '=', 'Olive Green')
      .execute();
    // Within the probe's lifetime the text still reads as a place and an area.
    expect((await search()).interpretation?.city?.name).toBe('Ottawa');

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const after = await search();
    expect(after.interpretation).toMatchObject({ city: null, freeText: 'Ottawa Family' });
    expect(after.lawyers[0]?.name).toBe('Ottawa Family');
  });

  it('finds a lawyer renamed to "Ottawa Lawyer" by name at once (in memory)', async () => {
    const directory = createLawyerDirectory({ db: database.db, nameProbeTtlMs: 60_000 });
    await directory.load();
    const search = () => directory.search({ query: { search: 'Ottawa Lawyer' }, viewer: null });
    expect((await search()).interpretation?.city?.name).toBe('Ottawa');

    await database.db
      .updateTable('lawyers')
      .set({ name: 'Ottawa Lawyer' })
      .where('name', '=', 'Frank Family')
      .execute();
    const after = await search();
    expect(after.interpretation).toMatchObject({ city: null, freeText: 'Ottawa Lawyer' });
    expect(after.lawyers[0]?.name).toBe('Ottawa Lawyer');
  });
});
