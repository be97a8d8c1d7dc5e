import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { cancellation } from '../bookings/service.ts';

/**
 * The privacy module's reads and writes (personal-data.ts decides what to export, anonymise and
 * delete; these statements do it).
 */

type Row = Record<string, unknown>;

const same = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

/** A case-insensitive "contains" that treats the needle literally (no LIKE wildcards). */
const mentions = (column: string, needle: string) =>
  sql<boolean>`strpos(lower(${sql.ref(column)}), lower(${needle})) > 0`;

const now = () => sql<Date>`now()`;
const monthsAgo = (months: number) => sql<Date>`now() - make_interval(months => ${months})`;
const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/** A request's sender replaced by `name` and `address`: the record stays, without who sent it. */
const anonymousRequest = (name: string, address: string) => ({
  name,
  email: address,
  phone: '',
  anonymised_at: now(),
});
const anonymousMessage = (name: string, address: string) => ({
  sender_name: name,
  sender_email: address,
  sender_phone: '',
  anonymised_at: now(),
});

/** Everything held about an account, as stored; undefined for an unknown account. */
export async function readPersonalData({ db, userId }: { db: Kysely<Database>; userId: number }) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const email = user.email;
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const profile = await db
    .selectFrom('lawyers')
    .selectAll()
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  const lawyerId = profile?.id ?? -1;
  const repliesTo = (column: 'contact_request_id' | 'consultation_request_id' | 'message_id') =>
    sql<Row[]>`coalesce((select json_agg(json_build_object(
        'content', r.content, 'createdAt', r.created_at, 'fromClient', r.from_client)
        order by r.created_at)
      from message_replies r where r.${sql.ref(column)} = t.id), '[]'::json)`.as('replies');

  const [contactsIn, consultationsIn, messagesIn] = await Promise.all([
    db
      .selectFrom('contact_requests as t')
      .selectAll('t')
      .select(repliesTo('contact_request_id'))
      .where('t.lawyer_id', '=', lawyerId)
      .execute(),
    db
      .selectFrom('consultation_requests as t')
      .selectAll('t')
      .select(repliesTo('consultation_request_id'))
      .where('t.lawyer_id', '=', lawyerId)
      .execute(),
    db
      .selectFrom('messages as t')
      .selectAll('t')
      .select(repliesTo('message_id'))
      .where((eb) => eb.or([eb('t.lawyer_id', '=', lawyerId), eb('t.recipient_id', '=', userId)]))
      .execute(),
  ]);
  const [contactsOut, consultationsOut, messagesOut, siteMessages] = await Promise.all([
    db
      .selectFrom('contact_requests as t')
      .selectAll('t')
      .select(repliesTo('contact_request_id'))
      .where((eb) => eb.or([same('email', email), eb('t.sender_user_id', '=', userId)]))
      .where('t.lawyer_id', '<>', lawyerId)
      .execute(),
    db
      .selectFrom('consultation_requests as t')
      .selectAll('t')
      .select(repliesTo('consultation_request_id'))
      .where((eb) => eb.or([same('email', email), eb('t.sender_user_id', '=', userId)]))
      .where('t.lawyer_id', '<>', lawyerId)
      .execute(),
    db
      .selectFrom('messages')
      .selectAll()
      .where((eb) => eb.or([eb('sender_id', '=', userId), same('sender_email', email)]))
      .execute(),
    db.selectFrom('site_contact_messages').selectAll().where(same('email', email)).execute(),
  ]);
  // Bookings (decision 037): those the account made, by account or e-mail, and those its profile
  // received, with the profile's booking hours.
  const [bookingsMade, bookingsReceived, bookingAvailability] = await Promise.all([
    db
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), same('email', email)]))
      .where('lawyer_id', '<>', lawyerId)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('bookings')
      .selectAll()
      .where('lawyer_id', '=', lawyerId)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('booking_availability')
      .selectAll()
      .where('lawyer_id', '=', lawyerId)
      .executeTakeFirst(),
  ]);
  // The hearts (decision 039): which lawyers, and when.
  const savedLawyers = await db
    .selectFrom('saved_lawyers as s')
    .innerJoin('lawyers as l', 'l.id', 's.lawyer_id')
    .select(['s.lawyer_id', 'l.name', 's.created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .execute();
  const auditTrail = await db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'target_type', 'target_id', 'details', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', String(userId))]),
        eb.and([eb('target_type', '=', 'lawyer'), eb('target_id', '=', String(lawyerId))]),
      ]),
    )
    .orderBy('created_at')
    .execute();

  return {
    user,
    sessions,
    profile,
    contactsIn,
    consultationsIn,
    messagesIn,
    contactsOut,
    consultationsOut,
    messagesOut,
    siteMessages,
    bookingsMade,
    bookingsReceived,
    bookingAvailability,
    savedLawyers,
    auditTrail,
  };
}

