import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { lawyerSearchResultSchema, nearbyCitySchema } from '@cld/contract/lawyers';
import type { LawyerSearchResult, NearbyCity } from '@cld/contract/lawyers';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildCity, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';

/** Reference coordinates as packages/content/data/canada-cities.csv has them. */
const CITIES = [
  buildCity({ name: 'Montréal', province: 'QC', lat: 45.5089, lng: -73.5617, population: 3519595 }),
  buildCity({ name: 'Laval', province: 'QC', lat: 45.5833, lng: -73.75, population: 422993 }),
  buildCity({ name: 'Ottawa', province: 'ON', lat: 45.4247, lng: -75.695, population: 989567 }),
  buildCity({ name: 'Toronto', province: 'ON', lat: 43.7417, lng: -79.3733, population: 5429524 }),
  // Nobody practises here: never a nearby city.
  buildCity({ name: 'Terrebonne', province: 'QC', lat: 45.7, lng: -73.6333, population: 111575 }),
];

const LAWYERS = [
  buildLawyer({
    name: 'Annie Laval',
    city: 'Laval',
    province: 'QC',
    practiceAreas: ['family-law'],
    languages: ['French', 'English'],
  }),
  buildLawyer({
    name: 'Bruno Laval',
    city: 'Laval',
    province: 'QC',
    practiceAreas: ['family-law'],
    languages: ['French'],
  }),
  buildLawyer({
    name: 'Chloé Montréal',
    city: 'Montréal',
    province: 'QC',
    practiceAreas: ['family-law', 'immigration-law'],
    languages: ['French'],
  }),
  buildLawyer({
    name: 'David Montréal',
    city: 'Montréal',
    province: 'QC',
    practiceAreas: ['criminal-law'],
    languages: ['English'],
  }),
  buildLawyer({
    name: 'Emma Ottawa',
    city: 'Ottawa',
    province: 'ON',
    practiceAreas: ['family-law'],
    languages: ['English', 'French'],
  }),
  buildLawyer({ name: 'Frank Toronto', city: 'Toronto', province: 'ON' }),
  buildLawyer({
    name: 'Hidden Laval',
    city: 'Laval',
    province: 'QC',
    practiceAreas: ['family-law'],
  }),
];
const VISIBLE = LAWYERS.length - 1;

const DAY_MS = 86_400_000;

/** What each lawyer states (issue 20), written as the profile form would store it. */
async function stateDetails(db: Kysely<Database>) {
  const now = Date.now();
  const set = (name: string, columns: Updateable<Database['lawyers']>) =>
    db.updateTable('lawyers').set(columns).where('name', '=', name).execute();
  const everything = {
    free_consultation_minutes: 30,
    fee_offers: ['free-consultation'],
    funding: ['legal-aid'],
    meeting_modes: ['in-person', 'video'],
    step_free_access: true,
    accepting_clients: true,
    accepting_confirmed_at: new Date(now - 10 * DAY_MS),
  };
  await set('Annie Laval', everything);
  await set('Hidden Laval', everything);
  // Accepting, but confirmed 100 days ago: lapsed to "not stated".
  await set('Bruno Laval', {
    step_free_access: false,
    accepting_clients: true,
    accepting_confirmed_at: new Date(now - 100 * DAY_MS),
  });
  await set('Chloé Montréal', {
    free_consultation_minutes: 60,
    fee_offers: ['free-consultation', 'sliding-scale'],
    funding: ['legal-aid', 'pro-bono'],
    meeting_modes: ['video', 'phone'],
    accepting_clients: false,
    accepting_confirmed_at: new Date(now - DAY_MS),
  });
  await set('Emma Ottawa', {
    free_consultation_minutes: 20,
    fee_offers: ['free-consultation'],
    funding: ['legal-aid'],
  });
}

