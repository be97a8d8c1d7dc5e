import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';

export type LawyerSort = 'relevance' | 'rating' | 'experience' | 'name';

export interface LawyerFilters {
  /** Practice-area names or slugs; any-of. */
  practiceAreas?: string[];
  /** A city or a province (code, English or French name); "City, PR" narrows to both. */
  location?: string;
  city?: string;
  province?: string;
  search?: string;
  minExperience?: number;
  /** Languages as stored (canonical spelling); any-of. */
  languages?: string[];
}

/**
 * Trigram thresholds. Names by word similarity: "Jonh Smiht" scores about 0.36 against "John Smith",
 * below the extension's default of 0.6. Firms by whole-string similarity, so a misspelt firm name
 * matches but a generic word does not.
 */
const NAME_SIMILARITY_THRESHOLD = '0.3';
const FIRM_SIMILARITY_THRESHOLD = '0.5';

type Eb = ExpressionBuilder<Database & { l: Database['lawyers'] }, 'l'>;

function matchesCity(eb: Eb, city: string): Expression<SqlBool> {
  return eb(
    'l.city_id',
    'in',
    eb
      .selectFrom('cities')
      .select('cities.id')
      .where(sql<boolean>`fold_text(cities.name) = fold_text(${city})`),
  );
}

function matchesProvince(eb: Eb, province: string): Expression<SqlBool> {
  return eb(
    'l.province',
    'in',
    eb
      .selectFrom('provinces')
      .select('provinces.code')
      .where(
        sql<boolean>`provinces.code = upper(${province})
          or fold_text(provinces.name) = fold_text(${province})
          or fold_text(provinces.name_fr) = fold_text(${province})`,
      ),
  );
}

function matchesLocation(eb: Eb, location: string): Expression<SqlBool> {
  const [place, region] = location.split(',').map((part) => part.trim());
  if (place && region) return eb.and([matchesCity(eb, place), matchesProvince(eb, region)]);
  return eb.or([matchesCity(eb, location), matchesProvince(eb, location)]);
}

const searchQuery = (search: string) => sql`websearch_to_tsquery('english', fold_text(${search}))`;

function matchesSearch(eb: Eb, search: string): Expression<SqlBool> {
  return eb.or([
    sql<boolean>`l.search_vector @@ ${searchQuery(search)}`,
    sql<boolean>`fold_text(${search}) <% l.name_folded`,
    // Whole-string similarity for firms: a word-level match would let "lawyer" find every "… Law".
    sql<boolean>`fold_text(${search}) % l.firm_folded`,
  ]);
}

/** Visibility lives in the query: hidden profiles never leave the database. */
function matchesFilters(eb: Eb, filters: LawyerFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('l.is_hidden', '=', false)];
  if (filters.practiceAreas?.length) {
    const folded = filters.practiceAreas.map((a) => a.trim().toLowerCase());
    conditions.push(
      sql<boolean>`l.practice_areas && array(
        select pa.slug from practice_areas pa
        where pa.slug = any(${folded}::text[]) or lower(pa.name) = any(${folded}::text[])
      )::varchar(64)[]`,
    );
  }
  if (filters.location) conditions.push(matchesLocation(eb, filters.location));
  if (filters.city) conditions.push(matchesCity(eb, filters.city));
  if (filters.province) conditions.push(matchesProvince(eb, filters.province));
  if (filters.languages?.length) {
    conditions.push(sql<boolean>`l.languages && ${filters.languages}::text[]`);
  }
  if (filters.minExperience !== undefined)
    conditions.push(eb('l.experience', '>=', filters.minExperience));
  if (filters.search) conditions.push(matchesSearch(eb, filters.search));
  return eb.and(conditions);
}