/** The account, locked for the deletion; undefined when there is none. */
export async function lockAccount({ db, userId }: { db: Kysely<Database>; userId: number }) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks every administrator row (two admins deleting each other cannot both succeed). */
export async function lockAdministrators({ db }: { db: Kysely<Database> }) {
  return db.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
}

export async function findOwnedProfiles({ db, userId }: { db: Kysely<Database>; userId: number }) {
  return db
    .selectFrom('lawyers')
    .select(['id', 'email', 'name', 'phone'])
    .where('owner_id', '=', userId)
    .execute();
}

/**
 * What an account sent to other lawyers (requests and messages from one of its addresses, not to
 * its own profiles): the records stay, without who sent them. Returns how many were anonymised.
 */
export async function anonymiseSentRequests({
  db,
  userId,
  addresses,
  ownProfileIds,
  name,
  placeholder,
}: {
  db: Kysely<Database>;
  userId: number;
  addresses: string[];
  ownProfileIds: number[];
  name: string;
  placeholder: string;
}): Promise<number> {
  const notOwn = ownProfileIds.length ? ownProfileIds : [-1];
  let anonymised = 0;
  for (const table of ['contact_requests', 'consultation_requests'] as const) {
    const result = await db
      .updateTable(table)
      .set(anonymousRequest(name, placeholder))
      .where((eb) => eb.or(addresses.map((address) => same('email', address))))
      .where('lawyer_id', 'not in', notOwn)
      .executeTakeFirst();
    anonymised += Number(result.numUpdatedRows);
  }
  const sentMessages = await db
    .updateTable('messages')
    .set(anonymousMessage(name, placeholder))
    .where((eb) =>
      eb.or([
        eb('sender_id', '=', userId),
        ...addresses.map((address) => same('sender_email', address)),
      ]),
    )
    .where('lawyer_id', 'not in', notOwn)
    .executeTakeFirst();
  return anonymised + Number(sentMessages.numUpdatedRows);
}

/** Who booked, as a booking keeps it once the booker is forgotten (deletion and retention). */
const anonymousBooking = (name: string, address: string) => ({
  name,
  email: address,
  phone: null,
  message: null,
  visitor_time_zone: null,
  user_id: null,
  mailbox_key: null,
  anonymised_at: now(),
});

/**
 * The bookings an account made with other lawyers (by account or one of its addresses): those
 * still to come are cancelled (their lawyer is told, by the caller, from the rows returned), and
 * all of them lose who booked. The lawyer's record of the slot stays.
 */