describe.each(testDatabaseKinds)('matching on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(LAWYERS, CITIES),
      prepare: async (db) => {
        await stateDetails(db);
        await hideLawyerNamed(db, 'Hidden Laval');
      },
    }));
  });

  afterAll(() => closeTestApp(app, database));

  async function search(query: string) {
    const response = await app.inject({ method: 'GET', url: `/api/lawyers?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    // The answer is the contract's, the new fields included.
    return lawyerSearchResultSchema.parse(response.json()) as LawyerSearchResult;
  }
  const names = (result: LawyerSearchResult) => result.lawyers.map((l) => l.name).sort();

  describe('distance', () => {
    it('finds the Laval lawyers within 25 km of Montréal, not the Ottawa ones, each with its distance', async () => {
      const result = await search('near=Montr%C3%A9al&radius=25');
      expect(names(result)).toEqual([
        'Annie Laval',
        'Bruno Laval',
        'Chloé Montréal',
        'David Montréal',
      ]);
      expect(result.total).toBe(4);
      expect(result.centre).toEqual({
        name: 'Montréal',
        province: 'QC',
        lat: 45.5089,
        lng: -73.5617,
        radiusKm: 25,
      });
      const laval = result.lawyers.find((l) => l.name === 'Annie Laval')!;
      expect(laval.distanceKm).toBeGreaterThanOrEqual(8);
      expect(laval.distanceKm).toBeLessThanOrEqual(20);
      // One decimal.
      expect(Math.round(laval.distanceKm! * 10)).toBe(laval.distanceKm! * 10);
      expect(result.lawyers.find((l) => l.name === 'David Montréal')!.distanceKm).toBe(0);
    });

    it('reaches Ottawa from Toronto only beyond 340 km', async () => {
      expect(names(await search('near=Toronto&radius=330'))).toEqual(['Frank Toronto']);
      expect(names(await search('near=Toronto&radius=365'))).toEqual([
        'Emma Ottawa',
        'Frank Toronto',
      ]);
    });

    it('reads the city however it is typed, with the default radius', async () => {
      for (const near of ['Laval', 'laval qc', 'LAVAL, QC', 'Laval, Québec', ' laval ']) {
        const result = await search(`near=${encodeURIComponent(near)}`);
        expect(result.centre, near).toMatchObject({ name: 'Laval', province: 'QC', radiusKm: 25 });
        expect(names(result), near).toEqual([
          'Annie Laval',
          'Bruno Laval',
          'Chloé Montréal',
          'David Montréal',
        ]);
      }
      expect((await search('near=montreal')).centre?.name).toBe('Montréal');
    });

    it('centres a former municipality on the city it is part of today, and says which', async () => {
      const result = await search(`near=${encodeURIComponent('Saint-Laurent, QC')}`);
      expect(result.centre).toMatchObject({ name: 'Montréal', province: 'QC', radiusKm: 25 });
      expect((await search('near=Nepean')).centre?.name).toBe('Ottawa');
    });

    it('sorts by distance, then by rating within a city', async () => {
      const result = await search('near=Laval&radius=50&sort=distance');
      expect(result.lawyers.map((l) => l.name.split(' ')[1])).toEqual([
        'Laval',
        'Laval',
        'Montréal',
        'Montréal',
      ]);
      const km = result.lawyers.map((l) => l.distanceKm!);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      // Paged in the same order.
      const second = await search('near=Laval&radius=50&sort=distance&pageSize=2&page=2');
      expect(second.lawyers.map((l) => l.name)).toEqual(result.lawyers.slice(2).map((l) => l.name));
      expect(second.total).toBe(4);
      // A page that starts in one city and ends in the next, and a page past the last match.
      const across = await search('near=Laval&radius=50&sort=distance&pageSize=3&page=1');
      expect(across.lawyers.map((l) => l.name)).toEqual(
        result.lawyers.slice(0, 3).map((l) => l.name),
      );
      const past = await search('near=Laval&radius=50&sort=distance&pageSize=2&page=3');
      expect(past.lawyers).toEqual([]);
      expect(past.total).toBe(4);
    });

    it('measures from a rounded position, which the centre answers without a name', async () => {
      const result = await search('lat=45.58&lng=-73.75&radius=10&sort=distance');
      expect(result.centre).toEqual({
        name: null,
        province: null,
        lat: 45.58,
        lng: -73.75,
        radiusKm: 10,
      });
      expect(names(result)).toEqual(['Annie Laval', 'Bruno Laval']);
      expect(result.lawyers[0]!.distanceKm).toBeLessThan(1);
    });

    it('sorts free-text matches by distance too', async () => {
      const result = await search(
        'near=Laval&radius=50&sort=distance&search=Montr%C3%A9al%20Laval',
      );
      const km = result.lawyers.map((l) => l.distanceKm!);
      expect(km.length).toBeGreaterThan(0);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    });

    it('lets an explicit near win over a place read from the text', async () => {
      const result = await search('near=Laval&search=family%20lawyer%20toronto');
      expect(result.interpretation?.city).toBeNull();
      expect(result.interpretation?.ignored).toContain('toronto');
      expect(names(result)).toEqual(['Annie Laval', 'Bruno Laval', 'Chloé Montréal']);
    });

    it('keeps the other place filters beside the radius', async () => {
      expect(names(await search('near=Laval&radius=500&province=ON'))).toEqual([
        'Emma Ottawa',
        'Frank Toronto',
      ]);
      expect(names(await search('near=Laval&radius=50&city=Laval'))).toEqual([
        'Annie Laval',
        'Bruno Laval',
      ]);
    });

    it('answers no centre and no distance without one', async () => {
      const result = await search('practiceAreas=family-law');
      expect(result.centre).toBeUndefined();
      expect(result.lawyers.every((l) => l.distanceKm === undefined)).toBe(true);
    });
  });

  describe('practice details', () => {
    it('keeps lawyers with every offer asked for', async () => {
      expect(names(await search('offers=free-consultation'))).toEqual([
        'Annie Laval',
        'Chloé Montréal',
        'Emma Ottawa',
      ]);
      expect(names(await search('offers=free-consultation,sliding-scale'))).toEqual([
        'Chloé Montréal',
      ]);
      expect(names(await search('offers=payment-plans'))).toEqual([]);
    });

    it('keeps lawyers accepting every funding and offering every way of meeting asked for', async () => {
      expect(names(await search('funding=legal-aid'))).toEqual([
        'Annie Laval',
        'Chloé Montréal',
        'Emma Ottawa',
      ]);
      expect(names(await search('funding=legal-aid&funding=pro-bono'))).toEqual(['Chloé Montréal']);
      expect(names(await search('meeting=video'))).toEqual(['Annie Laval', 'Chloé Montréal']);
      expect(names(await search('meeting=video,phone'))).toEqual(['Chloé Montréal']);
    });

    it('keeps lawyers who confirmed within 90 days that they take new clients; false filters nothing', async () => {
      // Bruno's answer lapsed; Chloé is not accepting.
      expect(names(await search('acceptingClients=true'))).toEqual(['Annie Laval']);
      expect((await search('acceptingClients=false')).total).toBe(VISIBLE);
    });

    it('keeps offices stated step-free; false filters nothing', async () => {
      expect(names(await search('stepFree=true'))).toEqual(['Annie Laval']);
      expect((await search('stepFree=false')).total).toBe(VISIBLE);
    });

    it('combines with distance, practice area, language and sort', async () => {
      const result = await search(
        'near=Laval&radius=25&practiceAreas=family-law&languages=French&offers=free-consultation&funding=legal-aid&sort=distance',
      );
      expect(result.lawyers.map((l) => l.name)).toEqual(['Annie Laval', 'Chloé Montréal']);
      expect(result.lawyers[0]).toMatchObject({
        freeConsultationMinutes: 30,
        feeOffers: ['free-consultation'],
        funding: ['legal-aid'],
      });
      expect(
        names(
          await search('near=Laval&offers=free-consultation&acceptingClients=true&stepFree=true'),
        ),
      ).toEqual(['Annie Laval']);
      expect(names(await search('province=ON&funding=legal-aid&experience=1'))).toEqual([
        'Emma Ottawa',
      ]);
    });

    it('keeps totals and language counts apart per filter set', async () => {
      // The unfiltered total is cached first: the filtered one must not reuse it.
      expect((await search('practiceAreas=family-law')).total).toBe(4);
      expect((await search('practiceAreas=family-law&offers=free-consultation')).total).toBe(3);
      expect((await search('practiceAreas=family-law&funding=pro-bono')).total).toBe(1);
      expect((await search('practiceAreas=family-law&meeting=phone')).total).toBe(1);
      expect((await search('practiceAreas=family-law&acceptingClients=true')).total).toBe(1);
      expect((await search('practiceAreas=family-law&stepFree=true')).total).toBe(1);
      expect((await search('province=QC')).total).toBe(4);
      expect((await search('province=QC&near=Laval&radius=10')).total).toBe(2);
      const facets = await search('practiceAreas=family-law&meeting=video&facets=languages');
      expect(facets.facets?.languages).toEqual([
        { name: 'French', count: 2 },
        { name: 'English', count: 1 },
      ]);
    });
  });

  describe('suggestions', () => {
    it('offers twice the radius when nobody is within it', async () => {
      // David, the one criminal lawyer, is about 17 km from Laval.
      const result = await search('near=Laval&radius=10&practiceAreas=criminal-law');
      expect(result.total).toBe(0);
      expect(result.suggestions).toContainEqual({
        kind: 'wider-radius',
        label: { city: 'Laval', province: 'Quebec', radiusKm: 20, practiceArea: 'Criminal Law' },
        params: { near: 'Laval', radius: '20', practiceAreas: ['criminal-law'] },
        total: 1,
      });
    });

    it('offers the search without its practice details', async () => {
      const result = await search(
        'near=Laval&practiceAreas=family-law&offers=payment-plans&stepFree=true&sort=distance',
      );
      expect(result.total).toBe(0);
      const withoutDetails = result.suggestions?.find((s) => s.kind === 'without-details');
      expect(withoutDetails).toMatchObject({
        params: { near: 'Laval', practiceAreas: ['family-law'], sort: 'distance' },
        total: 3,
      });
      expect(withoutDetails?.params).not.toHaveProperty('offers');
      for (const suggestion of result.suggestions ?? []) {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(suggestion.params)) {
          for (const item of [value].flat()) query.append(key, item);
        }
        expect((await search(query.toString())).total, suggestion.kind).toBe(suggestion.total);
      }
    });

    it('drops the distance sort with the centre', async () => {
      const result = await search('near=Toronto&radius=10&practiceAreas=family-law&sort=distance');
      expect(result.total).toBe(0);
      expect(result.suggestions).toContainEqual({
        kind: 'without-place',
        label: { city: 'Toronto', practiceArea: 'Family Law' },
        params: { practiceAreas: ['family-law'] },
        total: 4,
      });
    });
  });

  describe('nearby cities', () => {
    async function nearby(query: string) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/lawyers/nearby-cities?${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/public/);
      return nearbyCitySchema.array().parse(response.json()) as NearbyCity[];
    }

    it('lists the nearest other cities with visible lawyers, nearest first', async () => {
      const cities = await nearby('city=Laval&province=QC');
      expect(cities.map((c) => c.name)).toEqual(['Montréal']);
      expect(cities[0]).toMatchObject({ province: 'QC', lawyerCount: 2 });
      expect(cities[0]!.distanceKm).toBeGreaterThanOrEqual(8);
      expect(cities[0]!.distanceKm).toBeLessThanOrEqual(20);
      // Terrebonne has nobody; Ottawa is farther than 150 km from Laval.
      expect((await nearby('city=montreal')).map((c) => c.name)).toEqual(['Laval']);
      // Hidden lawyers are not counted.
      expect((await nearby('city=Montr%C3%A9al'))[0]).toMatchObject({ lawyerCount: 2 });
      expect(await nearby('city=Toronto')).toEqual([]);
      expect(await nearby('city=Laval&limit=1')).toHaveLength(1);
    });

    it('answers 404 naming the city for an unknown city, 400 for a bad limit', async () => {
      for (const query of ['city=Atlantis', 'city=Laval&province=ON']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/lawyers/nearby-cities?${query}`,
        });
        expect(response.statusCode, query).toBe(404);
        expect(response.json().issues[0].path).toEqual(['city']);
      }
      for (const [query, field] of [
        ['city=Laval&limit=13', 'limit'],
        ['city=Laval&limit=0', 'limit'],
        ['limit=3', 'city'],
        [`city=${'x'.repeat(10_000)}`, 'city'],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/lawyers/nearby-cities?${query}`,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().issues[0].path[0], query).toBe(field);
      }
    });
  });

  describe('counts kept per city', () => {
    it('reads a page sorted by distance from the nearest cities, and from all when they fall short', async () => {
      const query = 'near=Laval&radius=50&sort=distance&practiceAreas=family-law&pageSize=1';
      expect((await search(query)).lawyers.map((l) => l.name)).toEqual(['Annie Laval']);
      // Laval's counts are now kept for 30 s: both its family lawyers leave meanwhile.
      await database.db
        .updateTable('lawyers')
        .set({ is_hidden: true })
        .where('name', 'in', ['Annie Laval', 'Bruno Laval'])
        .execute();
      try {
        const result = await search(query);
        expect(result.lawyers.map((l) => l.name)).toEqual(['Chloé Montréal']);
      } finally {
        await database.db
          .updateTable('lawyers')
          .set({ is_hidden: false })
          .where('name', 'in', ['Annie Laval', 'Bruno Laval'])
          .execute();
      }
    });
  });

  describe('bad input', () => {
    const cases: [string, string][] = [
      ['lat=200&lng=-73', 'lat'],
      ['lat=45&lng=-999', 'lng'],
      ['lat=abc&lng=-73', 'lat'],
      ['lat=45.5', 'lng'],
      ['lng=-73.5', 'lat'],
      ['near=Laval&radius=-5', 'radius'],
      ['near=Laval&radius=10000', 'radius'],
      ['near=Laval&radius=0', 'radius'],
      ['near=Laval&radius=abc', 'radius'],
      ['radius=25', 'radius'],
      ['sort=distance', 'sort'],
      ['sort=distance&search=laval', 'sort'],
      ['near=Laval&lat=45.5&lng=-73.5', 'near'],
      ['near=<10,000 letters>', 'near'],
      ['near=Lav%00al', 'near'],
      ['near=Atlantis', 'near'],
      ['near=Laval%2C%20ON', 'near'],
      ['offers=unknown', 'offers'],
      ['funding=unknown-program', 'funding'],
      ['meeting=teleport', 'meeting'],
      ['acceptingClients=maybe', 'acceptingClients'],
      ['stepFree=yes', 'stepFree'],
    ];
    it.each(cases)('%s answers 400 naming %s', async (query, field) => {
      const url = `/api/lawyers?${query.replace('<10,000 letters>', 'a'.repeat(10_000))}`;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ message: string; issues: { path: (string | number)[] }[] }>();
      expect(body.issues.map((issue) => issue.path[0])).toContain(field);
      expect(body.message).toContain(field);
    });

    it('answers in French when asked', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/lawyers?near=Atlantis',
        headers: { 'accept-language': 'fr-CA' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'À corriger\u00a0: near.',
        issues: [
          { path: ['near'], message: 'Ville inconnue\u00a0: choisissez une ville du répertoire.' },
        ],
      });
    });
  });
});
