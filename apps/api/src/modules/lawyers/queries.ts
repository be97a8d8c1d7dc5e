import { sql } from 'kysely';
import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  RawBuilder,
  Selectable,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';
import type { Database, LawyersTable } from '@cld/db/schema';
import type { LawyerSort } from '@cld/reference/lawyer-search';
import { ACCEPTING_CLIENTS_VALID_DAYS } from '@cld/reference/practice-details';
import { SEARCH_FILTERS, type SearchFilterValues } from '@cld/reference/search-filters';
import type { Viewer } from '../../http/viewer.ts';
import type { CityDistance } from './distance.ts';
import { hasOpenSlotWithin } from '../bookings/open-slots.ts';

/** One place condition: a lawyer matches when in any of the cities or any of the provinces. */
export interface PlaceFilter {
  cityIds: number[];
  provinces: string[];
}

/**
 * Filters already resolved against the reference tables (see directory-reference.ts): slugs, city ids
 * and province codes, so the planner sees the values themselves.
 */
export interface SearchFilters {
  /** Practice areas as their `practice_area_mask` bits (a bigint as a string); any-of. */
  practiceAreaMask?: string;
  /** Every place condition must hold. */
  places: PlaceFilter[];
  /** The cities within a distance search's radius (nearest first): the lawyer is in one of them. */
  centreCityIds?: number[];
  /** Languages as stored (canonical spelling); any-of. */
  languages?: string[];
  minExperience?: number;
  /** Only lawyers whose licence an administrator verified. */
  verifiedOnly?: boolean;
  /** The practice-detail filters (`@cld/reference/search-filters`), each list in its order. */
  details: SearchFilterValues;
  /** Free text already folded like `fold_text` (lower case, no accents). */
  search?: string;
  /** Lawyers left out (those a search already listed first). */
  excludeIds?: number[];
}

type Eb = ExpressionBuilder<Database & { l: Database['lawyers'] }, 'l'>;

function anyOf<T extends string | number>(
  eb: Eb,
  column: 'l.city_id' | 'l.province',
  values: T[],
): Expression<SqlBool> {
  // A single value as `=` keeps the index's sort order usable for the page.
  return values.length === 1
    ? eb(column, '=', values[0] as never)
    : sql<boolean>`${sql.ref(column)} = any(${values})`;
}

function matchesPlace(eb: Eb, { cityIds, provinces }: PlaceFilter): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [];
  if (cityIds.length) alternatives.push(anyOf(eb, 'l.city_id', cityIds));
  if (provinces.length) alternatives.push(anyOf(eb, 'l.province', provinces));
  return eb.or(alternatives);
}

/**
 * Free text as English words or as French words: the French bio is indexed through the French
 * dictionary (migration 0100), whose stems and stop words differ ("immobilières", "pour un").
 */
const searchQuery = (search: string) =>
  sql`(websearch_to_tsquery('english', ${search}) || websearch_to_tsquery('french', ${search}))`;

type Matching = SelectQueryBuilder<Database & { l: Database['lawyers'] }, 'l', object>;

const HIT_COLUMNS = [
  'l.id',
  'l.city_id',
  'l.rating_score',
  'l.review_count',
  'l.reply_median_seconds',
  'l.reply_within_day_share',
  'l.experience',
  'l.name_folded',
] as const;

/**
 * The three ways a lawyer matches free text, each its own index scan, with the part of the rank it
 * can give from the row or index entry it reads (`ranked` false: none, for the other sorts). The
 * trigram thresholds are session settings (packages/db/src/database.ts).
 */
type Branch = (matching: Matching, search: string, ranked: boolean) => Matching;

/** Words shorter than this find names by the full-text branch only (decision 017, speed). */
const MIN_FUZZY_NAME_WORD = 4;
const MAX_NAME_WORDS = 4;

