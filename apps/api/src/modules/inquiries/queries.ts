import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { InquiryKind } from '@cld/contract/inquiries';
import type { Consultation } from '@cld/validation/consultation';
import type { LawyerContact } from '@cld/validation/lawyer-contact';
import type { Database, MailLanguage } from '@cld/db/schema';

/**
 * A lawyer a visitor may write to: listed in the directory (not hidden), with the language their
 * notifications are written in: their owner's account's; for a profile nobody owns (the demo, an
 * imported record), French when the profile is written only in French (a French bio and no English
 * one) or lists French and not English among its languages, else English.
 */
export async function findContactableLawyer({ db, id }: { db: Kysely<Database>; id: number }) {
  return db
    .selectFrom('lawyers as l')
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .select([
      'l.id',
      'l.name',
      'l.email',
      sql<MailLanguage>`coalesce(
        u.language,
        case
          when (l.bio_fr is not null and l.bio is null)
            or ('French' = any(l.languages) and not 'English' = any(l.languages))
          then 'fr'
          else 'en'
        end
      )`.as('language'),
    ])
    .where('l.id', '=', id)
    .where('l.is_hidden', '=', false)
    .executeTakeFirst();
}

/** A request a visitor sends to a lawyer. */
type NewRequest<Form> = {
  db: Kysely<Database>;
  lawyerId: number;
  request: Form;
  /** The language of the page it was sent from. */
  locale: MailLanguage;
  /** The account signed in when it was sent: the request joins its space (decision 039). */
  senderUserId: number | null;
};

/** The columns both kinds of request fill from the fields their forms share. */
function commonRequestValues(
  lawyerId: number,
  request: LawyerContact | Consultation,
  locale: MailLanguage,
  senderUserId: number | null,
) {
  return {
    lawyer_id: lawyerId,
    locale,
    sender_user_id: senderUserId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    legal_issue: request.legalIssue,
    message: request.message,
  };
}

