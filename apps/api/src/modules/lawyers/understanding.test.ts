import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadCities } from '@cld/content/cities.server';
import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';

/** Real places with their reference coordinates, so distances are true. */
const CITY_NAMES = [
  ['Toronto', 'ON'],
  ['Brampton', 'ON'],
  ['Mississauga', 'ON'],
  ['Hamilton', 'ON'],
  ['Ottawa', 'ON'],
  ['Windsor', 'ON'],
  ['Windsor', 'NS'],
  ['Halifax', 'NS'],
  ['Montréal', 'QC'],
  ['Laval', 'QC'],
  ['Quebec City', 'QC'],
  ['Calgary', 'AB'],
  ['Edmonton', 'AB'],
  ['Victoria', 'BC'],
  ['Vancouver', 'BC'],
] as const;
const cities = CITY_NAMES.map(([name, province]) => {
  const city = loadCities().find((c) => c.name === name && c.province === province);
  if (!city) throw new Error(`${name} is not in the reference data`);
  return { ...city, nameAscii: city.nameAscii };
});

const lawyers = [
  buildLawyer({
    name: 'Nora Divorce-Free',
    practiceAreas: ['family-law'],
    city: 'Toronto',
    province: 'ON',
    rating: 4.5,
  }),
  buildLawyer({ name: 'Frank Family', practiceAreas: ['family-law'], city: 'Toronto' }),
  buildLawyer({
    name: 'Gurpreet Sandhu',
    practiceAreas: ['immigration-law'],
    city: 'Brampton',
    province: 'ON',
    languages: ['English', 'Punjabi'],
  }),
  buildLawyer({
    name: 'Harjit Gill',
    practiceAreas: ['family-law'],
    city: 'Brampton',
    province: 'ON',
    languages: ['English', 'Punjabi', 'Hindi'],
  }),
  buildLawyer({
    name: 'Mississauga Criminal',
    practiceAreas: ['criminal-law'],
    city: 'Mississauga',
    province: 'ON',
  }),
  buildLawyer({
    name: 'Hamilton Criminal',
    practiceAreas: ['criminal-law'],
    city: 'Hamilton',
    province: 'ON',
  }),
  buildLawyer({
    name: 'Ottawa Criminal',
    practiceAreas: ['criminal-law'],
    city: 'Ottawa',
    province: 'ON',
  }),
  buildLawyer({
    name: 'Julie Lavoie',
    firmName: 'Lavoie Avocats',
    practiceAreas: ['criminal-law'],
    city: 'Laval',
    province: 'QC',
    languages: ['French'],
    bio: 'Défense criminelle devant la Cour du Québec.',
  }),
  buildLawyer({
    name: 'Wendy Wills',
    practiceAreas: ['wills-estates'],
    city: 'Victoria',
    province: 'BC',
  }),
  buildLawyer({
    name: 'Vic Property',
    practiceAreas: ['real-estate-law'],
    city: 'Victoria',
    province: 'BC',
    bio: 'Estate planning is not my practice; I close house sales.',
  }),
  buildLawyer({
    name: 'Calgary Impaired',
    practiceAreas: ['criminal-law'],
    city: 'Calgary',
    province: 'AB',
    specializations: ['Impaired Driving'],
  }),
  buildLawyer({
    name: 'Nova Windsor',
    practiceAreas: ['employment-law'],
    city: 'Windsor',
    province: 'NS',
  }),
];