/**
 * How many letters and digits a word has: pg_trgm makes trigrams of those only, so a word of
 * punctuation or emoji ("!!!...???", "😀😀😀😀") has none, and a trigram index cannot narrow a
 * similarity search for it: PostgreSQL then compares it with every name or firm (741 ms for the
 * names, 354 ms for the firms at 100,000 lawyers; decision 017, bad input).
 */
function lettersAndDigits(word: string): number {
  return word.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** Whether a text is worth the whole-firm similarity scan: several words, and a letter or digit. */
export function mayBeFirm(search: string): boolean {
  return /\s/.test(search.trim()) && lettersAndDigits(search) > 0;
}

/**
 * The words of a text that must each be close to a word of the lawyer's name for the name branch.
 * Each word on its own, not the whole text: "philippe babineau" as a whole is as close to every
 * Philippe as to "manpreet bains" is to "manpret bians", so a whole-text threshold either finds a
 * thousand Philippes (each a heap fetch) or loses the misspelt name. Short words ("de", "li",
 * "par") would find every name that starts with them; the full-text branch finds them exactly. A
 * text of more than MAX_NAME_WORDS long words is not looked for among the names.
 */
export function nameWords(search: string): string[] {
  const words = [
    ...new Set(search.split(/\s+/).filter((word) => lettersAndDigits(word) >= MIN_FUZZY_NAME_WORD)),
  ];
  // More long words than a name has is a sentence, not a name: each would cost an index scan.
  return words.length <= MAX_NAME_WORDS ? words : [];
}

const SEARCH_BRANCHES: Branch[] = [
  (matching, search, ranked) =>
    matching.where(sql<boolean>`l.search_vector @@ ${searchQuery(search)}`).select([
      ...HIT_COLUMNS,
      sql<number>`${ranked ? sql`ts_rank(l.search_vector, ${searchQuery(search)})` : sql`0`}::real`.as(
        'text_rank',
      ),
      // The firm's similarity below the firm threshold still tells "Vancouver Divorce Lawyers"
      // apart for "divorce vancouver"; the row is at hand, so it costs one similarity.
      sql<number>`${ranked ? sql`similarity(${search}::text, l.firm_folded)` : sql`0`}::real`.as(
        'similarity',
      ),
    ]),
  (matching, search, ranked) =>
    matching
      .where((eb) =>
        eb.and(nameWords(search).map((word) => sql<boolean>`${word}::text <% l.name_folded`)),
      )
      .select([
        ...HIT_COLUMNS,
        sql<number>`0::real`.as('text_rank'),
        sql<number>`${ranked ? sql`word_similarity(${search}::text, l.name_folded)` : sql`0`}::real`.as(
          'similarity',
        ),
      ]),
  // Whole-string similarity for firms: a word-level match would let "lawyer" find every "… Law".
  // Matched once per distinct firm (packages/db/src/migrations/0030-firm-names.ts).
  (matching, search) =>
    matching
      .innerJoin(
        sql<{ firm_folded: string; similarity: number }>`(
          select firm_folded, similarity(${search}::text, firm_folded) as similarity
          from lawyer_firm_names where ${search}::text % firm_folded)`.as('f'),
        (join) => join.onRef('f.firm_folded', '=', 'l.firm_folded'),
      )
      .where(sql<boolean>`l.firm_folded <> ''`)
      .select([
        ...HIT_COLUMNS,
        sql<number>`0::real`.as('text_rank'),
        sql<number>`f.similarity::real`.as('similarity'),
      ]),
];

/**
 * The branches a text needs. The whole-firm similarity scan (every firm sharing a trigram with the
 * text) is the slowest part of a search, and only finds misspelt firm names: the full-text branch
 * already finds firms' words (weight B) and ranks by the firm's similarity. So it runs only for texts
 * of several words (a single word is seldom half of a firm's name), and in findLawyers only when the
 * other two branches found nobody (decision 017).
 */
function branchesFor(search: string, firms: boolean) {
  const [text, name, firm] = SEARCH_BRANCHES as [Branch, Branch, Branch];
  return [
    text,
    ...(nameWords(search).length > 0 ? [name] : []),
    ...(firms && mayBeFirm(search) ? [firm] : []),
  ];
}

/** The relevance of one lawyer to free text: full-text rank plus the better of name and firm similarity. */
const exactRank = (search: string) => sql<number>`ts_rank(l.search_vector, ${searchQuery(search)})
  + greatest(word_similarity(${search}::text, l.name_folded),
             similarity(${search}::text, l.firm_folded))`;

/**
 * How many of the best matches by their index-time rank are ranked exactly (docs/decisions/006).
 * Fixed, not derived from the page, so every page cuts the same order.
 */
export const EXACTLY_RANKED = 60;

/**
 * The practice-detail filters as SQL, each as its registry entry says: a list is containment
 * (`column @> values`, served by a GIN index when the value is rare, migration 0121), a flag its
 * column's truth, its truth confirmed within the entry's days, or an open slot within its hours.
 */
export function detailConditions(details: SearchFilterValues): RawBuilder<boolean>[] {
  return SEARCH_FILTERS.flatMap((filter): RawBuilder<boolean>[] => {
    const value = details[filter.param];
    if (filter.kind === 'list') {
      const values = value as readonly string[] | undefined;
      return values?.length
        ? [sql<boolean>`${sql.ref(`l.${filter.column}`)} @> ${values}::text[]`]
        : [];
    }
    if (value !== true) return [];
    const test = filter.sql;
    if (test.test === 'open-slot') return [hasOpenSlotWithin(test.hours)];
    return test.test === 'true'
      ? [sql<boolean>`${sql.ref(`l.${test.column}`)}`]
      : [
          sql<boolean>`${sql.ref(`l.${test.column}`)} and ${sql.ref(`l.${test.confirmedColumn}`)} >= now() - make_interval(days => ${test.days})`,
        ];
  });
}

/**
 * Whether the filters' matches can change without a statement on `lawyers`: a flag tested against
 * the clock (a "yes" confirmed within days) or against the bookings (an open slot soon). Their
 * counts are never kept under the directory's version (decision 060).
 */
export function followsClockOrBookings(details: SearchFilterValues): boolean {
  return SEARCH_FILTERS.some(
    (filter) =>
      filter.kind === 'flag' && details[filter.param] === true && filter.sql.test !== 'true',
  );
}

/** Visibility lives in the query: hidden profiles never leave the database. */
function matchesFilters(eb: Eb, filters: SearchFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('l.is_hidden', '=', false)];
  if (filters.practiceAreaMask !== undefined) {
    conditions.push(sql<boolean>`l.practice_area_mask & ${filters.practiceAreaMask}::bigint <> 0`);
  }
  for (const place of filters.places) conditions.push(matchesPlace(eb, place));
  if (filters.centreCityIds) conditions.push(anyOf(eb, 'l.city_id', filters.centreCityIds));
  if (filters.languages?.length) {
    conditions.push(sql<boolean>`l.languages && ${filters.languages}::text[]`);
  }
  if (filters.minExperience !== undefined)
    conditions.push(eb('l.experience', '>=', filters.minExperience));
  if (filters.verifiedOnly) conditions.push(eb('l.is_verified', '=', true));
  conditions.push(...detailConditions(filters.details));
  if (filters.excludeIds?.length) {
    conditions.push(sql<boolean>`not (l.id = any(${filters.excludeIds}::int[]))`);
  }
  return eb.and(conditions);
}

