import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { initClient } from '@ts-rest/core';
import { contract } from '@cld/contract/contract';
import { lawyerSchema, lawyerSearchResultSchema } from '@cld/contract/lawyers';
import type { Lawyer, LawyerSearchResult } from '@cld/contract/lawyers';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { publishReviews, ratingsAveraging } from '../reviews/testing.ts';
import { getLawyerById } from './queries.ts';
import { PUBLIC_DIRECTORY_CACHE_CONTROL } from '../../http/cache-control.ts';
import { createLawyerDirectory } from './service.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';

const named = [
  buildLawyer({
    name: 'John Smith',
    firmName: 'Smith Family Law',
    practiceAreas: ['family-law'],
    experience: 12,
    rating: 4.8,
    reviewCount: 30,
    bio: 'Helps families through separation and divorce.',
  }),
  buildLawyer({
    name: 'Marie Tremblay',
    firmName: 'Cabinet Tremblay',
    practiceAreas: ['immigration-law', 'family-law'],
    city: 'Montréal',
    province: 'QC',
    experience: 20,
    rating: 4.9,
    reviewCount: 10,
    bio: 'Permanent residence and family sponsorship files.',
    languages: ['English', 'French'],
  }),
  buildLawyer({
    name: 'Li Wei',
    practiceAreas: ['corporate-law'],
    city: 'Vancouver',
    province: 'BC',
    experience: 5,
    rating: 4.2,
    reviewCount: 5,
    isVerified: true,
  }),
  buildLawyer({
    name: 'Émilie Gagnon',
    practiceAreas: ['criminal-law'],
    city: 'Québec',
    province: 'QC',
    experience: 8,
    rating: 4.9,
    reviewCount: 10,
  }),
  buildLawyer({
    name: 'Aaron Brown',
    practiceAreas: ['employment-law'],
    city: 'Calgary',
    province: 'AB',
    experience: 30,
    rating: 3.9,
    reviewCount: 2,
    specializations: ['Wrongful Dismissal'],
  }),
  buildLawyer({
    name: 'Hidden Person',
    practiceAreas: ['family-law'],
    experience: 40,
    rating: 5,
    reviewCount: 99,
  }),
];
const fillers = Array.from({ length: 14 }, () => buildLawyer({ city: 'Ottawa' }));
const VISIBLE = named.length - 1 + fillers.length;