export async function insertContactRequest({
  db,
  lawyerId,
  request,
  locale,
  senderUserId,
}: NewRequest<LawyerContact>): Promise<number> {
  const { id } = await db
    .insertInto('contact_requests')
    .values(commonRequestValues(lawyerId, request, locale, senderUserId))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertConsultationRequest({
  db,
  lawyerId,
  request,
  locale,
  senderUserId,
}: NewRequest<Consultation>): Promise<number> {
  const { id } = await db
    .insertInto('consultation_requests')
    .values({
      ...commonRequestValues(lawyerId, request, locale, senderUserId),
      preferred_date: request.preferredDate,
      preferred_time: request.preferredTime,
      consultation_type: request.consultationType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Bounded: a dashboard shows recent requests, not an archive. */
const INBOX_LIMIT = 500;

const noText = sql<string | null>`null::varchar`;

/** The columns both kinds of request have, each table aliased as `r`. */
const REQUEST_COLUMNS = [
  'r.id',
  'r.lawyer_id',
  'r.name',
  'r.email',
  'r.phone',
  'r.legal_issue',
  'r.message',
  'r.is_read',
  'r.replied_at',
  'r.answered_at',
  'r.answered_elsewhere',
  'r.created_at',
] as const;

function contactRows(db: Kysely<Database>) {
  return db
    .selectFrom('contact_requests as r')
    .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
    .select([
      sql<InquiryKind>`'contact'`.as('kind'),
      ...REQUEST_COLUMNS,
      noText.as('preferred_date'),
      noText.as('preferred_time'),
      noText.as('consultation_type'),
    ]);
}

function consultationRows(db: Kysely<Database>) {
  return db
    .selectFrom('consultation_requests as r')
    .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
    .select([
      sql<InquiryKind>`'consultation'`.as('kind'),
      ...REQUEST_COLUMNS,
      sql<string | null>`r.preferred_date`.as('preferred_date'),
      sql<string | null>`r.preferred_time`.as('preferred_time'),
      sql<string | null>`r.consultation_type`.as('consultation_type'),
    ]);
}

/** Both kinds of request sent to the owner's profile, newest first (ownership in the `where`). */
export async function findInquiriesOfOwner({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}) {
  return contactRows(db)
    .where('l.owner_id', '=', ownerId)
    .unionAll(consultationRows(db).where('l.owner_id', '=', ownerId))
    .orderBy('created_at', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .limit(INBOX_LIMIT)
    .execute();
}

export type InquiryRow = Awaited<ReturnType<typeof findInquiriesOfOwner>>[number];

/** One request of a lawyer's owner: which kind, which id. */
type OwnersInquiry = { db: Kysely<Database>; ownerId: number; kind: InquiryKind; id: number };

/** One request, only if it was sent to the owner's profile. */
export async function findInquiryOfOwner({
  db,
  ownerId,
  kind,
  id,
}: OwnersInquiry): Promise<InquiryRow | undefined> {
  const rows = kind === 'contact' ? contactRows(db) : consultationRows(db);
  return rows.where('l.owner_id', '=', ownerId).where('r.id', '=', id).executeTakeFirst();
}

const REQUEST_TABLES = {
  contact: 'contact_requests',
  consultation: 'consultation_requests',
} as const;

/** Marks the owner's request read; answers whether there was one. */
export async function markInquiryRead({ db, ownerId, kind, id }: OwnersInquiry): Promise<boolean> {
  const result = await db
    .updateTable(REQUEST_TABLES[kind])
    .set({ is_read: true })
    .where('id', '=', id)
    .where('lawyer_id', 'in', (eb) =>
      eb.selectFrom('lawyers').select('id').where('owner_id', '=', ownerId),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Locks the owner's request for a reply and returns it with the lawyer's name and address;
 * undefined when it is not the owner's.
 */
export async function lockInquiryForReply({ db, ownerId, kind, id }: OwnersInquiry) {
  // Two spellings of one query: Kysely types a table name, not a choice between two.
  const query =
    kind === 'contact'
      ? db.selectFrom('contact_requests as r').innerJoin('lawyers as l', 'l.id', 'r.lawyer_id')
      : db
          .selectFrom('consultation_requests as r')
          .innerJoin('lawyers as l', 'l.id', 'r.lawyer_id');
  return query
    .select([
      'r.id',
      'r.email',
      'r.locale',
      'r.created_at',
      'l.id as lawyer_id',
      'l.name as lawyer_name',
      'l.email as lawyer_email',
    ])
    .where('r.id', '=', id)
    .where('l.owner_id', '=', ownerId)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function insertReply({
  db,
  kind,
  requestId,
  senderId,
  content,
}: {
  db: Kysely<Database>;
  kind: InquiryKind;
  requestId: number;
  senderId: number;
  content: string;
}): Promise<void> {
  await insertConversationEntry({ db, kind, requestId, senderId, content, fromClient: false });
  await db
    .updateTable(REQUEST_TABLES[kind])
    .set({
      replied_at: sql<Date>`now()`,
      answered_at: sql<Date>`coalesce(answered_at, now())`,
      is_read: true,
    })
    .where('id', '=', requestId)
    .execute();
}

/** One reply of a request's conversation: the lawyer's or, `fromClient`, the sender's. */
export async function insertConversationEntry({
  db,
  kind,
  requestId,
  senderId,
  content,
  fromClient,
}: {
  db: Kysely<Database>;
  kind: InquiryKind;
  requestId: number;
  senderId: number;
  content: string;
  fromClient: boolean;
}): Promise<void> {
  await db
    .insertInto('message_replies')
    .values({
      sender_id: senderId,
      content,
      from_client: fromClient,
      message_id: null,
      contact_request_id: kind === 'contact' ? requestId : null,
      consultation_request_id: kind === 'consultation' ? requestId : null,
    })
    .execute();
}

/** A request of either kind, as the conversation query names it. */
export interface RequestRef {
  kind: InquiryKind;
  id: number;
}

/** The key the conversations are grouped under: `contact-12`. */
export const requestKey = ({ kind, id }: RequestRef) => `${kind}-${id}`;

export interface ConversationRow {
  id: number;
  from_client: boolean;
  content: string;
  created_at: Date | string;
}

/**
 * The replies of the given requests, oldest first, grouped by `requestKey`: one query for a whole
 * inbox or space.
 */
export async function findConversations({
  db,
  requests,
}: {
  db: Kysely<Database>;
  requests: readonly RequestRef[];
}): Promise<Map<string, ConversationRow[]>> {
  const byKey = new Map<string, ConversationRow[]>();
  const contactIds = requests.filter((r) => r.kind === 'contact').map((r) => r.id);
  const consultationIds = requests.filter((r) => r.kind === 'consultation').map((r) => r.id);
  if (contactIds.length === 0 && consultationIds.length === 0) return byKey;
  const rows = await db
    .selectFrom('message_replies')
    .select([
      'id',
      'from_client',
      'content',
      'created_at',
      'contact_request_id',
      'consultation_request_id',
    ])
    .where((eb) =>
      eb.or([
        ...(contactIds.length ? [eb('contact_request_id', 'in', contactIds)] : []),
        ...(consultationIds.length ? [eb('consultation_request_id', 'in', consultationIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const key =
      row.contact_request_id !== null
        ? requestKey({ kind: 'contact', id: row.contact_request_id })
        : requestKey({ kind: 'consultation', id: row.consultation_request_id ?? 0 });
    const list = byKey.get(key) ?? [];
    list.push(row);
    byKey.set(key, list);
  }
  return byKey;
}

/**
 * The lawyer answered outside the site (phone, their own e-mail): the first answer's time is
 * kept if there was one. Answers the lawyer's id, or undefined when the request is not the owner's.
 */
export async function markInquiryAnswered({
  db,
  ownerId,
  kind,
  id,
}: OwnersInquiry): Promise<number | undefined> {
  const row = await db
    .updateTable(REQUEST_TABLES[kind])
    .set({
      answered_elsewhere: sql<boolean>`answered_elsewhere or answered_at is null`,
      answered_at: sql<Date>`coalesce(answered_at, now())`,
      is_read: true,
    })
    .where('id', '=', id)
    .where('lawyer_id', 'in', (eb) =>
      eb.selectFrom('lawyers').select('id').where('owner_id', '=', ownerId),
    )
    .returning('lawyer_id')
    .executeTakeFirst();
  return row?.lawyer_id;
}
