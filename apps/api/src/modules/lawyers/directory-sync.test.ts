import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { LawyerSort } from '@cld/reference/lawyer-search';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { seedDemoDirectory } from '../../db/demo-directory.ts';
import { resetDirectory } from '../../db/seed.ts';
import { createDirectorySync } from './directory-sync.ts';
import type { DirectorySync } from './directory-sync.ts';
import { distanceKm } from './distance.ts';
import type { CityDistance } from './distance.ts';
import { byRelevance, findLawyers, isNameOrFirm, mayBeFirm, rankedMatches } from './queries.ts';
import type { SearchFilters } from './queries.ts';
import {
  matchesQuery,
  parseQuery,
  parseVector,
  rankOr,
  similarity,
  wordSimilarity,
} from './text-match.ts';
import { rankedTextMatches, textPage } from './text-search.ts';

/** A small seeded generator, so a failing case can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(values))),
  ];
  return { chance: (p: number) => next() < p, pick, some };
}

const SORTS: LawyerSort[] = ['relevance', 'rating', 'experience', 'name', 'responsiveness'];

interface Universe {
  cities: { id: number; lat: number; lng: number; province: string }[];
  provinces: string[];
  bits: number[];
  languages: string[];
  feeOffers: string[];
  funding: string[];
  meetingModes: string[];
  ids: number[];
}

async function universeOf(db: Kysely<Database>): Promise<Universe> {
  const distinct = async (column: string) =>
    (
      await sql<{
        value: string;
      }>`select distinct unnest(${sql.ref(column)}) as value from lawyers`.execute(db)
    ).rows.map((row) => row.value);
  const cities = await sql<{ id: number; lat: number; lng: number; province: string }>`
    select c.id, c.lat::float8 as lat, c.lng::float8 as lng, c.province from cities c
    where exists (select 1 from lawyers l where l.city_id = c.id)`.execute(db);
  return {
    cities: cities.rows,
    provinces: [...new Set(cities.rows.map((city) => city.province))],
    bits: (await db.selectFrom('practice_areas').select('bit').execute()).map((row) => row.bit),
    languages: await distinct('languages'),
    feeOffers: await distinct('fee_offers'),
    funding: await distinct('funding'),
    meetingModes: await distinct('meeting_modes'),
    ids: (await db.selectFrom('lawyers').select('id').execute()).map((row) => row.id),
  };
}

/** A filter set as a search could build it, with a centre's cities about one time in four. */
function randomSearch(random: ReturnType<typeof generator>, universe: Universe) {
  const filters: SearchFilters = { places: [] };
  if (random.chance(0.5)) {
    filters.practiceAreaMask = random
      .some(universe.bits, 2)
      .reduce((mask, bit) => mask | (1n << BigInt(bit)), 0n)
      .toString();
  }
  if (random.chance(0.3))
    filters.places.push({ cityIds: [], provinces: random.some(universe.provinces, 2) });
  if (random.chance(0.25)) {
    filters.places.push({
      cityIds: random.some(universe.cities, 3).map((city) => city.id),
      provinces: random.chance(0.3) ? [random.pick(universe.provinces)] : [],
    });
  }
  let distances: CityDistance[] | undefined;
  if (random.chance(0.3)) {
    const centre = random.pick(universe.cities);
    const radius = random.pick([10, 25, 50, 100, 400]);
    distances = universe.cities
      .map((city) => ({ id: city.id, km: distanceKm(centre, city) }))
      .filter((city) => city.km <= radius)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    filters.centreCityIds = distances.map((city) => city.id);
  }
  if (random.chance(0.25)) filters.languages = random.some(universe.languages, 2);
  if (random.chance(0.2)) filters.minExperience = random.pick([5, 10, 15, 20, 30]);
  if (random.chance(0.15)) filters.verifiedOnly = true;
  if (random.chance(0.15)) filters.feeOffers = random.some(universe.feeOffers, 2).sort();
  if (random.chance(0.15)) filters.funding = random.some(universe.funding, 2).sort();
  if (random.chance(0.15)) filters.meetingModes = random.some(universe.meetingModes, 2).sort();
  if (random.chance(0.15)) filters.acceptingClients = true;
  if (random.chance(0.1)) filters.stepFreeAccess = true;
  if (random.chance(0.1)) filters.excludeIds = random.some(universe.ids, 40);
  const sort: LawyerSort =
    distances?.length && random.chance(0.6) ? 'distance' : random.pick(SORTS);
  return { filters, sort, distances: distances?.length ? distances : undefined };
}

