import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, FlatFee, VerificationStatus } from '@cld/db/schema';
import { FEE_OFFERS, type OfficeHours } from '@cld/reference/practice-details';

/** A profile as the form gives it, resolved to what the table stores. */
export interface ProfileValues {
  name: string;
  firmName: string | null;
  email: string;
  phone: string;
  practiceAreaSlug: string;
  /** The other practice areas, in the form's order, without the primary one. */
  otherPracticeAreaSlugs: string[];
  cityId: number;
  /** The "Location" as typed. */
  location: string;
  province: string;
  address: string;
  postalCode: string | null;
  experience: number;
  hourlyRate: number;
  /** In English and in French: at least one is present (migration 0100). */
  bio: string | null;
  bioFr: string | null;
  specializations: string[];
  languages: string[];
  feeStructure: string;
  website: string | null;
  linkedin: string | null;
  licenceNumber: string | null;
  regulator: string | null;
  freeConsultationMinutes: number | null;
  flatFees: FlatFee[];
  /** The offers stated as they are (limited scope, sliding scale, payment plans). */
  statedFeeOffers: string[];
  funding: string[];
  meetingModes: string[];
  stepFreeAccess: boolean | null;
  officeHours: OfficeHours;
  /** Null: not stated. */
  acceptingClients: boolean | null;
}

/**
 * When "accepting new clients" counts as confirmed: `now` when its owner saves it (they answered
 * the question), `unless-unchanged` when an administrator edits the profile (an unchanged answer
 * keeps the lawyer's own date; a changed one is confirmed now).
 */
export type AcceptingConfirmation = 'now' | 'unless-unchanged';

/** Every offer that applies: the stated ones and the two that follow from the details. */
export function feeOffersOf(values: ProfileValues): string[] {
  const offers = new Set(values.statedFeeOffers);
  if (values.freeConsultationMinutes !== null) offers.add('free-consultation');
  if (values.flatFees.length > 0) offers.add('flat-fees');
  return FEE_OFFERS.filter((offer) => offers.has(offer));
}

function acceptingConfirmedAt(values: ProfileValues, confirmation: AcceptingConfirmation) {
  if (values.acceptingClients === null) return null;
  if (confirmation === 'now') return sql<Date>`now()`;
  return sql<Date>`case when accepting_clients is not distinct from ${values.acceptingClients}
    then coalesce(accepting_confirmed_at, now()) else now() end`;
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

/** The form's values as the table's columns, the primary practice area first. */
export function columnsOf(values: ProfileValues, confirmation: AcceptingConfirmation = 'now') {
  return {
    practice_areas: [
      values.practiceAreaSlug,
      ...values.otherPracticeAreaSlugs.filter((slug) => slug !== values.practiceAreaSlug),
    ],
    location_text: values.location,
    free_consultation_minutes: values.freeConsultationMinutes,
    flat_fees: JSON.stringify(values.flatFees),
    fee_offers: feeOffersOf(values),
    funding: values.funding,
    meeting_modes: values.meetingModes,
    step_free_access: values.stepFreeAccess,
    office_hours: JSON.stringify(values.officeHours),
    accepting_clients: values.acceptingClients,
    accepting_confirmed_at: acceptingConfirmedAt(values, confirmation),
    name: values.name,
    firm_name: values.firmName,
    email: values.email,
    phone: values.phone,
    city_id: values.cityId,
    province: values.province,
    address: values.address,
    postal_code: values.postalCode,
    experience: values.experience,
    hourly_rate: values.hourlyRate,
    bio: values.bio,
    bio_fr: values.bioFr,
    specializations: values.specializations,
    languages: values.languages,
    fee_structure: values.feeStructure,
    website: values.website,
    linkedin: values.linkedin,
    licence_number: values.licenceNumber,
    regulator: values.regulator,
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
    })
    .execute();
}

/**
 * The columns the owner's and the administrator's views of a lawyer (`l`, joined to its city `c`)
 * both show: `ProfileRow` of modules/lawyers/lawyer-mapper.ts (with `practiceAreaNames()`) and the
 * e-mail.
 */
export const PROFILE_COLUMNS = [
  'l.id',
  'l.name',
  'l.firm_name',
  'l.practice_areas',
  'c.name as city',
  'l.province',
  'l.address',
  'l.postal_code',
  'l.phone',
  'l.email',
  'l.website',
  'l.linkedin',
  'l.experience',
  'l.hourly_rate',
  'l.fee_structure',
  'l.bio',
  'l.bio_fr',
  'l.specializations',
  'l.languages',
  'l.location_text',
  'l.free_consultation_minutes',
  'l.flat_fees',
  'l.fee_offers',
  'l.funding',
  'l.meeting_modes',
  'l.step_free_access',
  'l.office_hours',
  'l.accepting_clients',
  'l.accepting_confirmed_at',
  'l.created_at',
  'l.updated_at',
] as const;

