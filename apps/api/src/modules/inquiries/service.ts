import type { Kysely } from 'kysely';
import type { ConversationEntry, Inquiry, InquiryKind } from '@cld/contract/inquiries';
import { localeOf } from '@cld/contract/languages';
import type { Language } from '@cld/contract/languages';
import type { Consultation } from '@cld/validation/consultation';
import type { LawyerContact } from '@cld/validation/lawyer-contact';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { refreshResponsiveness } from '../reviews/responsiveness.ts';
import { consultationRequestMails, contactRequestMails, replyMail } from '../mail/templates.ts';
import type { MailDraft, MailLawyer } from '../mail/templates.ts';
import { enforceSendingLimit, hourlyLimit, TOO_MANY_MESSAGES } from './limits.ts';
import {
  findContactableLawyer,
  findConversations,
  findInquiriesOfOwner,
  findInquiryOfOwner,
  insertConsultationRequest,
  insertContactRequest,
  insertReply,
  lockInquiryForReply,
  markInquiryAnswered,
  markInquiryRead,
  requestKey,
} from './queries.ts';
import type { ConversationRow, InquiryRow, RequestRef } from './queries.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';

/** A visitor's address: real people send a few; more is a script. */
export const REQUESTS_PER_IP = hourlyLimit('inquiry-ip', 10, TOO_MANY_MESSAGES);
/** The confirmation goes to the typed address: this keeps the form from mail-bombing someone. */
export const REQUESTS_PER_EMAIL = hourlyLimit('inquiry-email', 5, TOO_MANY_MESSAGES);
/** Protects one lawyer's inbox from a flood, whoever sends it. */
export const REQUESTS_PER_LAWYER = hourlyLimit(
  'inquiry-lawyer',
  30,
  'This lawyer has received too many messages in the last hour. Please try again later.',
);
export const REPLIES_PER_LAWYER = hourlyLimit(
  'inquiry-reply',
  60,
  'You have sent too many replies. Please try again later.',
);

const NOT_AVAILABLE = 'This lawyer is not available';
const NOT_FOUND = 'This request does not exist';

/** A request as the contract's body gives it: the form, the lawyer and the honeypot. */
type Extras = { lawyerId: number; website?: string | undefined; locale?: Language | undefined };
type ContactRequest = LawyerContact & Extras;
type ConsultationRequest = Consultation & Extras;

export interface SendContext {
  db: Kysely<Database>;
  ip: string;
  /** The public site's origin, for the e-mails' links. */
  publicOrigin: string;
  /** The account signed in when it was sent: the request joins its space (decision 039). */
  senderUserId?: number | null | undefined;
  /** Runs in the request's transaction once it is stored (an idempotent answer, say). */
  onStored?: ((trx: Kysely<Database>, id: number) => Promise<void>) | undefined;
}

/** The honeypot was filled: a bot. It gets the answer a person would, and nothing happens. */
export function isBot(honeypot: string | undefined): boolean {
  return (honeypot ?? '').trim() !== '';
}

/** The limits and the lawyer shared by both kinds of request; 404 for an unknown or hidden one. */
async function admitRequest({
  db,
  lawyerId,
  email,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  email: string;
}) {
  const lawyer = await findContactableLawyer({ db, id: lawyerId });
  if (!lawyer) throw new AppError('not_found', NOT_AVAILABLE);
  await enforceSendingLimit({ db, limit: REQUESTS_PER_EMAIL, subject: mailboxLimitKey(email) });
  await enforceSendingLimit({ db, limit: REQUESTS_PER_LAWYER, subject: String(lawyer.id) });
  return lawyer;
}

/** How one kind of request is stored and which e-mails it sends. */
interface RequestKind<Form> {
  insert: (args: {
    db: Kysely<Database>;
    lawyerId: number;
    request: Form;
    locale: Language;
    senderUserId: number | null;
  }) => Promise<number>;
  mails: (args: {
    lawyer: MailLawyer;
    request: Form;
    visitor: Language;
    publicOrigin: string;
  }) => MailDraft[];
}

/**
 * Stores the request and its two e-mails (to the lawyer in their account's language, and the
 * sender's confirmation in the language of the page they used) in one transaction. Answers the new
 * id, or 0 for a bot (nothing stored). Both kinds of request take this one path.
 */
async function sendRequest<Body extends Extras & { email: string }>(
  { db, ip, publicOrigin, onStored, senderUserId = null }: SendContext,
  body: Body,
  kind: RequestKind<Omit<Body, keyof Extras>>,
): Promise<number> {
  await enforceSendingLimit({ db, limit: REQUESTS_PER_IP, subject: ip });
  const { lawyerId, website, locale, ...request } = body;
  if (isBot(website)) return 0;
  const lawyer = await admitRequest({ db, lawyerId, email: request.email });
  const visitor = localeOf({ locale });
  return db.transaction().execute(async (trx) => {
    const id = await kind.insert({
      db: trx,
      lawyerId: lawyer.id,
      request,
      locale: visitor,
      senderUserId,
    });
    await enqueueMail({ db: trx, mails: kind.mails({ lawyer, request, visitor, publicOrigin }) });
    await onStored?.(trx, id);
    return id;
  });
}