describe.each(testDatabaseKinds)('lawyers routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([...named, ...fillers]),
      prepare: async (db) => {
        // Ratings come only from published reviews (issue 17).
        const ids = await db.selectFrom('lawyers').select(['id', 'name']).execute();
        for (const lawyer of named) {
          const id = ids.find((row) => row.name === lawyer.name)!.id;
          const ratings = ratingsAveraging(lawyer.rating, lawyer.reviewCount);
          await publishReviews({ db, lawyerId: id, ratings });
        }
        await hideLawyerNamed(db, 'Hidden Person');
      },
    }));
  });

  afterAll(() => closeTestApp(app, database));

  async function search(query: string) {
    const response = await app.inject({ method: 'GET', url: `/api/lawyers${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LawyerSearchResult>();
  }
  const names = (result: LawyerSearchResult) => result.lawyers.map((l) => l.name);

  describe('listing', () => {
    it('pages 12 visible lawyers by Bayesian rating, review count and id by default, without emails', async () => {
      const result = await search('');
      expect(result).toMatchObject({ total: VISIBLE, page: 1, pageSize: 12 });
      // 30 reviews of 4.8 outrank 10 of 4.9 (modules/reviews/rating.ts).
      expect(names(result).slice(0, 5)).toEqual([
        'John Smith',
        'Marie Tremblay',
        'Émilie Gagnon',
        'Li Wei',
        'Aaron Brown',
      ]);
      expect(result.lawyers).toHaveLength(12);
      expect(result.lawyers.every((l) => !('email' in l))).toBe(true);
    });

    it('never lists a hidden lawyer', async () => {
      const result = await search('?pageSize=50&practiceAreas=family-law');
      expect(names(result)).not.toContain('Hidden Person');
    });

    it('answers with the public lawyer shape', async () => {
      const result = await search('?search=Tremblay');
      expect(result.lawyers[0]).toMatchObject({
        name: 'Marie Tremblay',
        firmName: 'Cabinet Tremblay',
        practiceArea: 'Immigration Law',
        practiceAreas: ['Immigration Law', 'Family Law'],
        location: 'Montréal, QC',
        city: 'Montréal',
        province: 'QC',
        experience: 20,
        rating: 4.9,
        reviewCount: 10,
        languages: ['English', 'French'],
      } satisfies Partial<Lawyer>);
    });
  });

  describe('filters', () => {
    it.each([
      ['?practiceAreas=family-law', ['John Smith', 'Marie Tremblay']],
      ['?practiceAreas=Family%20Law', ['John Smith', 'Marie Tremblay']],
      [
        '?practiceAreas[0]=criminal-law&practiceAreas[1]=corporate-law',
        ['Li Wei', 'Émilie Gagnon'],
      ],
      ['?practiceAreas=criminal-law&practiceAreas=corporate-law', ['Li Wei', 'Émilie Gagnon']],
      ['?practiceAreas[]=criminal-law', ['Émilie Gagnon']],
      ['?practiceAreas=family-law,criminal-law', ['John Smith', 'Marie Tremblay', 'Émilie Gagnon']],
      ['?practiceAreas=no-such-area', []],
      ['?province=qc', ['Marie Tremblay', 'Émilie Gagnon']],
      ['?city=montreal', ['Marie Tremblay']],
      ['?city=QUEBEC', ['Émilie Gagnon']],
      ['?province=QC&city=Montr%C3%A9al', ['Marie Tremblay']],
      ['?location=Quebec', ['Marie Tremblay', 'Émilie Gagnon']],
      ['?location=Montreal,%20QC', ['Marie Tremblay']],
      ['?location=colombie-britannique', ['Li Wei']],
      ['?location=calgary', ['Aaron Brown']],
      ['?experience=20', ['Marie Tremblay', 'Aaron Brown']],
      ['?experience=20&province=AB', ['Aaron Brown']],
      ['?city=Atlantis', []],
      ['?languages=french', ['Marie Tremblay']],
      ['?languages=Klingon', []],
      ['?verified=true', ['Li Wei']],
      ['?verified=true&province=QC', []],
    ])('%s', async (query, expected) => {
      const result = await search(
        `${query}${query.includes('?') ? '&' : '?'}pageSize=50&sort=name`,
      );
      expect(names(result).sort()).toEqual([...expected].sort());
      expect(result.total).toBe(expected.length);
    });

    it('refuses a verified filter that is not true or false (400)', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/lawyers?verified=yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual(['verified']);
    });

    it('says who verified a lawyer and when, and null for the others', async () => {
      const verified = (await search('?search=Li%20Wei')).lawyers[0];
      expect(verified).toMatchObject({
        isVerified: true,
        verification: {
          regulator: 'law-society-of-british-columbia',
          verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      });
      const other = (await search('?search=Aaron%20Brown')).lawyers[0];
      expect(other).toMatchObject({ isVerified: false, verification: null });
    });

    it('matches a province code as a location', async () => {
      expect((await search('?location=ON')).total).toBe(1 + fillers.length);
    });
  });

  describe('search', () => {
    it.each([
      ['Jonh Smiht', 'John Smith'],
      ['Smiht', 'John Smith'],
      ['emilie', 'Émilie Gagnon'],
      ['ÉMILIE GAGNON', 'Émilie Gagnon'],
      ['wrongful dismissal', 'Aaron Brown'],
      ['sponsorship', 'Marie Tremblay'],
      ['immigration montreal', 'Marie Tremblay'],
      ['Smith Family Law', 'John Smith'],
    ])('"%s" finds %s first', async (term, expected) => {
      const result = await search(`?search=${encodeURIComponent(term)}`);
      expect(result.lawyers[0]?.name).toBe(expected);
    });

    it('finds nothing for an unrelated term', async () => {
      expect((await search('?search=zzzzqqq')).total).toBe(0);
    });

    it('combines search with filters', async () => {
      // "divorce" is read as Family Law: Marie Tremblay practises it in Québec.
      expect(names(await search('?search=divorce&province=QC'))).toEqual(['Marie Tremblay']);
      expect(names(await search('?search=divorce&province=AB'))).toEqual([]);
      expect(names(await search('?search=divorce&province=ON'))).toEqual(['John Smith']);
    });

    it('finds a misspelt firm name given after the lawyer was added', async () => {
      await database.db
        .updateTable('lawyers')
        .set({ firm_name: 'Okanagan Harbour Advocates' })
        .where('name', '=', 'Li Wei')
        .execute();
      const result = await search(`?search=${encodeURIComponent('Okanagan Harbor Advocate')}`);
      expect(names(result)).toEqual(['Li Wei']);
      expect(result.total).toBe(1);
    });
  });

  it.each([
    ['an unknown facet', 'facets=ratings'],
    ['a NUL byte', 'facets=practiceAreas%00'],
    ['a lone surrogate', 'facets=%ED%A0%80'],
    ['10,000 characters', `facets=${'practiceAreas,'.repeat(770)}`],
    ['a malformed escape', 'facets=%E0%A4%A'],
  ])('facets with %s is a 400 naming it, never a 500', async (_what, query) => {
    const response = await app.inject({ method: 'GET', url: `/api/lawyers?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('facets');
  });

  it('names an unknown facet in French to a French request', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/lawyers?facets=ratings',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Doit être languages ou practiceAreas.');
  });

  it('answers facets=practiceAreas with the areas the other filters find, by name', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/lawyers?province=QC&practiceAreas=family-law&facets=practiceAreas',
    });
    expect(response.statusCode).toBe(200);
    const { facets } = response.json<LawyerSearchResult>();
    // The area filter itself is left out of its own counts; the province stays.
    expect(facets?.languages).toBeUndefined();
    expect(facets?.practiceAreas?.every((facet) => facet.count > 0)).toBe(true);
    expect(facets?.practiceAreas?.map((facet) => facet.name)).toContain('Family Law');
  });

  describe('sorting and paging', () => {
    it.each([
      [
        'sorts by experience, then by id',
        '?sort=experience&pageSize=6',
        [
          'Aaron Brown',
          'Marie Tremblay',
          'John Smith',
          'Émilie Gagnon',
          'Li Wei',
          fillers[0]!.name,
        ],
      ],
      [
        'sorts by name ignoring accents and case',
        '?sort=name&pageSize=5',
        ['Aaron Brown', 'Émilie Gagnon', 'John Smith', 'Li Wei', 'Marie Tremblay'],
      ],
    ])('%s', async (_, query, expected) => {
      expect(names(await search(query))).toEqual(expected);
    });

    it('sorts by Bayesian rating with review count and id as tie-breakers', async () => {
      const result = await search('?sort=rating&pageSize=50');
      expect(names(result).slice(0, 3)).toEqual(['John Smith', 'Marie Tremblay', 'Émilie Gagnon']);
      const fillerIds = result.lawyers.slice(5).map((l) => l.id);
      expect(fillerIds).toEqual([...fillerIds].sort((a, b) => a - b));
    });

    it('pages through every lawyer exactly once', async () => {
      const all = await search('?pageSize=50');
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => search(`?pageSize=5&page=${page}`)),
      );
      expect(pages.map((p) => p.lawyers.length)).toEqual([5, 5, 5, 4]);
      expect(pages.flatMap((p) => p.lawyers.map((l) => l.id))).toEqual(
        all.lawyers.map((l) => l.id),
      );
    });

    it('answers a page past the end with no lawyers and the real total', async () => {
      expect(await search('?pageSize=5&page=5')).toMatchObject({
        lawyers: [],
        total: VISIBLE,
        page: 5,
      });
    });

    it('accepts 50 lawyers a page', async () => {
      expect((await search('?pageSize=50')).lawyers).toHaveLength(VISIBLE);
    });
  });

  describe('bad input', () => {
    it.each([
      ['?pageSize=51', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?experience=abc', 'experience'],
      ['?experience=1.5', 'experience'],
      ['?province=XX', 'province'],
      ['?sort=popular', 'sort'],
      [`?search=${'a'.repeat(201)}`, 'search'],
      [`?city=${'b'.repeat(10_000)}`, 'city'],
      [
        `?practiceAreas=${Array.from({ length: 21 }, (_, i) => `a${i}`).join(',')}`,
        'practiceAreas',
      ],
      ['?province=XX&experience=abc', 'province, experience'],
    ])('%s is a 400 naming %s', async (query, field) => {
      const response = await app.inject({ method: 'GET', url: `/api/lawyers${query}` });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; issues: { path: string[] }[] }>();
      expect(body.message).toBe(`Invalid ${field}`);
      expect(body.issues.length).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('one lawyer', () => {
    it('answers a lawyer without email to an anonymous visitor, cacheable publicly', async () => {
      const { lawyers } = await search('?search=Li%20Wei');
      const response = await app.inject({ method: 'GET', url: `/api/lawyers/${lawyers[0]!.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Li Wei', location: 'Vancouver, BC' });
      expect(response.json()).not.toHaveProperty('email');
      expect(response.headers['cache-control']).toBe(PUBLIC_DIRECTORY_CACHE_CONTROL);
      expect(response.headers['vary']).toBe('Authorization, Cookie');
    });

    it('revalidates an unchanged profile with 304 and no body, and a changed one with 200', async () => {
      const { lawyers } = await search('?search=Li%20Wei');
      const url = `/api/lawyers/${lawyers[0]!.id}`;
      const first = await app.inject({ method: 'GET', url });
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const setExperience = (experience: number) =>
        database.db
          .updateTable('lawyers')
          .set({ experience })
          .where('name', '=', 'Li Wei')
          .execute();
      const { experience } = first.json<Lawyer>();
      await setExperience(experience + 1);
      const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      await setExperience(experience);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
    });

    it('includes the email only for a signed-in viewer', async () => {
      const { lawyers } = await search('?search=Li%20Wei');
      const id = lawyers[0]!.id;
      expect(await getLawyerById({ db: database.db, id, viewer: null })).not.toHaveProperty(
        'email',
      );
      expect(await getLawyerById({ db: database.db, id, viewer: { userId: 1 } })).toMatchObject({
        email: expect.stringMatching(/@example\.com$/),
      });
    });

    it('hides a hidden lawyer', async () => {
      const hidden = await database.db
        .selectFrom('lawyers')
        .select('id')
        .where('name', '=', 'Hidden Person')
        .executeTakeFirstOrThrow();
      const response = await app.inject({ method: 'GET', url: `/api/lawyers/${hidden.id}` });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      '999999',
      'abc',
      '0',
      '-1',
      '1.5',
      '2147483648',
      '99999999999999999999',
      '%20',
      '1e3',
    ])('/api/lawyers/%s is a 404', async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/lawyers/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lawyer not found' });
    });
  });

  it('answers the typed ts-rest client the web uses, arrays and all', async () => {
    const client = initClient(contract, {
      baseUrl: '',
      validateResponse: true,
      api: async ({ path, method, headers }) => {
        const response = await app.inject({ method: method as 'GET', url: path, headers });
        return { status: response.statusCode, body: response.json(), headers: new Headers() };
      },
    });
    const result = await client.lawyers.search({
      query: { practiceAreas: ['criminal-law', 'Corporate Law'], sort: 'name', pageSize: '10' },
    });
    expect(result.status).toBe(200);
    expect(result.status === 200 && result.body.lawyers.map((l) => l.name)).toEqual([
      'Émilie Gagnon',
      'Li Wei',
    ]);
  });

  it('marks the list as publicly cacheable per viewer kind, and revalidates it by its ETag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lawyers' });
    expect(response.headers['cache-control']).toBe(PUBLIC_DIRECTORY_CACHE_CONTROL);
    expect(response.headers['cache-control']).toMatch(/max-age=60, stale-while-revalidate=300/);
    expect(response.headers['vary']).toBe('Authorization, Cookie');
    const again = await app.inject({
      method: 'GET',
      url: '/api/lawyers',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  describe('answers exactly the contract, so production may skip validating them', () => {
    // Searches that fill every part of the answer: lawyers, an interpretation, ignored words,
    // suggestions after finding nobody, language counts, and text no reading can use.
    const SEARCHES = [
      '',
      '?search=Tremblay',
      '?search=divorce%20lawyer%20in%20ottawa&facets=languages',
      '?search=avocat%20immigration%20montr%C3%A9al%20en%20fran%C3%A7ais',
      '?search=separation%20agreement%20ottawa',
      '?search=family%20lawyer%20calgary%20punjabi',
      '?search=Jonh%20Smiht',
      '?search=zzzqqq%20vancouver',
      '?practiceAreas=family-law&province=ON&sort=experience&page=2&pageSize=5',
      '?search=%21%21%21%20%F0%9F%98%80%20%2A%28%5B',
    ];

    it.each(SEARCHES)('/api/lawyers%s is the same with and without validation', async (query) => {
      const unchecked = buildApp({
        config: buildConfig({ directoryResponseValidation: false }),
        db: database.db,
      });
      try {
        const url = `/api/lawyers${query}`;
        const checked = await app.inject({ method: 'GET', url });
        const raw = await unchecked.inject({ method: 'GET', url });
        expect(raw.statusCode, raw.body).toBe(200);
        expect(raw.json()).toStrictEqual(checked.json());
        // Nothing the contract would strip or change: validation is the identity on this answer.
        expect(lawyerSearchResultSchema.parse(raw.json())).toStrictEqual(raw.json());
      } finally {
        await unchecked.close();
      }
    });

    it('answers a signed-in viewer (with e-mails) and one profile exactly as the contract says', async () => {
      const directory = createLawyerDirectory({ db: database.db });
      const result = await directory.search({
        query: {},
        viewer: { userId: 1 },
      });
      expect(result.lawyers[0]).toHaveProperty('email');
      expect(lawyerSearchResultSchema.parse(result)).toStrictEqual(
        JSON.parse(JSON.stringify(result)),
      );
      const lawyer = await directory.show({ rawId: String(result.lawyers[0]!.id), viewer: null });
      expect(lawyerSchema.parse(lawyer)).toStrictEqual(JSON.parse(JSON.stringify(lawyer)));
    });
  });
});