/** The display names of a lawyer's (`l`) practice areas, in their order, the primary first. */
export function practiceAreaNames() {
  return sql<string[]>`array(
    select pa.name from unnest(l.practice_areas) with ordinality as s(slug, position)
    join practice_areas pa on pa.slug = s.slug order by s.position
  )`.as('practice_area_names');
}

/**
 * A new licence number or regulator on a pending or verified profile makes the check void: the
 * profile goes back to `unverified` (and off the public badge) until the lawyer asks again. Each
 * expression reads the row as it was before the update.
 */
function licenceChanged(values: ProfileValues) {
  return sql<boolean>`(licence_number is distinct from ${values.licenceNumber}::varchar
    or regulator is distinct from ${values.regulator}::varchar)
    and verification_status in ('pending', 'verified')`;
}

export function verificationResetColumns(values: ProfileValues) {
  const changed = licenceChanged(values);
  const unlessChanged = <T>(column: string) =>
    sql<T>`case when ${changed} then null else ${sql.ref(column)} end`;
  return {
    verification_status: sql<VerificationStatus>`case when ${changed} then 'unverified'
      else verification_status end`,
    is_verified: sql<boolean>`case when ${changed} then false else is_verified end`,
    verified_at: unlessChanged<Date>('verified_at'),
    verified_by: unlessChanged<number>('verified_by'),
    licence_class: unlessChanged<string>('licence_class'),
    verification_requested_at: unlessChanged<Date>('verification_requested_at'),
  };
}

/** The identity a verification checked, as stored: compared with the form before saving it. */
export async function lockIdentityOfOwner({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}) {
  return db
    .selectFrom('lawyers')
    .select([
      'id',
      'name',
      'firm_name',
      'province',
      'licence_number',
      'regulator',
      'verification_status',
    ])
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
}

/** What an identity change does to the verification columns: back to the queue, badge off. */
export function reverificationColumns(status: 'pending' | 'unverified') {
  return {
    verification_status: status,
    is_verified: false,
    verified_at: null,
    verified_by: null,
    licence_class: null,
    rejection_reason: null,
    verification_requested_at: status === 'pending' ? sql<Date>`now()` : null,
  };
}

/**
 * Updates only the owner's row (ownership in the `where`). With
 * `reverify`, the verification starts over (the caller found an identity field changed).
 * Answers whether a row was updated.
 */
export async function updateProfileOfOwner({
  db,
  ownerId,
  values,
  reverify,
}: {
  db: Kysely<Database>;
  ownerId: number;
  values: ProfileValues;
  reverify?: 'pending' | 'unverified' | undefined;
}): Promise<boolean> {
  const result = await db
    .updateTable('lawyers')
    .set({
      ...(reverify ? reverificationColumns(reverify) : {}),
      ...columnsOf(values),
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
      ...PROFILE_COLUMNS,
      'l.photo',
      'l.rating',
      'l.review_count',
      'l.reply_median_seconds',
      'l.reply_within_day_share',
      'l.reply_sample',
      'l.is_verified',
      'l.is_demo',
      'l.licence_number',
      'l.regulator',
      'l.verification_status',
      'l.verification_requested_at',
      'l.verified_at',
      'l.rejection_reason',
    ])
    .select(practiceAreaNames())
    .where('l.owner_id', '=', ownerId)
    .executeTakeFirst();
}

export type ProfileRecord = NonNullable<Awaited<ReturnType<typeof findProfileOfOwner>>>;

/**
 * Puts the owner's profile in the verification queue, only from `unverified` or `rejected` (the
 * status in the `where`, so two requests at once queue it once). Answers whether it was queued.
 */
export async function queueVerificationOfOwner({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<boolean> {
  const result = await db
    .updateTable('lawyers')
    .set({
      verification_status: 'pending',
      verification_requested_at: sql<Date>`now()`,
      rejection_reason: null,
      updated_at: sql<Date>`now()`,
    })
    .where('owner_id', '=', ownerId)
    .where('verification_status', 'in', ['unverified', 'rejected'])
    .where('licence_number', 'is not', null)
    .where('regulator', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
