import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PersonalDataExport } from '@cld/contract/account';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';

/**
 * The privacy duties towards one account (PIPEDA principle 4.9, Quebec Law 25 art. 27-28.1): what
 * is held about it, as JSON, and its deletion. Deletion removes what belongs to the account (the
 * account, sessions, lawyer profile and the requests that profile received) and anonymises what it
 * sent to others (their records of a conversation stay, without the sender's contact details).
 * docs/decisions/010-verification-and-privacy-duties.md says why.
 */

export const DELETED_NAME = 'Deleted account';
export const deletedAddress = (userId: number) => `deleted-${userId}@invalid.example`;
const REDACTED = '(removed when the account was deleted)';

type Row = Record<string, unknown>;

/** Strips what never leaves the server (password hashes, the search machinery). */
function withoutInternals(row: Row): Row {
  const {
    password_hash: _hash,
    search_vector: _vector,
    name_folded: _name,
    firm_folded: _firm,
    practice_area_mask: _mask,
    ...rest
  } = row;
  return rest;
}

const same = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

export async function exportPersonalData({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<PersonalDataExport> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('not_found', 'Account not found');
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
        'content', r.content, 'createdAt', r.created_at) order by r.created_at)
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
      .selectFrom('contact_requests')
      .selectAll()
      .where(same('email', email))
      .where('lawyer_id', '<>', lawyerId)
      .execute(),
    db
      .selectFrom('consultation_requests')
      .selectAll()
      .where(same('email', email))
      .where('lawyer_id', '<>', lawyerId)
      .execute(),
    db
      .selectFrom('messages')
      .selectAll()
      .where((eb) => eb.or([eb('sender_id', '=', userId), same('sender_email', email)]))
      .execute(),
    db.selectFrom('site_contact_messages').selectAll().where(same('email', email)).execute(),
  ]);
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

  const kind = (name: string) => (row: Row) => ({ kind: name, ...row });
  return {
    exportedAt: new Date().toISOString(),
    account: withoutInternals(user),
    sessions,
    lawyerProfile: profile ? withoutInternals(profile) : null,
    requestsReceived: [
      ...contactsIn.map(kind('contact')),
      ...consultationsIn.map(kind('consultation')),
      ...messagesIn.map(kind('message')),
    ],
    requestsSent: [
      ...contactsOut.map(kind('contact')),
      ...consultationsOut.map(kind('consultation')),
      ...messagesOut.map(kind('message')),
    ],
    siteContactMessages: siteMessages,
    auditTrail,
  };
}

/** Replaces every occurrence of the given strings in a JSON value's strings. */
function scrub(value: unknown, needles: string[], replacement: string): unknown {
  if (typeof value === 'string') {
    return needles.reduce(
      (text, needle) => text.replace(new RegExp(escapeRegExp(needle), 'gi'), replacement),
      value,
    );
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, needles, replacement));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, needles, replacement)]),
    );
  }
  return value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" that treats the needle literally (no LIKE wildcards). */
const mentions = (column: string, needle: string) =>
  sql<boolean>`strpos(lower(${sql.ref(column)}), lower(${needle})) > 0`;

export interface DeletionReport {
  lawyerProfileDeleted: boolean;
  requestsReceivedDeleted: number;
  requestsSentAnonymised: number;
  siteContactMessagesAnonymised: number;
  mailDeleted: number;
  mailAnonymised: number;
}

/**
 * Deletes the account in one transaction (see the module comment). 404 for an unknown account,
 * 409 for the last administrator. `actorId` is the administrator acting, or null when the owner
 * closes their own account (the entry then names no one: the account is gone).
 */