describe.each(testDatabaseKinds)('search understanding on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({ db: database.db, data: buildDirectoryData(lawyers, cities) });
    app = buildApp({ config: buildConfig(), db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function search(params: Record<string, string>) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/lawyers?${new URLSearchParams(params).toString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LawyerSearchResult>();
  }
  const names = (result: LawyerSearchResult) => result.lawyers.map((l) => l.name).sort();

  describe('interpretation', () => {
    it('is null without search text, and the suggestions are empty when something is found', async () => {
      const result = await search({ province: 'ON' });
      expect(result.interpretation).toBeNull();
      expect(result.suggestions).toEqual([]);
      expect(result.facets).toBeUndefined();
    });

    it('turns a problem and a city into filters', async () => {
      const result = await search({ search: 'divorce lawyer toronto' });
      expect(names(result)).toEqual(['Frank Family', 'Nora Divorce-Free']);
      expect(result.interpretation).toEqual({
        query: 'divorce lawyer toronto',
        practiceAreas: [{ slug: 'family-law', name: 'Family Law', matched: ['divorce'] }],
        city: { name: 'Toronto', province: 'ON', matched: ['toronto'] },
        province: null,
        languages: [],
        details: [],
        freeText: null,
        ignored: ['lawyer'],
      });
    });

    it('reads languages, misspellings and French', async () => {
      expect(names(await search({ search: 'lawyer who speaks punjabi in brampton' }))).toEqual([
        'Gurpreet Sandhu',
        'Harjit Gill',
      ]);
      expect(names(await search({ search: 'famly lawyer torono' }))).toEqual([
        'Frank Family',
        'Nora Divorce-Free',
      ]);
      expect(names(await search({ search: 'avocat criminel laval' }))).toEqual(['Julie Lavoie']);
      expect(names(await search({ search: 'DUI lawyer calgary' }))).toEqual(['Calgary Impaired']);
    });

    it('finds the place named with its province, and only there', async () => {
      const victoria = await search({ search: 'estate lawyer victoria bc' });
      expect(names(victoria)).toEqual(['Wendy Wills']);
      expect(victoria.interpretation?.province).toEqual({
        code: 'BC',
        name: 'British Columbia',
        matched: ['bc'],
      });
      expect(names(await search({ search: 'employment windsor ns' }))).toEqual(['Nova Windsor']);
      expect((await search({ search: 'employment windsor' })).total).toBe(0);
    });

    it('lets the explicit filters win and reports the words they overrode', async () => {
      const result = await search({
        search: 'criminal lawyer toronto',
        city: 'Hamilton',
        practiceAreas: 'criminal-law',
      });
      expect(names(result)).toEqual(['Hamilton Criminal']);
      expect(result.interpretation).toMatchObject({
        practiceAreas: [],
        city: null,
        ignored: ['lawyer', 'criminal', 'toronto'],
      });
      const languages = await search({ search: 'punjabi family brampton', languages: 'Hindi' });
      expect(names(languages)).toEqual(['Harjit Gill']);
      expect(languages.interpretation?.languages).toEqual([]);
    });

    it('keeps a city the text names when the province chosen beside it is its own (issue 35)', async () => {
      const result = await search({ search: 'criminal laval', province: 'QC' });
      expect(result.interpretation?.city).toMatchObject({ name: 'Laval', province: 'QC' });
      expect(result.lawyers.every((lawyer) => lawyer.city === 'Laval')).toBe(true);
      expect(result.total).toBeGreaterThan(0);
      // Another province than the city's: the chosen province wins, the city is reported unused.
      const elsewhere = await search({ search: 'criminal laval', province: 'ON' });
      expect(elsewhere.interpretation?.city).toBeNull();
      expect(elsewhere.interpretation?.ignored).toContain('laval');
    });

    it('searches what it did not understand as free text over names and firms', async () => {
      const result = await search({ search: 'Lavoie criminel' });
      expect(result.lawyers[0]?.name).toBe('Julie Lavoie');
      expect(result.interpretation?.freeText).toBe('Lavoie');
      // Typo in the name (trigram similarity).
      expect(names(await search({ search: 'Gurpreat Sandhu' }))).toEqual(['Gurpreet Sandhu']);
    });

    it('ranks lawyers mentioning leftover words first, without dropping the others', async () => {
      const result = await search({ search: 'divorce nora toronto' });
      expect(result.interpretation?.freeText).toBe('nora');
      expect(result.total).toBe(2);
      expect(result.lawyers.map((l) => l.name)).toEqual(['Nora Divorce-Free', 'Frank Family']);
      const second = await search({ search: 'divorce nora toronto', pageSize: '1', page: '2' });
      expect(second.total).toBe(2);
      expect(second.lawyers.map((l) => l.name)).toEqual(['Frank Family']);
      const nothing = await search({ search: 'zzyzx family toronto' });
      expect(names(nothing)).toEqual(['Frank Family', 'Nora Divorce-Free']);
      expect(nothing.suggestions).toEqual([]);
    });

    it('reads an exact name or firm as a name even when its words mean a place', async () => {
      const result = await search({ search: 'Hamilton Criminal' });
      expect(result.lawyers[0]?.name).toBe('Hamilton Criminal');
      expect(result.interpretation).toMatchObject({
        practiceAreas: [],
        city: null,
        freeText: 'Hamilton Criminal',
      });
      const firm = await search({ search: 'Lavoie Avocats' });
      expect(firm.lawyers[0]?.name).toBe('Julie Lavoie');
      expect(firm.interpretation?.city).toBeNull();
    });

    it('ranks an exact name first', async () => {
      const result = await search({ search: 'Frank Family' });
      expect(result.lawyers[0]?.name).toBe('Frank Family');
    });
  });

  describe('suggestions when nothing is found', () => {
    it('offers the province and the nearest cities, each with its count', async () => {
      const result = await search({ search: 'criminal lawyer brampton' });
      expect(result.total).toBe(0);
      expect(result.interpretation?.city?.name).toBe('Brampton');
      const kinds = result.suggestions?.map((s) => s.kind);
      expect(kinds).toEqual([
        'province',
        'nearby-city',
        'nearby-city',
        'nearby-city',
        'without-place',
        'without-practice-area',
      ]);
      const [province, ...rest] = result.suggestions!;
      expect(province).toMatchObject({
        label: { city: 'Brampton', province: 'Ontario', practiceArea: 'Criminal Law' },
        params: { practiceAreas: ['criminal-law'], province: 'ON' },
        total: 3,
      });
      // Mississauga (~15 km), Hamilton (~50 km), then Ottawa (~350 km): nearest first.
      const nearby = rest.filter((s) => s.kind === 'nearby-city');
      expect(nearby.map((s) => s.label.city)).toEqual(['Mississauga', 'Hamilton', 'Ottawa']);
      expect(nearby.map((s) => s.total)).toEqual([1, 1, 1]);
      const distances = nearby.map((s) => s.label.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(30);
      expect(nearby[0]?.params).toEqual({
        practiceAreas: ['criminal-law'],
        city: 'Mississauga',
        province: 'ON',
      });
      // The suggested search finds what it announced.
      const followed = await search({ practiceAreas: 'criminal-law', city: 'Mississauga' });
      expect(followed.total).toBe(nearby[0]?.total);
    });

    it('offers the search without its free text and without the language', async () => {
      const text = await search({
        search: 'zzyzx',
        practiceAreas: 'family-law',
        city: 'Toronto',
      });
      expect(text.total).toBe(0);
      expect(text.suggestions?.[0]).toMatchObject({
        kind: 'without-text',
        label: { text: 'zzyzx' },
        params: { practiceAreas: ['family-law'], city: 'Toronto' },
        total: 2,
      });
      const language = await search({ search: 'mandarin family lawyer brampton' });
      expect(language.total).toBe(0);
      expect(language.suggestions?.find((s) => s.kind === 'without-language')).toMatchObject({
        label: { language: 'Mandarin' },
        total: 1,
      });
    });

    it('offers nothing that finds nothing', async () => {
      const result = await search({ search: 'zzyzx' });
      expect(result.total).toBe(0);
      expect(result.suggestions).toEqual([]);
    });
  });

  describe('language facets', () => {
    it('counts languages under the other filters, the languages filter aside', async () => {
      const result = await search({ facets: 'languages', city: 'Brampton', languages: 'Hindi' });
      expect(result.total).toBe(1);
      expect(result.facets?.languages).toEqual([
        { name: 'English', count: 2 },
        { name: 'Punjabi', count: 2 },
        { name: 'Hindi', count: 1 },
      ]);
    });

    it('counts under understood text too', async () => {
      const result = await search({ facets: 'languages', search: 'criminal laval' });
      expect(result.facets?.languages).toEqual([{ name: 'French', count: 1 }]);
    });

    it('answers 400 naming the field for an unknown facet', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/lawyers?facets=cities' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('facets');
    });
  });

  describe('several API replicas', () => {
    it('finds an edited profile at once on another replica', async () => {
      const other = buildApp({ config: buildConfig(), db: database.db });
      await other.ready();
      try {
        const before = await other.inject({
          method: 'GET',
          url: `/api/lawyers?${new URLSearchParams({ search: 'trademark lawyer victoria' })}`,
        });
        expect(before.json<LawyerSearchResult>().total).toBe(0);
        // The edit lands through the other replica's database (as a profile save does).
        await database.db
          .updateTable('lawyers')
          .set({ practice_areas: ['real-estate-law', 'intellectual-property'] })
          .where('name', '=', 'Vic Property')
          .execute();
        for (const replica of [app, other]) {
          const after = await replica.inject({
            method: 'GET',
            url: `/api/lawyers?${new URLSearchParams({ search: 'trademark lawyer victoria' })}`,
          });
          const result = after.json<LawyerSearchResult>();
          expect(result.lawyers.map((l) => l.name)).toEqual(['Vic Property']);
          // The replica's cached total (0) must not contradict the page, nor offer suggestions.
          expect(result.total).toBe(1);
          expect(result.suggestions).toEqual([]);
        }
      } finally {
        await database.db
          .updateTable('lawyers')
          .set({ practice_areas: ['real-estate-law'] })
          .where('name', '=', 'Vic Property')
          .execute();
        await other.close();
      }
    });
  });

  describe('bad input', () => {
    it.each([
      '!!!???...',
      "'; drop table lawyers; --",
      '.*+?^${}()|[]\\',
      '% _ \\\\ %%',
      '😀😀😀 lawyer',
      'Сергей Иванов toronto',
      '王律师 vancouver',
      'a'.repeat(200),
      '(((((( family',
      '& | ! <-> :*',
    ])('answers 200 quickly for %j', async (text) => {
      const started = performance.now();
      const result = await search({ search: text });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.interpretation?.query).toBe(text.trim());
    });

    it('answers 400 naming the field for 10,000 characters', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/lawyers?search=${'a'.repeat(10_000)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('search');
    });
  });
});