export function sendContactRequest({
  body,
  ...context
}: SendContext & { body: ContactRequest }): Promise<number> {
  return sendRequest(context, body, { insert: insertContactRequest, mails: contactRequestMails });
}

export function sendConsultationRequest({
  body,
  ...context
}: SendContext & { body: ConsultationRequest }): Promise<number> {
  return sendRequest(context, body, {
    insert: insertConsultationRequest,
    mails: consultationRequestMails,
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One request's replies as the contract gives them, oldest first. */
export function toConversation(rows: readonly ConversationRow[] = []): ConversationEntry[] {
  return rows.map((row) => ({
    id: row.id,
    from: row.from_client ? 'client' : 'lawyer',
    content: row.content,
    createdAt: iso(row.created_at),
  }));
}

/** The columns that tell the two kinds of request apart: a consultation's preferences. */
type KindColumns = Pick<
  InquiryRow,
  'kind' | 'preferred_date' | 'preferred_time' | 'consultation_type'
>;

/**
 * `base` as a contact or a consultation request, the latter with what was asked for: the same in
 * the lawyer's inbox and in the sender's space (client-space).
 */
export function withKind<Base extends object>(row: KindColumns, base: Base) {
  if (row.kind === 'contact') return { ...base, kind: 'contact' as const };
  return {
    ...base,
    kind: 'consultation' as const,
    preferredDate: row.preferred_date ?? '',
    preferredTime: row.preferred_time ?? '',
    consultationType: row.consultation_type as Consultation['consultationType'],
  };
}

/**
 * Requests as the contract gives them, each with its conversation (`to` maps one): one query for
 * the replies of them all, for a whole inbox or space as for one request.
 */
export async function withConversations<Row extends RequestRef, Result>({
  db,
  rows,
  to,
}: {
  db: Kysely<Database>;
  rows: readonly Row[];
  to: (row: Row, conversation: ConversationEntry[]) => Result;
}): Promise<Result[]> {
  const conversations = await findConversations({ db, requests: rows });
  return rows.map((row) => to(row, toConversation(conversations.get(requestKey(row)))));
}

export function toInquiry(row: InquiryRow, conversation: ConversationEntry[] = []): Inquiry {
  return withKind(row, {
    id: row.id,
    lawyerId: row.lawyer_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    legalIssue: row.legal_issue,
    message: row.message,
    createdAt: iso(row.created_at),
    isRead: row.is_read,
    repliedAt: row.replied_at === null ? null : iso(row.replied_at),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    answeredElsewhere: row.answered_elsewhere,
    conversation,
  });
}

/** The owner's inbox: both kinds, newest first. */
export async function listInbox({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<Inquiry[]> {
  const rows = await findInquiriesOfOwner({ db, ownerId });
  return withConversations({ db, rows, to: toInquiry });
}

async function showInquiry(options: {
  db: Kysely<Database>;
  ownerId: number;
  kind: InquiryKind;
  id: number;
}): Promise<Inquiry> {
  const row = await findInquiryOfOwner(options);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  const [inquiry] = await withConversations({ db: options.db, rows: [row], to: toInquiry });
  return inquiry!;
}

export async function markRead(options: {
  db: Kysely<Database>;
  ownerId: number;
  kind: InquiryKind;
  id: number;
}): Promise<Inquiry> {
  if (!(await markInquiryRead(options))) throw new AppError('not_found', NOT_FOUND);
  return showInquiry(options);
}

/**
 * The lawyer answered by phone or their own e-mail: the request counts as answered (its first
 * answer's time is kept) for responsiveness and the review invitation.
 */
export async function markAnswered(options: {
  db: Kysely<Database>;
  ownerId: number;
  kind: InquiryKind;
  id: number;
}): Promise<Inquiry> {
  await options.db.transaction().execute(async (trx) => {
    const lawyerId = await markInquiryAnswered({ ...options, db: trx });
    if (lawyerId === undefined) throw new AppError('not_found', NOT_FOUND);
    await refreshResponsiveness({ db: trx, lawyerId });
  });
  return showInquiry(options);
}

/**
 * Stores the lawyer's reply, marks the request replied (and read), and queues the e-mail to the
 * person who asked, all in one transaction. Another lawyer's request is a 404, as if it did not exist.
 */
export async function replyToInquiry({
  db,
  ownerId,
  kind,
  id,
  content,
}: {
  db: Kysely<Database>;
  ownerId: number;
  kind: InquiryKind;
  id: number;
  content: string;
}): Promise<Inquiry> {
  await enforceSendingLimit({ db, limit: REPLIES_PER_LAWYER, subject: String(ownerId) });
  await db.transaction().execute(async (trx) => {
    const request = await lockInquiryForReply({ db: trx, ownerId, kind, id });
    if (!request) throw new AppError('not_found', NOT_FOUND);
    await insertReply({ db: trx, kind, requestId: request.id, senderId: ownerId, content });
    await refreshResponsiveness({ db: trx, lawyerId: request.lawyer_id });
    await enqueueMail({
      db: trx,
      mails: [
        replyMail({
          lawyer: { name: request.lawyer_name, email: request.lawyer_email },
          to: request.email,
          language: request.locale,
          requestKind: kind,
          requestedAt: new Date(request.created_at),
          content,
        }),
      ],
    });
  });
  return showInquiry({ db, ownerId, kind, id });
}
