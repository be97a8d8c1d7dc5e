import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { createLawyerDirectory } from './service.ts';

/**
 * Whether a text is exactly a lawyer's name is asked of PostgreSQL at every search (one probe of two
 * indexes), so a profile renamed to what reads as a place and an area is searched as a name at once.
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

  it('finds a lawyer renamed to "Ottawa Family" by name at once', async () => {
    const directory = createLawyerDirectory({ db: database.db });
    const search = () => directory.search({ query: { search: 'Ottawa Family' }, viewer: null });
    const before = await search();
    expect(before.interpretation?.city?.name).toBe('Ottawa');
    expect(before.lawyers.map((l) => l.name)).toEqual(['Frank Family']);

    await database.db
      .updateTable('lawyers')
      .set({ name: 'Ottawa Family' })
      .where('name', '=', 'Olive Green')
      .execute();
    const after = await search();
    expect(after.interpretation).toMatchObject({ city: null, freeText: 'Ottawa Family' });
    expect(after.lawyers[0]?.name).toBe('Ottawa Family');
  });
});
