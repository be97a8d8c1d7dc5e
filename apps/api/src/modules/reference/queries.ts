import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';

/** Every taxonomy area with its number of visible lawyers, alphabetical. */
export async function listPracticeAreaCounts({ db }: { db: Kysely<Database> }) {
  const { rows } = await sql<{ slug: string; name: string; count: number }>`
    select pa.slug, pa.name, coalesce(c.count, 0)::int as count
    from practice_areas pa
    left join (
      select s.slug, count(*) as count
      from lawyers l cross join lateral unnest(l.practice_areas) as s(slug)
      where not l.is_hidden
      group by s.slug
    ) c on c.slug = pa.slug
    order by pa.name collate "C"
  `.execute(db);
  return rows;
}

/** The provinces and territories with their number of visible lawyers, alphabetical. */
export async function listProvinceCounts({ db }: { db: Kysely<Database> }) {
  return db
    .selectFrom('provinces as p')
    .leftJoin('lawyers as l', (join) =>
      join.onRef('l.province', '=', 'p.code').on('l.is_hidden', '=', false),
    )
    .select(['p.code', 'p.name', sql<number>`count(l.id)::int`.as('count')])
    .groupBy(['p.code', 'p.name'])
    .orderBy(sql`p.name collate "C"`)
    .execute();
}

/** Cities of one province that have visible lawyers, the busiest first. */
export async function listCityCounts({ db, province }: { db: Kysely<Database>; province: string }) {
  return db
    .selectFrom('lawyers as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .where('l.province', '=', province)
    .where('l.is_hidden', '=', false)
    .select(['c.name as city', sql<number>`count(*)::int`.as('count')])
    .groupBy(['c.id', 'c.name'])
    .orderBy('count', 'desc')
    .orderBy(sql`fold_text(c.name) collate "C"`)
    .execute();
}

/**
 * For every city of a province that has visible lawyers, each practice area they practise and how
 * many do, cities alphabetical (accents ignored), then areas by name.
 */
export async function listCityPracticeAreaCounts({
  db,
  province,
}: {
  db: Kysely<Database>;
  province: string;
}) {
  const { rows } = await sql<{ city: string; slug: string; name: string; count: number }>`
    select c.name as city, pa.slug, pa.name, count(*)::int as count
    from lawyers l
    join cities c on c.id = l.city_id
    cross join lateral unnest(l.practice_areas) as s(slug)
    join practice_areas pa on pa.slug = s.slug
    where l.province = ${province} and not l.is_hidden
    group by c.id, c.name, pa.slug, pa.name
    order by fold_text(c.name) collate "C", pa.name collate "C"
  `.execute(db);
  return rows;
}

export async function countDirectory({ db }: { db: Kysely<Database> }) {
  const { rows } = await sql<{
    lawyers: number;
    cities: number;
    provinces: number;
    practiceAreas: number;
    demo: boolean;
  }>`
    select
      (select count(*)::int from lawyers where not is_hidden) as lawyers,
      (select count(distinct city_id)::int from lawyers where not is_hidden) as cities,
      (select count(distinct province)::int from lawyers where not is_hidden) as provinces,
      -- Areas somebody listed practises, not the taxonomy's size: the figure every page shows.
      (select count(distinct s.slug)::int
         from lawyers l cross join lateral unnest(l.practice_areas) as s(slug)
        where not l.is_hidden) as "practiceAreas",
      exists (select 1 from lawyers where is_demo) as demo
  `.execute(db);
  const [counts] = rows;
  if (!counts) throw new Error('directory counts returned no row');
  return counts;
}
