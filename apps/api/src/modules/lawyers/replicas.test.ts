import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { LawyerSearchResult } from '@cld/contract/lawyers';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { DatabaseHandle } from '@cld/db/database';
import { buildApp } from '../../app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';

const CITIES: [string, ProvinceCode][] = [
  ['Toronto', 'ON'],
  ['Ottawa', 'ON'],
  ['Montréal', 'QC'],
  ['Vancouver', 'BC'],
  ['Calgary', 'AB'],
];
const AREAS: PracticeAreaSlug[] = [
  'family-law',
  'criminal-law',
  'immigration-law',
  'employment-law',
];

/** Forty lawyers spread over five cities and four areas, with ties in rating to order by id. */
const LAWYERS = Array.from({ length: 40 }, (_, i) => {
  const [city, province] = CITIES[i % CITIES.length]!;
  return buildLawyer({
    name: `Lawyer ${String(i).padStart(2, '0')}`,
    city,
    province,
    practiceAreas: [AREAS[i % AREAS.length]!, ...(i % 3 === 0 ? (['wills-estates'] as const) : [])],
    languages: i % 4 === 0 ? ['English', 'French'] : ['English'],
    experience: 3 + (i % 25),
    rating: i % 6 === 0 ? 0 : 3.5 + (i % 4) / 2,
    reviewCount: i % 6 === 0 ? 0 : 1 + (i % 7),
  });
});

const URLS = [
  '/api/lawyers',
  '/api/lawyers?province=ON&sort=rating',
  '/api/lawyers?practiceAreas=family-law&page=2&pageSize=5',
  '/api/lawyers?languages=French&sort=experience',
  '/api/lawyers?sort=name&pageSize=7&page=3',
  '/api/lawyers?near=Ottawa&radius=500&sort=distance',
  '/api/lawyers?search=family%20lawyer%20toronto',
  '/api/lawyers?search=wills%20lawyer%20montreal%20french',
  '/api/lawyers?search=Lawyer%2007',
  '/api/lawyers?search=Lawyr%2007&sort=name',
  '/api/lawyers?search=family%20lawyer%20toronto&sort=distance&near=Toronto',
];

async function answer(app: FastifyInstance, url: string): Promise<LawyerSearchResult> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LawyerSearchResult>();
}

describe.each(testDatabaseKinds)('several API replicas on one database (%s)', (kind) => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ database, app: first } = await openTestApp(kind, { data: buildDirectoryData(LAWYERS) }));
    second = buildApp({ config: buildConfig(), db: database.db });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await closeTestApp(first, database);
  });

  it('answer every search alike', async () => {
    for (const url of URLS) {
      const expected = await answer(first, url);
      expect(expected.lawyers.length, url).toBeGreaterThan(0);
      expect(await answer(second, url), url).toStrictEqual(expected);
    }
  });

  it('find a profile changed elsewhere on their next search, and stop showing it once hidden', async () => {
    const url = '/api/lawyers?province=BC&sort=rating';
    expect((await answer(second, url)).lawyers[0]!.name).not.toBe('Lawyer 01');
    // Committed by neither replica (an administrator's tool, another replica): moved to
    // Vancouver with the best rating.
    await sql`update lawyers set province = 'BC',
      city_id = (select id from cities where name = 'Vancouver'),
      rating = 5, rating_score = 5, review_count = 40
      where name = 'Lawyer 01'`.execute(database.db);
    for (const replica of [first, second]) {
      const page = await answer(replica, url);
      expect(page.lawyers[0]).toMatchObject({ name: 'Lawyer 01', city: 'Vancouver', rating: 5 });
    }
    await hideLawyerNamed(database.db, 'Lawyer 01');
    for (const replica of [first, second]) {
      const names = (await answer(replica, url)).lawyers.map((lawyer) => lawyer.name);
      expect(names).not.toContain('Lawyer 01');
    }
  });

  it('find a profile renamed elsewhere by its new name, misspelt or not, at once', async () => {
    const urls = ['Marguerite Bourgeoys', 'marguerite bourgoys', 'Bourgeoys'].map(
      (text) => `/api/lawyers?search=${encodeURIComponent(text)}`,
    );
    for (const url of urls) expect((await answer(second, url)).total, url).toBe(0);
    await sql`update lawyers set name = 'Marguerite Bourgeoys' where name = 'Lawyer 02'`.execute(
      database.db,
    );
    for (const replica of [first, second]) {
      for (const url of urls) {
        const page = await answer(replica, url);
        expect(page.lawyers[0]?.name, url).toBe('Marguerite Bourgeoys');
      }
    }
    await hideLawyerNamed(database.db, 'Marguerite Bourgeoys');
    for (const replica of [first, second]) {
      for (const url of urls) expect((await answer(replica, url)).total, url).toBe(0);
    }
  });
});