interface Ordering {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * Every sort ends on the id, so equal lawyers keep one order from page to page. `from` names the
 * relation holding the sort columns (the lawyers, or the search's matches). Relevance without free
 * text is by rating; with it, findLawyers orders by rank.
 */
function orderingFor(sort: LawyerSort, from: 'l' | 'm'): Ordering[] {
  const column = (name: string) => sql.ref(`${from}.${name}`);
  // The Bayesian average of published reviews (modules/reviews/rating.ts), not the raw mean.
  const byRating: Ordering[] = [
    { expression: sql`${column('rating_score')}`, direction: 'desc' },
    { expression: sql`${column('review_count')}`, direction: 'desc' },
  ];
  // Measured responsiveness (modules/reviews/responsiveness.ts): no median sorts last.
  // Fastest to reply never puts first a lawyer who said they take no new clients (issue 37).
  const byReplies: Ordering[] = [
    { expression: notTakingClients(from), direction: 'asc' },
    { expression: sql`${column('reply_median_seconds')}`, direction: 'asc' },
    { expression: sql`${column('reply_within_day_share')}`, direction: 'desc' },
  ];
  const leading: Ordering[] =
    sort === 'experience'
      ? [{ expression: sql`${column('experience')}`, direction: 'desc' }, ...byRating]
      : // Nearest city first (`d`: the cities' distances, see nearestCities), best rated within it.
        sort === 'distance'
        ? [{ expression: sql`d.km`, direction: 'asc' }, ...byRating]
        : sort === 'name'
          ? [{ expression: sql`${column('name_folded')} collate "C"`, direction: 'asc' }]
          : sort === 'responsiveness'
            ? byReplies
            : byRating;
  return [...leading, { expression: sql`${column('id')}`, direction: 'asc' }];
}

/** Whether a lawyer said within `ACCEPTING_CLIENTS_VALID_DAYS` that they take no new clients. */
const notTakingClients = (from: string) => {
  const said = (l: string) =>
    sql`coalesce(not ${sql.ref(`${l}.accepting_clients`)} and ${sql.ref(`${l}.accepting_confirmed_at`)} >= now() - make_interval(days => ${ACCEPTING_CLIENTS_VALID_DAYS}), false)`;
  return from === 'l'
    ? said('l')
    : sql`(select ${said('a')} from lawyers a where a.id = ${sql.ref(`${from}.id`)})`;
};

const RECORD_COLUMNS = [
  'id',
  'name',
  'firm_name',
  'photo',
  'practice_areas',
  'city_id',
  'province',
  'address',
  'postal_code',
  'phone',
  'website',
  'linkedin',
  'experience',
  'hourly_rate',
  'fee_structure',
  'bio',
  'bio_fr',
  'specializations',
  'languages',
  'location_text',
  'free_consultation_minutes',
  'flat_fees',
  'fee_offers',
  'funding',
  'meeting_modes',
  'step_free_access',
  'office_hours',
  'accepting_clients',
  'accepting_confirmed_at',
  'rating',
  'review_count',
  'reply_median_seconds',
  'reply_within_day_share',
  'reply_sample',
  'is_verified',
  'is_demo',
  'licence_number',
  'regulator',
  'verified_at',
  'register_status',
  'register_date',
  'claimed_at',
  'created_at',
  'updated_at',
] as const;

type RecordColumn = (typeof RECORD_COLUMNS)[number];

/** A row as the search selects it; a `date` column may come back from pg as a Date. */
export type LawyerRecord = Omit<Pick<Selectable<LawyersTable>, RecordColumn>, 'register_date'> & {
  register_date: string | Date | null;
  /** Selected for signed-in viewers only (DESIGN §4). */
  email?: string;
};

/** A lawyer's email reaches signed-in viewers only: anonymous queries never select it. */
function recordColumns(viewer: Viewer | null): RawBuilder<unknown> {
  const columns = viewer ? [...RECORD_COLUMNS, 'email'] : RECORD_COLUMNS;
  return sql.join(columns.map((c) => sql.ref(`l.${c}`)));
}

export async function getLawyerById({
  db,
  id,
  viewer,
}: {
  db: Kysely<Database>;
  id: number;
  viewer: Viewer | null;
}): Promise<LawyerRecord | undefined> {
  const { rows } = await sql<LawyerRecord>`
    select ${recordColumns(viewer)} from lawyers l where l.id = ${id} and not l.is_hidden
  `.execute(db);
  return rows[0];
}

/** What one page of the directory asks for. */
export interface LawyerPageRequest {
  filters: SearchFilters;
  sort: LawyerSort;
  page: number;
  pageSize: number;
  viewer: Viewer | null;
  /** Rows from `offset`, at most `limit`, instead of the page. */
  window?: { offset: number; limit: number } | undefined;
  /** The cities within the radius with their distances, nearest first: needed by `sort=distance`. */
  distances?: readonly CityDistance[] | undefined;
}

/** The cities' distances as a relation `d(city_id, km)` the distance sort joins. */
const nearestCities = (distances: readonly CityDistance[], rows: number) =>
  sql`unnest(${distances.map((d) => d.id)}::int[], ${distances.map((d) => d.km)}::float8[],
    ${distances.map((d) => Math.min(d.rows ?? rows, rows))}::int[]) as d(city_id, km, n)`;

/**
 * One statement, one round trip: the total and the page's rows. Without a search, the page's ids come
 * from an ordered walk of a covering index that stops after one page, and the count is index-only
 * (or skipped when the caller already knows it). With a search, the matches of the three branches
 * are found once, materialised with their index-time rank, then counted and sorted; for relevance,
 * the best EXACTLY_RANKED of them are ranked exactly and lead (docs/decisions/006).
 */
export async function findLawyers({
  db,
  filters,
  sort,
  page,
  pageSize,
  viewer,
  knownTotal,
  window,
  distances,
}: LawyerPageRequest & {
  db: Kysely<Database>;
  knownTotal?: number;
}): Promise<{ lawyers: LawyerRecord[]; total: number }> {
  const matching = db.selectFrom('lawyers as l').where((eb) => matchesFilters(eb, filters));
  const offset = window?.offset ?? (page - 1) * pageSize;
  pageSize = window?.limit ?? pageSize;
  if (sort === 'distance' && !distances) throw new Error('A distance sort needs the distances');
  const byDistance =
    sort === 'distance' && distances ? nearestCities(distances, offset + pageSize) : undefined;
  const searchStatement = (search: string, firms: boolean) => {
    const ranked = sort === 'relevance';
    const hits = branchesFor(search, firms).map((branch) => branch(matching, search, ranked));
    const ordering = ranked
      ? sql`e.id is null, coalesce(e.rank, m.rank) desc, m.rating_score desc, m.review_count desc, m.id`
      : sql.join(orderingFor(sort, 'm').map((o) => sql`${o.expression} ${sql.raw(o.direction)}`));
    // The best matches by index-time rank, ranked again exactly (their vectors, names and firms).
    const exactlyRanked = sql`
      select l.id, ${exactRank(search)} as rank
      from (
        select m.id from matches m
        order by m.rank desc, m.rating_score desc, m.review_count desc, m.id
        limit ${EXACTLY_RANKED}
      ) c
      join lawyers l on l.id = c.id`;
    return sql<LawyerRecord & { total: number }>`
      with matches as materialized (
        select id, city_id, rating_score, review_count, reply_median_seconds,
          reply_within_day_share, experience, name_folded, max(text_rank) + max(similarity) as rank
        from (${sql.join(hits, sql` union all `)}) h
        group by id, city_id, rating_score, review_count, reply_median_seconds,
          reply_within_day_share, experience, name_folded
      )${ranked ? sql`, exact as materialized (${exactlyRanked})` : sql``}
      select t.total, ${recordColumns(viewer)}
      from (select count(*)::int as total from matches) t
      left join lateral unnest(array(
        select m.id from matches m
        ${ranked ? sql`left join exact e on e.id = m.id` : sql``}
        ${byDistance ? sql`join ${byDistance} on d.city_id = m.city_id` : sql``}
        order by ${ordering}
        limit ${pageSize} offset ${offset}
      )) with ordinality as p(id, position) on true
      left join lawyers l on l.id = p.id
      order by p.position`;
  };
  let statement: RawBuilder<LawyerRecord & { total: number }>;
  if (filters.search) {
    statement = searchStatement(filters.search, false);
  } else {
    let pageIds: Expression<unknown>;
    if (byDistance) {
      // City by city, nearest first: each city's best rated from the covering index on (city_id,
      // rating_score desc, review_count desc, id), stopping after the rows a page can need, so a
      // page reads at most a page's worth per city however many lawyers the radius holds.
      // The city is the lateral's own: the radius's list would only be checked again.
      let perCity = db
        .selectFrom('lawyers as l')
        .where((eb) => matchesFilters(eb, { ...filters, centreCityIds: undefined }))
        .select(['l.id', 'l.rating_score', 'l.review_count'])
        .where(sql<boolean>`l.city_id = d.city_id`)
        // The rows this city can give the page: its matches by the counts, when they are known.
        .limit(sql<number>`d.n`);
      for (const { expression, direction } of orderingFor('rating', 'l')) {
        perCity = perCity.orderBy(expression, direction);
      }
      const ordering = orderingFor('distance', 'l').map(
        (o) => sql`${o.expression} ${sql.raw(o.direction)}`,
      );
      pageIds = sql`select l.id from ${byDistance} cross join lateral (${perCity}) l
        order by ${sql.join(ordering)} limit ${pageSize} offset ${offset}`;
    } else {
      let byIndex = matching.select('l.id').limit(pageSize).offset(offset);
      for (const { expression, direction } of orderingFor(sort, 'l')) {
        byIndex = byIndex.orderBy(expression, direction);
      }
      pageIds = byIndex;
    }
    const total =
      knownTotal === undefined
        ? sql`(${matching.select(sql<number>`count(*)::int`.as('total'))})`
        : sql`(select ${knownTotal}::int as total)`;
    statement = sql`
      select t.total, ${recordColumns(viewer)}
      from ${total} t
      left join lateral unnest(array(${pageIds})) with ordinality as p(id, position) on true
      left join lawyers l on l.id = p.id
      order by p.position`;
  }
  let { rows } = await statement.execute(db);
  // Nobody by text or name: perhaps a misspelt firm.
  if (filters.search && (rows[0]?.total ?? 0) === 0 && mayBeFirm(filters.search)) {
    ({ rows } = await searchStatement(filters.search, true).execute(db));
  }
  const total = rows[0]?.total ?? 0;
  const lawyers = rows
    .filter((row) => row.id !== null)
    .map(({ total: _total, ...record }) => record);
  return { lawyers, total };
}

/**
 * The visible lawyers matching the filters, free text included, as a relation of their id, city,
 * languages and areas: what the suggestions and the language and area counts group.
 */
function matchingRelation(
  db: Kysely<Database>,
  filters: SearchFilters,
  firms = true,
): RawBuilder<unknown> {
  const matching = db.selectFrom('lawyers as l').where((eb) => matchesFilters(eb, filters));
  if (!filters.search) {
    return sql`(${matching.select(['l.id', 'l.city_id', 'l.languages', 'l.practice_areas'])})`;
  }
  const { search } = filters;
  const hits = branchesFor(search, firms).map((branch) => branch(matching, search, false));
  return sql`(
    select l.id, l.city_id, l.languages, l.practice_areas from lawyers l
    where l.id in (select h.id from (${sql.join(hits, sql` union all `)}) h))`;
}

/** How many matching lawyers each city has (cities without any are left out). */
export async function countByCity({
  db,
  filters,
}: {
  db: Kysely<Database>;
  filters: SearchFilters;
}): Promise<{ cityId: number; total: number }[]> {
  const { rows } = await sql<{ city_id: number; total: number }>`
    select m.city_id, count(*)::int as total from ${matchingRelation(db, filters)} m
    group by m.city_id`.execute(db);
  return rows.map((row) => ({ cityId: row.city_id, total: row.total }));
}

/**
 * How many matching lawyers hold each value of one of their lists (each language they speak, each
 * area they practise, by slug), most held first: a browse checkbox's count.
 */
export async function countEach({
  db,
  filters,
  list,
}: {
  db: Kysely<Database>;
  filters: SearchFilters;
  list: 'languages' | 'practice_areas';
}): Promise<{ name: string; count: number }[]> {
  const { rows } = await sql<{ name: string; count: number }>`
    select value as name, count(*)::int as count
    from ${matchingRelation(db, filters)} m cross join unnest(${sql.ref(`m.${list}`)}) as value
    group by value order by count desc, value`.execute(db);
  return rows;
}

/** A lawyer matching free text, with what ranks it (relevance, then rating). */
export interface RankedMatch {
  id: number;
  rank: number;
  ratingScore: number;
  reviewCount: number;
}

/**
 * Every lawyer matching the filters and free text, with their relevance (full-text rank plus the
 * better of name and firm similarity), at most `limit`: one statement for a search whose leftover
 * words only rank (service.ts), which then pages them in memory and reads the page's rows by id.
 */
export async function rankedMatches({
  db,
  filters,
  limit,
}: {
  db: Kysely<Database>;
  filters: SearchFilters & { search: string };
  limit: number;
}): Promise<RankedMatch[]> {
  const matching = db.selectFrom('lawyers as l').where((eb) => matchesFilters(eb, filters));
  const { search } = filters;
  const hits = branchesFor(search, false).map((branch) => branch(matching, search, true));
  const { rows } = await sql<{ id: number; rank: number; score: number; reviews: number }>`
    select id, (max(text_rank) + max(similarity))::float8 as rank, rating_score::float8 as score,
      review_count as reviews
    from (${sql.join(hits, sql` union all `)}) h
    group by id, rating_score, review_count
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    rank: row.rank,
    ratingScore: row.score,
    reviewCount: row.reviews,
  }));
}

/** The relevance order of ranked matches: rank, then the rating's order, then the id. */
export function byRelevance(a: RankedMatch, b: RankedMatch): number {
  return (
    b.rank - a.rank || b.ratingScore - a.ratingScore || b.reviewCount - a.reviewCount || a.id - b.id
  );
}

/** The visible lawyers of `ids`, in that order. */
export async function getLawyersByIds({
  db,
  ids,
  viewer,
}: {
  db: Kysely<Database>;
  ids: number[];
  viewer: Viewer | null;
}): Promise<LawyerRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<LawyerRecord>`
    select ${recordColumns(viewer)}
    from unnest(${ids}::int[]) with ordinality as p(id, position)
    join lawyers l on l.id = p.id and not l.is_hidden
    order by p.position`.execute(db);
  return rows;
}

/**
 * Whether the folded text is exactly a visible lawyer's name or a firm's: then it is searched as
 * a name, even when its words read as a place or an area ("Ashley Hamilton").
 */
export async function isNameOrFirm({
  db,
  folded,
}: {
  db: Kysely<Database>;
  folded: string;
}): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from lawyers l where l.name_folded collate "C" = ${folded} and not l.is_hidden
    ) or exists (
      select 1 from lawyer_firm_names f where f.firm_folded = ${folded}
    ) as found`.execute(db);
  return rows[0]?.found === true;
}

/** How many visible lawyers each city has (cities without any are left out): nearby cities. */
export async function countVisibleByCity({
  db,
}: {
  db: Kysely<Database>;
}): Promise<{ cityId: number; total: number }[]> {
  const { rows } = await sql<{ city_id: number; total: number }>`
    select city_id, count(*)::int as total from lawyers where not is_hidden
    group by city_id`.execute(db);
  return rows.map((row) => ({ cityId: row.city_id, total: row.total }));
}
