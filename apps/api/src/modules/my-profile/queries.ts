import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A profile as the form gives it, resolved to what the table stores. */
export interface ProfileValues {
  name: string;
  firmName: string | null;
  email: string;
  phone: string;
  practiceAreaSlug: string;
  cityId: number;
  province: string;
  address: string;
  experience: number;
  hourlyRate: number;
  bio: string;
  specializations: string[];
  languages: string[];
  feeStructure: string;
  website: string | null;
  linkedin: string | null;
}

/** The city of that name (accents and case ignored) in that province, the exact spelling first. */
export async function findCityId({
  db,
  city,
  province,
}: {
  db: Kysely<Database>;
  city: string;
  province: string;
}): Promise<number | undefined> {
  const row = await db
    .selectFrom('cities')
    .select('id')
    .where('province', '=', province)
    .where(sql<boolean>`fold_text(name) = fold_text(${city})`)
    .orderBy(sql`name = ${city}`, 'desc')
    .orderBy('population', (ob) => ob.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

function columnsOf(values: ProfileValues) {
  return {
    name: values.name,
    firm_name: values.firmName,
    email: values.email,
    phone: values.phone,
    city_id: values.cityId,
    province: values.province,
    address: values.address,
    experience: values.experience,
    hourly_rate: values.hourlyRate,
    bio: values.bio,
    specializations: values.specializations,
    languages: values.languages,
    fee_structure: values.feeStructure,
    website: values.website,
    linkedin: values.linkedin,
  };
}

/** Inserts the owner's profile; the unique `owner_id` makes a second one fail (23505). */
export async function insertProfile({
  db,
  ownerId,
  values,
}: {
  db: Kysely<Database>;
  ownerId: number;
  values: ProfileValues;
}): Promise<void> {
  await db
    .insertInto('lawyers')
    .values({
      ...columnsOf(values),
      owner_id: ownerId,
      practice_areas: [values.practiceAreaSlug],
    })
    .execute();
}

/**
 * Updates only the owner's row (ownership in the `where`). The chosen area replaces the primary
 * one; secondary areas the profile already lists (the form shows one) stay behind it. Answers
 * whether a row was updated.
 */
export async function updateProfileOfOwner({
  db,
  ownerId,
  values,
}: {
  db: Kysely<Database>;
  ownerId: number;
  values: ProfileValues;
}): Promise<boolean> {
  const result = await db
    .updateTable('lawyers')
    .set({
      ...columnsOf(values),
      practice_areas: sql<string[]>`array_prepend(
        ${values.practiceAreaSlug}::varchar(64),
        array_remove(practice_areas[2:], ${values.practiceAreaSlug}::varchar(64))
      )`,
      updated_at: sql<Date>`now()`,
    })
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The owner's profile, hidden or not: its owner always sees it, with the e-mail. */
export async function findProfileOfOwner({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}) {
  return db
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
      'l.email',
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
    .where('l.owner_id', '=', ownerId)
    .executeTakeFirst();
}

export type ProfileRecord = NonNullable<Awaited<ReturnType<typeof findProfileOfOwner>>>;