interface Ordering {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/** Every sort ends on the id, so equal lawyers keep one order from page to page. */
function orderingFor(sort: LawyerSort, search: string | undefined): Ordering[] {
  const byRating: Ordering[] = [
    { expression: sql`l.rating`, direction: 'desc' },
    { expression: sql`l.review_count`, direction: 'desc' },
  ];
  const leading: Ordering[] =
    sort === 'relevance' && search
      ? [
          {
            expression: sql`ts_rank(l.search_vector, ${searchQuery(search)})
              + greatest(word_similarity(fold_text(${search}), l.name_folded),
                         similarity(fold_text(${search}), l.firm_folded))`,
            direction: 'desc',
          },
          ...byRating,
        ]
      : sort === 'experience'
        ? [{ expression: sql`l.experience`, direction: 'desc' }, ...byRating]
        : sort === 'name'
          ? [{ expression: sql`l.name_folded collate "C"`, direction: 'asc' }]
          : byRating;
  return [...leading, { expression: sql`l.id`, direction: 'asc' }];
}

function selectLawyers(db: Kysely<Database>, viewer: Viewer | null) {
  return (
    db
      .selectFrom('lawyers as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select([
        'l.id',
        'l.name',
        'l.firm_name',
        'l.photo',
        'l.practice_areas',
        'c.name as city',
        'l.province',
        'l.address',
        'l.phone',
        'l.website',
        'l.linkedin',
        'l.experience',
        'l.hourly_rate',
        'l.fee_structure',
        'l.bio',
        'l.specializations',
        'l.languages',
        'l.rating',
        'l.review_count',
        'l.is_verified',
        'l.created_at',
        'l.updated_at',
      ])
      .select(
        sql<string[]>`array(
        select pa.name from unnest(l.practice_areas) with ordinality as s(slug, position)
        join practice_areas pa on pa.slug = s.slug order by s.position
      )`.as('practice_area_names'),
      )
      // A lawyer's email reaches signed-in viewers only (DESIGN §4): anonymous queries never select it.
      .$if(viewer !== null, (qb) => qb.select('l.email'))
  );
}

export type LawyerRecord = Awaited<
  ReturnType<ReturnType<typeof selectLawyers>['executeTakeFirstOrThrow']>
> & {
  email?: string;
};

export async function getLawyerById({
  db,
  id,
  viewer,
}: {
  db: Kysely<Database>;
  id: number;
  viewer: Viewer | null;
}): Promise<LawyerRecord | undefined> {
  return selectLawyers(db, viewer)
    .where((eb) => eb.and([eb('l.id', '=', id), eb('l.is_hidden', '=', false)]))
    .executeTakeFirst();
}

export async function findLawyers({
  db,
  filters,
  sort,
  page,
  pageSize,
  viewer,
}: {
  db: Kysely<Database>;
  filters: LawyerFilters;
  sort: LawyerSort;
  page: number;
  pageSize: number;
  viewer: Viewer | null;
}): Promise<{ lawyers: LawyerRecord[]; total: number }> {
  const ordering = orderingFor(sort, filters.search);
  const run = async (conn: Kysely<Database>) => {
    const { total } = await conn
      .selectFrom('lawyers as l')
      .where((eb) => matchesFilters(eb, filters))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    // Find the page's ids first, then build only those rows: with a deep offset, computing the
    // select list (practice-area names, the city) for every skipped row is most of the work.
    let pageIds = conn
      .selectFrom('lawyers as l')
      .select('l.id')
      .where((eb) => matchesFilters(eb, filters))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    let query = selectLawyers(conn, viewer);
    for (const { expression, direction } of ordering) {
      pageIds = pageIds.orderBy(expression, direction);
      query = query.orderBy(expression, direction);
    }
    const lawyers = await query.where('l.id', 'in', pageIds).execute();
    return { lawyers, total };
  };
  if (!filters.search) return run(db);
  // Both are session settings; `set_config(…, true)` confines them to this transaction. With the
  // default random_page_cost (4, tuned for spinning disks) the planner prefers scanning every row
  // and computing similarities over the trigram index, ten times slower here.
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY_THRESHOLD}, true),
      set_config('pg_trgm.similarity_threshold', ${FIRM_SIMILARITY_THRESHOLD}, true),
      set_config('random_page_cost', '1.1', true)`.execute(trx);
    return run(trx);
  });
}