export async function forgetBookingsMade({
  db,
  userId,
  addresses,
  ownProfileIds,
  name,
  placeholder,
  now: at,
}: {
  db: Kysely<Database>;
  userId: number;
  addresses: string[];
  ownProfileIds: number[];
  name: string;
  placeholder: string;
  now: Date;
}) {
  const notOwn = ownProfileIds.length ? ownProfileIds : [-1];
  const made = (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.or([eb('user_id', '=', userId), ...addresses.map((address) => same('email', address))]);
  // Holds were never confirmed and their lawyer never told (decision 037): they simply go.
  await db.deleteFrom('bookings').where(made).where('status', '=', 'held').execute();
  const cancelled = await db
    .updateTable('bookings')
    .set(cancellation('visitor', at))
    .where(made)
    .where('lawyer_id', 'not in', notOwn)
    .where('status', '=', 'booked')
    .where('starts_at', '>', at)
    .returning('id')
    .execute();
  const anonymised = await db
    .updateTable('bookings')
    .set(anonymousBooking(name, placeholder))
    .where(made)
    .where('lawyer_id', 'not in', notOwn)
    .returningAll()
    .execute();
  const cancelledIds = new Set(cancelled.map((row) => row.id));
  return { anonymised, cancelled: anonymised.filter((row) => cancelledIds.has(row.id)) };
}

/**
 * The upcoming bookings a closing account's profiles received, cancelled by the lawyer's side (the
 * caller tells each visitor before the profile goes). Returns them.
 */
export async function cancelBookingsReceived({
  db,
  profileIds,
  now: at,
}: {
  db: Kysely<Database>;
  profileIds: number[];
  now: Date;
}) {
  if (!profileIds.length) return [];
  return db
    .updateTable('bookings')
    .set(cancellation('lawyer', at))
    .where('lawyer_id', 'in', profileIds)
    .where('status', '=', 'booked')
    .where('starts_at', '>', at)
    .returningAll()
    .execute();
}

export async function anonymiseSiteContactMessages({
  db,
  addresses,
  name,
  placeholder,
}: {
  db: Kysely<Database>;
  addresses: string[];
  name: string;
  placeholder: string;
}): Promise<number> {
  const result = await db
    .updateTable('site_contact_messages')
    .set({ ...anonymousRequest(name, placeholder), phone: null })
    .where((eb) => eb.or(addresses.map((address) => same('email', address))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Mail about the account (to or replying to one of its addresses, or naming one of the needles):
 * not yet sent, it is dropped; sent, only the fact that it went stays.
 */
export async function forgetMail({
  db,
  addresses,
  needles,
  placeholder,
  redacted,
}: {
  db: Kysely<Database>;
  addresses: string[];
  needles: string[];
  placeholder: string;
  redacted: string;
}): Promise<{ deleted: number; redacted: number }> {
  const mailFilter = sql<boolean>`(${sql.join(
    [
      ...addresses.flatMap((address) => [
        same('to_address', address),
        same('reply_to', address),
        mentions('text', address),
        mentions('subject', address),
        mentions('ics', address),
      ]),
      ...needles.flatMap((needle) => [
        mentions('text', needle),
        mentions('subject', needle),
        mentions('ics', needle),
      ]),
    ],
    sql` or `,
  )})`;
  const droppedMail = await db
    .deleteFrom('mail_outbox')
    .where('status', '<>', 'sent')
    .where(mailFilter)
    .executeTakeFirst();
  const redactedMail = await db
    .updateTable('mail_outbox')
    .set({
      to_address: sql<string>`case when ${sql.join(
        addresses.map((address) => same('to_address', address)),
        sql` or `,
      )} then ${placeholder} else to_address end`,
      reply_to: sql<string | null>`case when ${sql.join(
        addresses.map((address) => same('reply_to', address)),
        sql` or `,
      )} then null else reply_to end`,
      subject: redacted,
      text: redacted,
      ics: null,
    })
    .where('status', '=', 'sent')
    .where(mailFilter)
    .executeTakeFirst();
  return {
    deleted: Number(droppedMail.numDeletedRows),
    redacted: Number(redactedMail.numUpdatedRows),
  };
}

/** Audit entries whose details mention any of the needles (case-insensitive). */
export async function findAuditEntriesMentioning({
  db,
  needles,
}: {
  db: Kysely<Database>;
  needles: string[];
}) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'details'])
    .where(
      sql<boolean>`(${sql.join(
        needles.map((needle) => sql`strpos(lower(details::text), lower(${needle})) > 0`),
        sql` or `,
      )})`,
    )
    .execute();
}

export async function replaceAuditDetails({
  db,
  id,
  details,
}: {
  db: Kysely<Database>;
  /** bigint, as pg returns it. */
  id: string;
  details: unknown;
}) {
  await db
    .updateTable('audit_log')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes what belongs to the account: requests its profiles received (with their replies), the
 * profiles (owner_id is `on delete set null`, so they must be deleted by id), messages to it,
 * sessions and the account. Returns how many requests were deleted.
 */
export async function deleteAccountRows({
  db,
  userId,
  profileIds,
}: {
  db: Kysely<Database>;
  userId: number;
  profileIds: number[];
}): Promise<number> {
  let received = 0;
  if (profileIds.length) {
    for (const table of [
      'contact_requests',
      'consultation_requests',
      'messages',
      'bookings',
    ] as const) {
      const result = await db
        .deleteFrom(table)
        .where('lawyer_id', 'in', profileIds)
        .executeTakeFirst();
      received += Number(result.numDeletedRows);
    }
    await db.deleteFrom('lawyers').where('id', 'in', profileIds).execute();
  }
  const direct = await db
    .deleteFrom('messages')
    .where('recipient_id', '=', userId)
    .executeTakeFirst();
  received += Number(direct.numDeletedRows);
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  return received;
}

/** The periods retention.ts applies (the privacy policy's). */
export interface RetentionPeriods {
  /** Requests and messages, from when they were sent. */
  inquiryMonths: number;
  /** Site contact messages, from the reply (from receipt when never answered). */
  siteContactMonths: number;
  analyticsMonths: number;
  /** Sessions, from when they expired or were revoked. */
  sessionDays: number;
  /** Mail sent (mail never sent stays for the outbox to retry or report). */
  sentMailMonths: number;
}

/**
 * One pass of the retention statements, each one statement (safe on several replicas): senders'
 * details past their period are replaced by `name`/`address` once, the rest is deleted; incidents go
 * after the `keep_until` they were recorded with. Answers how many rows each touched.
 */
export async function expireRecords({
  db,
  periods,
  name,
  address,
}: {
  db: Kysely<Database>;
  periods: RetentionPeriods;
  name: string;
  address: string;
}) {
  let inquiries = 0;
  for (const table of ['contact_requests', 'consultation_requests'] as const) {
    const result = await db
      .updateTable(table)
      .set(anonymousRequest(name, address))
      .where('anonymised_at', 'is', null)
      .where('created_at', '<', monthsAgo(periods.inquiryMonths))
      .executeTakeFirst();
    inquiries += Number(result.numUpdatedRows);
  }
  const messages = await db
    .updateTable('messages')
    .set(anonymousMessage(name, address))
    .where('anonymised_at', 'is', null)
    .where('created_at', '<', monthsAgo(periods.inquiryMonths))
    .executeTakeFirst();
  // Holds never confirmed (decision 037) are not kept at all; a booking's next one deletes them too.
  await db
    .deleteFrom('bookings')
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now())
    .execute();
  const bookings = await db
    .updateTable('bookings')
    .set(anonymousBooking(name, address))
    .where('anonymised_at', 'is', null)
    .where('created_at', '<', monthsAgo(periods.inquiryMonths))
    .where('ends_at', '<', now())
    .executeTakeFirst();
  const siteMessages = await db
    .updateTable('site_contact_messages')
    .set({ ...anonymousRequest(name, address), phone: null })
    .where('anonymised_at', 'is', null)
    .where(sql<Date>`coalesce(handled_at, created_at)`, '<', monthsAgo(periods.siteContactMonths))
    .executeTakeFirst();
  const events = await db
    .deleteFrom('analytics_events')
    .where('created_at', '<', monthsAgo(periods.analyticsMonths))
    .executeTakeFirst();
  const sessionsEnded = daysAgo(periods.sessionDays);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', sessionsEnded), eb('revoked_at', '<', sessionsEnded)]),
    )
    .executeTakeFirst();
  const incidents = await db
    .deleteFrom('privacy_incidents')
    .where('keep_until', '<', sql<string>`current_date`)
    .executeTakeFirst();
  const mail = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', monthsAgo(periods.sentMailMonths))
    .executeTakeFirst();
  return {
    inquiriesAnonymised:
      inquiries + Number(messages.numUpdatedRows) + Number(bookings.numUpdatedRows),
    siteContactMessagesAnonymised: Number(siteMessages.numUpdatedRows),
    analyticsEventsDeleted: Number(events.numDeletedRows),
    sessionsDeleted: Number(sessions.numDeletedRows),
    incidentsDeleted: Number(incidents.numDeletedRows),
    sentMailDeleted: Number(mail.numDeletedRows),
  };
}
