import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';

const lawyers = [
  buildLawyer({ city: 'Toronto', practiceAreas: ['family-law', 'criminal-law'] }),
  buildLawyer({ city: 'Toronto', practiceAreas: ['family-law'] }),
  buildLawyer({ city: 'Ottawa', practiceAreas: ['family-law'] }),
  buildLawyer({ city: 'Montréal', province: 'QC', practiceAreas: ['immigration-law'] }),
  buildLawyer({ city: 'Québec', province: 'QC', practiceAreas: ['immigration-law'] }),
  buildLawyer({ name: 'Hidden', city: 'Vancouver', province: 'BC', practiceAreas: ['tax-law'] }),
];

describe.each(testDatabaseKinds)('reference routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(lawyers),
      prepare: (db) => hideLawyerNamed(db, 'Hidden'),
    }));
  });

  afterAll(() => closeTestApp(app, database));

  async function get(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return response.json();
  }

  it('lists every practice area with its count as a numeric string', async () => {
    const areas: { name: string; slug: string; count: string }[] = await get('/api/practice-areas');
    expect(areas).toHaveLength(PRACTICE_AREAS.length);
    const count = (slug: string) => areas.find((a) => a.slug === slug)?.count;
    expect(count('family-law')).toBe('3');
    expect(count('criminal-law')).toBe('1');
    expect(count('immigration-law')).toBe('2');
    expect(count('tax-law')).toBe('0');
    expect(areas.map((a) => a.name)).toEqual([...areas.map((a) => a.name)].sort());
  });

  it('lists the 13 provinces and territories with their counts', async () => {
    const { provinces } = await get('/api/locations');
    expect(provinces).toHaveLength(13);
    expect(provinces).toContainEqual({ province: 'ON', name: 'Ontario', count: 3 });
    expect(provinces).toContainEqual({ province: 'QC', name: 'Quebec', count: 2 });
    expect(provinces).toContainEqual({ province: 'BC', name: 'British Columbia', count: 0 });
  });

  it('lists the cities of a province that have lawyers, busiest first', async () => {
    expect(await get('/api/cities?province=ON')).toEqual([
      { city: 'Toronto', count: 2 },
      { city: 'Ottawa', count: 1 },
    ]);
    expect(await get('/api/cities?province=qc')).toEqual([
      { city: 'Montréal', count: 1 },
      { city: 'Québec', count: 1 },
    ]);
    expect(await get('/api/cities?province=BC')).toEqual([]);
  });

  it.each(['/api/cities', '/api/cities?province=', '/api/cities?province=ZZ'])(
    '%s is a 400 naming the province',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid province' });
    },
  );

  it('lists the practice areas of each city of a province, hidden lawyers left out', async () => {
    const family = PRACTICE_AREAS.find((area) => area.slug === 'family-law')!.name;
    const criminal = PRACTICE_AREAS.find((area) => area.slug === 'criminal-law')!.name;
    const immigration = PRACTICE_AREAS.find((area) => area.slug === 'immigration-law')!.name;
    expect(await get('/api/cities/practice-areas?province=ON')).toEqual([
      { city: 'Ottawa', slug: 'family-law', name: family, count: 1 },
      { city: 'Toronto', slug: 'criminal-law', name: criminal, count: 1 },
      { city: 'Toronto', slug: 'family-law', name: family, count: 2 },
    ]);
    // One city, named with or without its accents.
    expect(await get('/api/cities/practice-areas?province=QC&city=Montreal')).toEqual([
      { city: 'Montréal', slug: 'immigration-law', name: immigration, count: 1 },
    ]);
    expect(await get('/api/cities/practice-areas?province=BC')).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/cities/practice-areas?province=ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid province' });
  });

  it('counts the directory live: areas that visible lawyers practise, no demo', async () => {
    const stats = await get('/api/stats');
    expect(stats).toEqual({
      lawyers: 5,
      cities: 4,
      // family, criminal and immigration law; the hidden lawyer's tax law is not counted.
      practiceAreas: 3,
      provinces: 2,
      demo: false,
    });
    // One figure per claim: the areas with a count above zero on /api/practice-areas.
    const areas: { count: string }[] = await get('/api/practice-areas');
    expect(areas.filter((area) => area.count !== '0')).toHaveLength(stats.practiceAreas);
    const lawyersByProvince: { count: number }[] = (await get('/api/locations')).provinces;
    expect(lawyersByProvince.reduce((sum, p) => sum + p.count, 0)).toBe(stats.lawyers);
  });

  it('says the directory holds demo data while any demo lawyer is left, and not after', async () => {
    const demo = await seedDirectory({
      db: database.db,
      data: buildDirectoryData([buildLawyer({ city: 'Calgary', province: 'AB' })]),
      demo: true,
    });
    // The same API throughout: what it counted is kept only until the directory changes.
    expect(await get('/api/stats')).toMatchObject({ demo: true, lawyers: 6 });
    await database.db.deleteFrom('lawyers').where('id', 'in', demo).execute();
    expect(await get('/api/stats')).toMatchObject({ demo: false, lawyers: 5 });
  });

  it('states the figures a search would count, at once after a lawyer is hidden (decision 060)', async () => {
    const figures = async () => {
      const cities: { city: string; count: number }[] = await get('/api/cities?province=ON');
      const areas: { city: string; slug: string; count: number }[] = await get(
        '/api/cities/practice-areas?province=ON',
      );
      const search = (
        await app.inject({
          method: 'GET',
          url: '/api/lawyers?province=ON&city=Toronto&practiceAreas=family-law',
        })
      ).json<{ total: number }>();
      return {
        city: cities.find((row) => row.city === 'Toronto')?.count,
        area: areas.find((row) => row.city === 'Toronto' && row.slug === 'family-law')?.count,
        search: search.total,
        province: (await get('/api/locations')).provinces.find(
          (p: { province: string }) => p.province === 'ON',
        ).count,
      };
    };
    expect(await figures()).toEqual({ city: 2, area: 2, search: 2, province: 3 });
    const [hidden] = lawyers.filter((lawyer) => lawyer.city === 'Toronto');
    await hideLawyerNamed(database.db, hidden!.name);
    try {
      expect(await figures()).toEqual({ city: 1, area: 1, search: 1, province: 2 });
    } finally {
      await database.db
        .updateTable('lawyers')
        .set({ is_hidden: false })
        .where('name', '=', hidden!.name)
        .execute();
    }
    expect(await figures()).toEqual({ city: 2, area: 2, search: 2, province: 3 });
  });
});