export async function deleteAccount({
  db,
  userId,
  actorId,
}: {
  db: Kysely<Database>;
  userId: number;
  actorId: number | null;
}): Promise<DeletionReport> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'role'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('not_found', 'Account not found');
    if (user.role === 'admin') {
      // Locks every administrator row: two admins deleting each other cannot both succeed.
      const admins = await trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .forUpdate()
        .execute();
      if (admins.length <= 1) {
        throw new AppError('conflict', 'The last administrator cannot be deleted');
      }
    }
    const placeholder = deletedAddress(userId);
    const profiles = await trx
      .selectFrom('lawyers')
      .select(['id', 'email', 'name', 'phone'])
      .where('owner_id', '=', userId)
      .execute();
    const profileIds = profiles.map((p) => p.id);
    const addresses = [...new Set([user.email, ...profiles.map((p) => p.email)])];
    const names = [
      `${user.first_name} ${user.last_name}`.trim(),
      ...profiles.map((p) => p.name),
    ].filter((name) => name.length >= 5);
    const phones = profiles.map((p) => p.phone).filter((phone) => phone.length >= 7);
    const notOwn = profileIds.length ? profileIds : [-1];

    // What the account sent to other lawyers: their record stays, without who sent it.
    const anonymous = {
      name: DELETED_NAME,
      email: placeholder,
      phone: '',
      anonymised_at: sql<Date>`now()`,
    };
    let anonymised = 0;
    for (const table of ['contact_requests', 'consultation_requests'] as const) {
      const result = await trx
        .updateTable(table)
        .set(anonymous)
        .where((eb) => eb.or(addresses.map((address) => same('email', address))))
        .where('lawyer_id', 'not in', notOwn)
        .executeTakeFirst();
      anonymised += Number(result.numUpdatedRows);
    }
    const sentMessages = await trx
      .updateTable('messages')
      .set({
        sender_name: DELETED_NAME,
        sender_email: placeholder,
        sender_phone: '',
        anonymised_at: sql<Date>`now()`,
      })
      .where((eb) =>
        eb.or([
          eb('sender_id', '=', userId),
          ...addresses.map((address) => same('sender_email', address)),
        ]),
      )
      .where('lawyer_id', 'not in', notOwn)
      .executeTakeFirst();
    anonymised += Number(sentMessages.numUpdatedRows);

    const siteMessages = await trx
      .updateTable('site_contact_messages')
      .set({ name: DELETED_NAME, email: placeholder, phone: null, anonymised_at: sql<Date>`now()` })
      .where((eb) => eb.or(addresses.map((address) => same('email', address))))
      .executeTakeFirst();

    // Mail about the account: not yet sent, it is dropped; sent, only the fact that it went stays.
    const mailFilter = sql<boolean>`(${sql.join(
      [
        ...addresses.flatMap((address) => [
          same('to_address', address),
          same('reply_to', address),
          mentions('text', address),
          mentions('subject', address),
        ]),
        ...[...names, ...phones].flatMap((needle) => [
          mentions('text', needle),
          mentions('subject', needle),
        ]),
      ],
      sql` or `,
    )})`;
    const droppedMail = await trx
      .deleteFrom('mail_outbox')
      .where('status', '<>', 'sent')
      .where(mailFilter)
      .executeTakeFirst();
    const redactedMail = await trx
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
        subject: REDACTED,
        text: REDACTED,
      })
      .where('status', '=', 'sent')
      .where(mailFilter)
      .executeTakeFirst();

    // Audit details that name the account (a search, an edit's before/after) lose the names.
    const needles = [...addresses, ...names, ...phones];
    const auditRows = await trx
      .selectFrom('audit_log')
      .select(['id', 'details'])
      .where(
        sql<boolean>`(${sql.join(
          needles.map((needle) => sql`strpos(lower(details::text), lower(${needle})) > 0`),
          sql` or `,
        )})`,
      )
      .execute();
    for (const row of auditRows) {
      await trx
        .updateTable('audit_log')
        .set({ details: JSON.stringify(scrub(row.details, needles, DELETED_NAME)) })
        .where('id', '=', row.id)
        .execute();
    }

    // What belongs to the account goes: requests its profile received (with their replies), the
    // profile (owner_id is `on delete set null`, so it must be deleted by name), sessions, account.
    let received = 0;
    if (profileIds.length) {
      for (const table of ['contact_requests', 'consultation_requests', 'messages'] as const) {
        const result = await trx
          .deleteFrom(table)
          .where('lawyer_id', 'in', profileIds)
          .executeTakeFirst();
        received += Number(result.numDeletedRows);
      }
      await trx.deleteFrom('lawyers').where('id', 'in', profileIds).execute();
    }
    const direct = await trx
      .deleteFrom('messages')
      .where('recipient_id', '=', userId)
      .executeTakeFirst();
    received += Number(direct.numDeletedRows);
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();

    const report: DeletionReport = {
      lawyerProfileDeleted: profileIds.length > 0,
      requestsReceivedDeleted: received,
      requestsSentAnonymised: anonymised,
      siteContactMessagesAnonymised: Number(siteMessages.numUpdatedRows),
      mailDeleted: Number(droppedMail.numDeletedRows),
      mailAnonymised: Number(redactedMail.numUpdatedRows),
    };
    await recordAudit({
      db: trx,
      // An administrator closing their own account is gone too: the entry cannot point at them.
      actorId: actorId === userId ? null : actorId,
      action: 'user.delete',
      target: { type: 'user', id: userId },
      details: { ...report, self: actorId === null || actorId === userId, lawyerIds: profileIds },
    });
    return report;
  });
}