describe.each(testDatabaseKinds)('the in-memory directory on %s', (kind) => {
  let database: DatabaseHandle;
  let db: Kysely<Database>;
  let sync: DirectorySync;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await resetDirectory({ db });
    await seedDemoDirectory({ db, count: 1500, seed: 46 });
    // Hidden profiles, and lapsed answers about new clients, which both engines must leave out.
    await sql`update lawyers set is_hidden = true where id % 17 = 0`.execute(db);
    await sql`update lawyers set accepting_clients = true,
      accepting_confirmed_at = now() - make_interval(days => (id % 200)) where id % 5 = 0`.execute(
      db,
    );
    sync = createDirectorySync({ db });
    await sync.load();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function compare(
    request: ReturnType<typeof randomSearch>,
    page: number,
    label: string,
  ): Promise<void> {
    const index = await sync.current();
    expect(index, 'the index is loaded').toBeDefined();
    const fromSql = await findLawyers({
      db,
      ...request,
      page,
      pageSize: 12,
      viewer: null,
    });
    const counted = index!.page({ ...request, offset: (page - 1) * 12, limit: 12, count: true });
    const walked = index!.page({ ...request, offset: (page - 1) * 12, limit: 12, count: false });
    const expected = fromSql.lawyers.map((lawyer) => lawyer.id);
    expect(counted.ids, label).toEqual(expected);
    expect(counted.total, label).toBe(fromSql.total);
    expect(walked.ids, label).toEqual(expected);
  }

  it('answers 300 random filter sets, sorts and pages exactly as the SQL does', async () => {
    const universe = await universeOf(db);
    const random = generator(2026);
    for (let k = 0; k < 300; k++) {
      const request = randomSearch(random, universe);
      const label = `case ${k}: ${JSON.stringify({ ...request, distances: undefined })}`;
      for (const page of [1, 2, random.pick([3, 5, 20])]) await compare(request, page, label);
    }
  }, 120_000);

  it('answers the busy filter sets (a province, an area, both) as the SQL does', async () => {
    const universe = await universeOf(db);
    for (const sort of SORTS) {
      for (const province of universe.provinces.slice(0, 4)) {
        const filters: SearchFilters = {
          places: [{ cityIds: [], provinces: [province] }],
          practiceAreaMask: String(1n << BigInt(universe.bits[0]!)),
        };
        await compare({ filters, sort, distances: undefined }, 1, `${province} ${sort}`);
        await compare(
          { filters: { places: filters.places }, sort, distances: undefined },
          2,
          `${province} ${sort}`,
        );
      }
      await compare({ filters: { places: [] }, sort, distances: undefined }, 3, sort);
      // A place naming a province and cities in it and outside it ("Toronto, ON" or Gatineau).
      const [inside, outside] = [
        universe.cities.find((city) => city.province === universe.provinces[0]),
        universe.cities.find((city) => city.province !== universe.provinces[0]),
      ];
      const mixed: SearchFilters = {
        places: [{ cityIds: [inside!.id, outside!.id], provinces: [universe.provinces[0]!] }],
      };
      for (const page of [1, 2]) {
        await compare({ filters: mixed, sort, distances: undefined }, page, `mixed ${sort}`);
      }
      // Deep pages, within the directory and past its end.
      for (const page of [40, 90, 100_000]) {
        await compare(
          { filters: { places: [] }, sort, distances: undefined },
          page,
          `deep ${sort}`,
        );
      }
    }
  }, 60_000);

  /** Texts as visitors type them, from the directory itself: names, firms, bio words, misspelt. */
  async function textsOf(random: ReturnType<typeof generator>): Promise<string[]> {
    const { rows } = await sql<{ name: string; firm: string; bio: string }>`
      select fold_text(name) as name, fold_text(coalesce(firm_name, '')) as firm,
        fold_text(coalesce(bio, '')) as bio from lawyers order by id`.execute(db);
    const misspell = (word: string) => {
      if (word.length < 4) return word;
      const at = 1 + Math.floor(random.pick([0.2, 0.5, 0.8]) * (word.length - 2));
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    };
    const texts = new Set<string>([
      'wrongful dismissal',
      'separation agreement',
      'condo purchase',
      'shareholder agreement',
      'droit de la famille',
      'besoin d’un avocat',
      'demande d’asile',
      'saint-jean-sur-richelieu',
      'law group',
      'jonh smiht',
      // Other scripts: pg_trgm counts their letters as word characters (C.UTF-8), as memory does.
      'сергей smith',
      'wang 王律师',
      'tremblay ½ ² 😀',
      'court',
      'lawyer',
      'a',
    ]);
    for (let k = 0; k < 60; k++) {
      const { name, firm, bio } = random.pick(rows);
      const words = name.split(' ');
      texts.add(name);
      texts.add(random.pick(words));
      texts.add(words.map(misspell).join(' '));
      if (firm) texts.add(random.chance(0.5) ? firm : misspell(firm));
      const bioWords = bio.split(/\s+/).filter((word) => /^[a-z]{4,}$/.test(word));
      if (bioWords.length > 3) texts.add(random.some(bioWords, 3).join(' '));
    }
    for (const { name } of rows) if (name.includes('-')) texts.add(name);
    return [...texts];
  }

  it('computes ts_rank, @@, similarity and word_similarity to the bit', async () => {
    const random = generator(47);
    const texts = (await textsOf(random)).slice(0, 80);
    let compared = 0;
    for (const text of texts) {
      const { rows } = await sql<{
        vector: string;
        name: string;
        firm: string;
        query: string;
        rank: number;
        matches: boolean;
        firm_similarity: number;
        name_similarity: number;
        near: boolean;
      }>`
        select l.search_vector::text as vector, l.name_folded as name, l.firm_folded as firm,
          q::text as query, ts_rank(l.search_vector, q)::float8 as rank, l.search_vector @@ q as matches,
          similarity(${text}::text, l.firm_folded)::float8 as firm_similarity,
          word_similarity(${text}::text, l.name_folded)::float8 as name_similarity,
          ${text}::text <% l.name_folded as near
        from lawyers l,
          (select websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('french', ${text}) as q) x
        where l.id % 7 = ${compared % 7} or l.search_vector @@ q
        limit 300`.execute(db);
      for (const row of rows) {
        const query = parseQuery(row.query);
        if (!query) continue;
        const { lexemes, scores, positions } = parseVector(row.vector);
        const score = new Map(lexemes.map((lexeme, i) => [lexeme, scores[i]!]));
        const at = new Map(lexemes.map((lexeme, i) => [lexeme, positions[i]!]));
        const label = `${text} / ${row.name}`;
        expect(
          rankOr(query.items, (lexeme) => score.get(lexeme)),
          label,
        ).toBe(row.rank);
        expect(
          matchesQuery(query.root, {
            has: (lexeme) => score.has(lexeme),
            positions: (lexeme) => at.get(lexeme) ?? [],
          }),
          label,
        ).toBe(row.matches);
        expect(similarity(text, row.firm), label).toBe(row.firm_similarity);
        expect(wordSimilarity(text, row.name), label).toBe(row.name_similarity);
        expect(wordSimilarity(text, row.name) >= 0.3, label).toBe(row.near);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  }, 120_000);

  it('answers free text from memory exactly as the SQL does: pages, totals and ranks', async () => {
    const universe = await universeOf(db);
    const random = generator(2027);
    const texts = await textsOf(random);
    let answered = 0;
    for (let k = 0; k < 400; k++) {
      const search = texts[k % texts.length]!;
      const request =
        k % 3 === 0
          ? { filters: { places: [] }, sort: random.pick(SORTS), distances: undefined }
          : randomSearch(random, universe);
      const filters = { ...request.filters, search };
      const label = `case ${k}: ${JSON.stringify({ ...request, filters, distances: undefined })}`;
      const index = await sync.current();
      const text = await sync.freeText(search);
      if (!text) continue;
      for (const page of [1, 2, random.pick([3, 6])]) {
        const memory = textPage({
          index: index!,
          textIndex: sync.textIndex,
          text,
          filters,
          sort: request.sort,
          offset: (page - 1) * 12,
          limit: 12,
          distances: request.distances,
        });
        expect(memory, label).toBeDefined();
        // Nobody by text or name: the service asks SQL for a misspelt firm.
        if (memory!.total === 0 && mayBeFirm(search)) continue;
        const fromSql = await findLawyers({
          db,
          ...request,
          filters,
          page,
          pageSize: 12,
          viewer: null,
        });
        expect(memory!.ids, label).toEqual(fromSql.lawyers.map((lawyer) => lawyer.id));
        expect(memory!.total, label).toBe(fromSql.total);
      }
      const ranked = rankedTextMatches({
        index: index!,
        textIndex: sync.textIndex,
        text,
        filters,
      })!.sort(byRelevance);
      const rankedSql = (await rankedMatches({ db, filters, limit: 1_000_000 })).sort(byRelevance);
      expect(ranked, label).toEqual(rankedSql);
      answered++;
    }
    // Negation, prefixes and an `&` at the top are read from SQL; what people type is not.
    expect(answered).toBeGreaterThan(380);
  }, 240_000);

  it("knows exact names and firms as the SQL does, hidden lawyers' firms included", async () => {
    const { rows } = await sql<{ name: string; firm: string; hidden: boolean }>`
      select name_folded as name, firm_folded as firm, is_hidden as hidden from lawyers
      order by id limit 400`.execute(db);
    const texts = rows.flatMap((row) => [
      row.name,
      row.firm,
      `${row.name}x`,
      row.name.split(' ')[0]!,
    ]);
    expect(rows.some((row) => row.hidden)).toBe(true);
    await sync.current();
    for (const text of texts) {
      expect(sync.isNameOrFirm(text), text).toBe(await isNameOrFirm({ db, folded: text }));
    }
  });

  it('follows what is committed: new, edited, hidden, shown again and deleted profiles', async () => {
    const search = (filters: SearchFilters) =>
      sync
        .current()
        .then((index) =>
          index!.page({ filters, sort: 'rating', offset: 0, limit: 500, count: true }),
        );
    const [someone] = await sql<{ id: number; province: string; city_id: number }>`
      select id, province, city_id from lawyers where not is_hidden order by id limit 1`
      .execute(db)
      .then((result) => result.rows);
    const inYukon = { places: [{ cityIds: [], provinces: ['YT'] }] };
    const before = await search(inYukon);
    const yukonCity = await sql<{ id: number }>`select id from cities where province = 'YT' limit 1`
      .execute(db)
      .then((result) => result.rows[0]!.id);

    // Moved to the Yukon, with the best rating: first there, at once.
    await sql`update lawyers set province = 'YT', city_id = ${yukonCity}, rating_score = 5
      where id = ${someone!.id}`.execute(db);
    let after = await search(inYukon);
    expect(after.total).toBe(before.total! + 1);
    expect(after.ids[0]).toBe(someone!.id);
    // And first of their practice area's list, which an area alone walks.
    const [{ mask }] = await sql<{ mask: string }>`
      select practice_area_mask::text as mask from lawyers where id = ${someone!.id}`
      .execute(db)
      .then((result) => result.rows as [{ mask: string }]);
    const lowest = (BigInt(mask) & -BigInt(mask)).toString();
    expect((await search({ places: [], practiceAreaMask: lowest })).ids[0]).toBe(someone!.id);
    // A record kept before the change is not served after it.
    const [kept] = await sync.recordsOf([someone!.id]);
    expect(kept!.province).toBe('YT');

    // Renamed, with a new word in the bio: found from memory by the new name (spelt right or
    // not) and by the word, no longer by the old name.
    const byText = async (text: string) => {
      const free = await sync.freeText(text);
      return textPage({
        index: (await sync.current())!,
        textIndex: sync.textIndex,
        text: free!,
        filters: { places: [], search: text },
        sort: 'relevance',
        offset: 0,
        limit: 50,
      })!.ids;
    };
    await sql`update lawyers set name = 'Zébulon Quixotte',
      bio = coalesce(bio, '') || ' Xylophonist.' where id = ${someone!.id}`.execute(db);
    expect(await byText('zebulon quixotte')).toEqual([someone!.id]);
    expect(await byText('zebulon quixote')).toEqual([someone!.id]);
    expect(await byText('xylophonist')).toEqual([someone!.id]);

    await sql`update lawyers set is_hidden = true where id = ${someone!.id}`.execute(db);
    after = await search(inYukon);
    expect(after.ids).not.toContain(someone!.id);
    expect(after.total).toBe(before.total);
    expect(await byText('zebulon quixotte')).toEqual([]);

    await sql`update lawyers set is_hidden = false where id = ${someone!.id}`.execute(db);
    expect((await search(inYukon)).ids).toContain(someone!.id);

    await sql`delete from lawyers where id = ${someone!.id}`.execute(db);
    expect((await search(inYukon)).ids).not.toContain(someone!.id);
    expect(await sync.recordsOf([someone!.id])).toEqual([]);

    // Everyone's other orders (name, experience, replies) followed the same changes.
    await sql`update lawyers set name = 'Aaron Aardvark', experience = 59,
      reply_median_seconds = 1 where id = (select max(id) from lawyers where not is_hidden)`.execute(
      db,
    );
    for (const sort of ['name', 'experience', 'responsiveness'] as const) {
      for (const page of [1, 2, 50]) {
        await compare({ filters: { places: [] }, sort, distances: undefined }, page, `${sort}`);
      }
    }
  });

  it('leaves to SQL what memory cannot cut into trigrams as the database does', async () => {
    const pageOf = async (search: string) =>
      textPage({
        index: (await sync.current())!,
        textIndex: sync.textIndex,
        text: (await sync.freeText(search))!,
        filters: { places: [], search },
        sort: 'relevance',
        offset: 0,
        limit: 12,
      });
    // A search holding a character the C library classes its own way: SQL's.
    expect(await sync.freeText('tremblay ½')).toBeUndefined();
    expect(await sync.freeText('tremblay 😀')).toBeUndefined();
    expect(await pageOf('tremblay')).toBeDefined();
    // A firm with one: its similarity ranks a match, so a ranked search matching it is SQL's.
    const [someone] = await sql<{ id: number; name: string }>`
      update lawyers set firm_name = 'Quixotry ☂ Legal' where id = (
        select id from lawyers where not is_hidden order by id limit 1
      ) returning id, name_folded as name`
      .execute(db)
      .then((result) => result.rows);
    expect(await pageOf('quixotry')).toBeUndefined();
    // A name with one: every name comparison is SQL's until the next full load.
    await sql`update lawyers set name = 'Zoë Quill ☂' where id = ${someone!.id}`.execute(db);
    expect(await pageOf('tremblay')).toBeUndefined();
  });

  it('reloads everyone when more lawyers changed than it reads one by one', async () => {
    const small = createDirectorySync({ db, reloadAbove: 3 });
    await small.load();
    const veterans = () =>
      small.current().then((index) =>
        index!.page({
          filters: { places: [], minExperience: 66 },
          sort: 'rating',
          offset: 0,
          limit: 50,
          count: true,
        }),
      );
    expect((await veterans()).total).toBe(0);
    const { rows } = await sql<{ id: number }>`
      update lawyers set experience = 66 + id % 3
      where id in (select id from lawyers where not is_hidden order by id limit 10)
      returning id`.execute(db);
    const after = await veterans();
    expect(after.total).toBe(10);
    expect([...after.ids].sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.id).sort((a, b) => a - b),
    );
    await sql`update lawyers set experience = 5 where experience >= 66`.execute(db);
    expect((await veterans()).total).toBe(0);
  });

  it.skipIf(kind !== 'postgres')(
    'does not miss a transaction that commits after a later one was read',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const searchPath = (
        await sql<{ path: string }>`select current_setting('search_path') as path`.execute(db)
      ).rows[0]!.path;
      const slow = new pg.Client({
        connectionString: url.toString(),
        options: `-c search_path=${searchPath}`,
      });
      await slow.connect();
      try {
        const [first, second] = await sql<{ id: number }>`
          select id from lawyers where not is_hidden order by id limit 2`
          .execute(db)
          .then((result) => result.rows.map((row) => row.id));
        const verified = async (id: number) => {
          const index = await sync.current();
          const { ids } = index!.page({
            filters: { places: [], verifiedOnly: true, excludeIds: [] },
            sort: 'rating',
            offset: 0,
            limit: 5000,
            count: true,
          });
          return ids.includes(id);
        };
        await sql`update lawyers set is_verified = false, verification_status = 'unverified',
          licence_number = null, regulator = null, verified_at = null
          where id in (${first!}, ${second!})`.execute(db);
        expect(await verified(first!)).toBe(false);
        // The slow transaction writes first (its log row is numbered first) and commits last.
        await slow.query('begin');
        await slow.query(
          `update lawyers set is_verified = true, verification_status = 'verified',
             licence_number = 'L1', regulator = 'law-society-of-ontario', verified_at = now()
           where id = $1`,
          [first],
        );
        await sql`update lawyers set is_verified = true, verification_status = 'verified',
          licence_number = 'L2', regulator = 'law-society-of-ontario', verified_at = now()
          where id = ${second!}`.execute(db);
        expect(await verified(second!)).toBe(true);
        expect(await verified(first!)).toBe(false);
        await slow.query('commit');
        expect(await verified(first!)).toBe(true);
      } finally {
        await slow.end();
      }
    },
  );

  it('empties itself when the table is truncated (a reset of the directory)', async () => {
    const everyone = () =>
      sync.current().then((index) =>
        index!.page({
          filters: { places: [] },
          sort: 'rating',
          offset: 0,
          limit: 1,
          count: true,
        }),
      );
    expect((await everyone()).total).toBeGreaterThan(0);
    await resetDirectory({ db });
    expect(await everyone()).toEqual({ ids: [], total: 0 });
  });
});
