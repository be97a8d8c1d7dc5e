import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { InquiryKind } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';

/** Bounded: a space shows a person's requests, not an archive. */
const SPACE_LIMIT = 200;

/**
 * The requests that belong to the account (decision 039): sent while it was signed in, or sent
 * from its e-mail when that e-mail is verified (joined on read, `lower(email)`, so requests sent
 * before registering show up once the address is proven). Anonymised requests are gone for everyone.
 * The request table is aliased `r`.
 */
function ownedBy(userId: number) {
  return sql<boolean>`r.anonymised_at is null and (
    r.sender_user_id = ${userId}
    or lower(r.email) in (
      select lower(u.email) from users u where u.id = ${userId} and u.is_verified
    )
  )`;
}

const noText = sql<string | null>`null::varchar`;

const COLUMNS = [
  'r.id',
  'r.name',
  'r.email',
  'r.legal_issue',
  'r.message',
  'r.is_read',
  'r.answered_at',
  'r.created_at',
  'l.id as lawyer_id',
  'l.name as lawyer_name',
  'l.is_hidden as lawyer_hidden',
] as const;

function contactRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('contact_requests as r')
    .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
    .select([
      sql<InquiryKind>`'contact'`.as('kind'),
      ...COLUMNS,
      noText.as('preferred_date'),
      noText.as('preferred_time'),
      noText.as('consultation_type'),
    ])
    .where(ownedBy(userId));
}

function consultationRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('consultation_requests as r')
    .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
    .select([
      sql<InquiryKind>`'consultation'`.as('kind'),
      ...COLUMNS,
      sql<string | null>`r.preferred_date`.as('preferred_date'),
      sql<string | null>`r.preferred_time`.as('preferred_time'),
      sql<string | null>`r.consultation_type`.as('consultation_type'),
    ])
    .where(ownedBy(userId));
}

/** The account's requests of both kinds, newest first. */
export async function findSentRequests({ db, userId }: { db: Kysely<Database>; userId: number }) {
  return contactRows(db, userId)
    .unionAll(consultationRows(db, userId))
    .orderBy('created_at', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .limit(SPACE_LIMIT)
    .execute();
}

export type SentRequestRow = Awaited<ReturnType<typeof findSentRequests>>[number];

/** One of the account's requests; undefined when it is not theirs. */
export async function findSentRequest({
  db,
  userId,
  kind,
  id,
}: {
  db: Kysely<Database>;
  userId: number;
  kind: InquiryKind;
  id: number;
}): Promise<SentRequestRow | undefined> {
  const rows = kind === 'contact' ? contactRows(db, userId) : consultationRows(db, userId);
  return rows.where('r.id', '=', id).executeTakeFirst();
}

const REQUEST_TABLES = {
  contact: 'contact_requests',
  consultation: 'consultation_requests',
} as const;

/** Locks the request for an answer (one at a time, so the inbox's "new" is set once per answer). */
export async function lockRequest({
  db,
  kind,
  id,
}: {
  db: Kysely<Database>;
  kind: InquiryKind;
  id: number;
}): Promise<void> {
  await db.selectFrom(REQUEST_TABLES[kind]).select('id').where('id', '=', id).forUpdate().execute();
}

/** The sender answered: the request shows as new in the lawyer's inbox again. */
export async function markUnreadForLawyer({
  db,
  kind,
  id,
}: {
  db: Kysely<Database>;
  kind: InquiryKind;
  id: number;
}): Promise<void> {
  await db.updateTable(REQUEST_TABLES[kind]).set({ is_read: false }).where('id', '=', id).execute();
}

/**
 * The account's bookings (decision 039): booked while signed in, or from its verified e-mail,
 * upcoming first (soonest first), then past ones (latest first); held ones while they last.
 */
export async function findBookings({ db, userId }: { db: Kysely<Database>; userId: number }) {
  return (
    db
      .selectFrom('bookings as b')
      .innerJoin('lawyers as l', 'l.id', 'b.lawyer_id')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select([
        'b.id',
        'b.starts_at',
        'b.ends_at',
        'b.meeting_mode',
        'b.status',
        'b.cancelled_by',
        'b.created_at',
        'b.visitor_time_zone',
        'l.id as lawyer_id',
        'l.name as lawyer_name',
        'l.is_hidden as lawyer_hidden',
        // Where and on which clock the consultation is (issue 37).
        'l.address as lawyer_address',
        'l.postal_code as lawyer_postal_code',
        'l.province as lawyer_province',
        'c.name as lawyer_city',
      ])
      .where(
        sql<boolean>`(b.user_id = ${userId} or lower(b.email) in (
        select lower(u.email) from users u where u.id = ${userId} and u.is_verified
      ))`,
      )
      // A hold not confirmed in time is as good as gone (issue 38 item 5, decision 037).
      .where((eb) =>
        eb.or([eb('b.status', '<>', 'held'), eb('b.hold_expires_at', '>', new Date())]),
      )
      .orderBy(sql`b.ends_at < now()`)
      .orderBy(sql`case when b.ends_at < now() then null else b.starts_at end`)
      .orderBy('b.starts_at', 'desc')
      .limit(SPACE_LIMIT)
      .execute()
  );
}

/** The account's saved lawyers still listed, newest first. */
export async function findSavedLawyers({ db, userId }: { db: Kysely<Database>; userId: number }) {
  return db
    .selectFrom('saved_lawyers as s')
    .innerJoin('lawyers as l', 'l.id', 's.lawyer_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .select([
      's.lawyer_id',
      's.created_at',
      'l.name',
      'l.firm_name',
      'l.province',
      'c.name as city',
    ])
    .where('s.user_id', '=', userId)
    .where('l.is_hidden', '=', false)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.lawyer_id', 'desc')
    .limit(SPACE_LIMIT)
    .execute();
}

/** Saves a listed lawyer; answers false when there is no such listed lawyer. Saving twice is harmless. */
export async function saveLawyer({
  db,
  userId,
  lawyerId,
}: {
  db: Kysely<Database>;
  userId: number;
  lawyerId: number;
}): Promise<boolean> {
  const lawyer = await db
    .selectFrom('lawyers')
    .select('id')
    .where('id', '=', lawyerId)
    .where('is_hidden', '=', false)
    .executeTakeFirst();
  if (!lawyer) return false;
  await db
    .insertInto('saved_lawyers')
    .values({ user_id: userId, lawyer_id: lawyerId })
    .onConflict((oc) => oc.columns(['user_id', 'lawyer_id']).doNothing())
    .execute();
  return true;
}

export async function unsaveLawyer({
  db,
  userId,
  lawyerId,
}: {
  db: Kysely<Database>;
  userId: number;
  lawyerId: number;
}): Promise<void> {
  await db
    .deleteFrom('saved_lawyers')
    .where('user_id', '=', userId)
    .where('lawyer_id', '=', lawyerId)
    .execute();
}
