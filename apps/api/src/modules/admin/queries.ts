import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { VerificationStatus } from '@cld/contract/my-profile';
import type { Database } from '../../db/schema.ts';

/** Everything an administrator sees of a lawyer, hidden or not, in one row. */
function adminLawyerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('lawyers as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .leftJoin('users as o', 'o.id', 'l.owner_id')
    .leftJoin('users as v', 'v.id', 'l.verified_by')
    .select([
      'l.id',
      'l.owner_id',
      'o.email as owner_email',
      'l.name',
      'l.firm_name',
      'l.email',
      'l.phone',
      'l.practice_areas',
      'c.name as city',
      'l.province',
      'l.address',
      'l.experience',
      'l.hourly_rate',
      'l.fee_structure',
      'l.bio',
      'l.specializations',
      'l.languages',
      'l.website',
      'l.linkedin',
      'l.is_hidden',
      'l.hidden_reason',
      'l.verification_status',
      'l.licence_number',
      'l.regulator',
      'l.licence_class',
      'l.verification_notes',
      'l.rejection_reason',
      'l.verification_requested_at',
      'l.verified_at',
      'v.email as verified_by_email',
      'l.created_at',
      'l.updated_at',
    ])
    .select(
      sql<string[]>`array(
        select pa.name from unnest(l.practice_areas) with ordinality as s(slug, position)
        join practice_areas pa on pa.slug = s.slug order by s.position
      )`.as('practice_area_names'),
    );
}

export type AdminLawyerRecord = NonNullable<Awaited<ReturnType<typeof findAdminLawyer>>>;

export async function findAdminLawyer({ db, id }: { db: Kysely<Database>; id: number }) {
  return adminLawyerQuery(db).where('l.id', '=', id).executeTakeFirst();
}

export interface AdminLawyerFilters {
  search?: string | undefined;
  visibility?: 'all' | 'visible' | 'hidden';
  verification?: VerificationStatus | undefined;
}

/** The moderation list and the verification queue: filters, then a page and the total. */
export async function listAdminLawyers({
  db,
  filters,
  order,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  filters: AdminLawyerFilters;
  order: 'queue' | 'recent' | 'name';
  page: number;
  pageSize: number;
}): Promise<{ lawyers: AdminLawyerRecord[]; total: number }> {
  let query = adminLawyerQuery(db);
  let count = db.selectFrom('lawyers as l');
  const apply = <Q extends typeof count | typeof query>(q: Q): Q => {
    let result = q as typeof count;
    if (filters.visibility === 'visible') result = result.where('l.is_hidden', '=', false);
    if (filters.visibility === 'hidden') result = result.where('l.is_hidden', '=', true);
    if (filters.verification) {
      result = result.where('l.verification_status', '=', filters.verification);
    }
    if (filters.search) {
      const needle = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
      result = result.where((eb) =>
        eb.or([
          eb('l.name', 'ilike', needle),
          eb('l.firm_name', 'ilike', needle),
          eb('l.email', 'ilike', needle),
        ]),
      );
    }
    return result as Q;
  };
  query = apply(query);
  count = apply(count);
  const ordered =
    order === 'queue'
      ? query.orderBy('l.verification_requested_at', 'asc').orderBy('l.id', 'asc')
      : order === 'recent'
        ? query.orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc')
        : query.orderBy('l.name', 'asc').orderBy('l.id', 'asc');
  const [lawyers, total] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { lawyers, total: total.total };
}

/** Every lawyer after `afterId` in id order (keyset paging: each page is one index range scan). */
export async function exportAdminLawyers({
  db,
  afterId,
  limit,
}: {
  db: Kysely<Database>;
  afterId: number;
  limit: number;
}) {
  const [lawyers, total] = await Promise.all([
    adminLawyerQuery(db).where('l.id', '>', afterId).orderBy('l.id').limit(limit).execute(),
    db
      .selectFrom('lawyers')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { lawyers, total: total.total };
}
