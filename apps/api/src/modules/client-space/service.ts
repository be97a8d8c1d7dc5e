import type { Kysely } from 'kysely';
import type {
  ClientBooking,
  SavedLawyer,
  SentRequest,
  SentRequestStatus,
} from '@cld/contract/client-space';
import type { ConversationEntry, InquiryKind } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { enforceSendingLimit, hourlyLimit } from '../inquiries/limits.ts';
import { findContactableLawyer, insertConversationEntry } from '../inquiries/queries.ts';
import { withConversations, withKind } from '../inquiries/service.ts';
import { clientReplyMail } from './mail.ts';
import type { Language } from '@cld/contract/languages';
import { timeZoneOfProvince } from '@cld/reference/time-zones';
import { bookingTimes } from '../bookings/appointment-text.ts';
import { officeAddressText } from '../bookings/office-address.ts';
import {
  findBookings,
  findSavedLawyers,
  findSentRequest,
  findSentRequests,
  lockRequest,
  markUnreadForLawyer,
} from './queries.ts';
import type { SentRequestRow } from './queries.ts';

/** A person answering lawyers writes a few a day; more is a script or a loop. */
export const ANSWERS_PER_ACCOUNT = hourlyLimit(
  'client-answer',
  30,
  'You have sent too many answers. Please try again later.',
);

const NOT_FOUND = 'This request does not exist';
const NOT_AVAILABLE = 'This lawyer is not available';

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(row: SentRequestRow): SentRequestStatus {
  if (row.answered_at !== null) return 'answered';
  return row.is_read ? 'read' : 'sent';
}

export function toSentRequest(row: SentRequestRow, conversation: ConversationEntry[]): SentRequest {
  return withKind(row, {
    id: row.id,
    lawyer: { id: row.lawyer_id, name: row.lawyer_name, listed: !row.lawyer_hidden },
    legalIssue: row.legal_issue,
    message: row.message,
    createdAt: iso(row.created_at),
    status: statusOf(row),
    conversation,
  });
}

/** The signed-in person's requests with their conversations: two queries for the whole space. */
export async function listSentRequests({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<SentRequest[]> {
  const rows = await findSentRequests({ db, userId });
  return withConversations({ db, rows, to: toSentRequest });
}

async function showSentRequest(options: {
  db: Kysely<Database>;
  userId: number;
  kind: InquiryKind;
  id: number;
}): Promise<SentRequest> {
  const row = await findSentRequest(options);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  const [request] = await withConversations({ db: options.db, rows: [row], to: toSentRequest });
  return request!;
}

/**
 * The person who asked answers the lawyer: the answer is stored in the request's conversation, the
 * request shows as new in the lawyer's inbox, and the lawyer's notice is queued, in one
 * transaction. Someone else's request is a 404, as if it did not exist; so is a hidden lawyer's.
 */
export async function answerLawyer({
  db,
  userId,
  kind,
  id,
  content,
  publicOrigin,
}: {
  db: Kysely<Database>;
  userId: number;
  kind: InquiryKind;
  id: number;
  content: string;
  publicOrigin: string;
}): Promise<SentRequest> {
  const request = await findSentRequest({ db, userId, kind, id });
  if (!request) throw new AppError('not_found', NOT_FOUND);
  const lawyer = await findContactableLawyer({ db, id: request.lawyer_id });
  if (!lawyer) throw new AppError('not_found', NOT_AVAILABLE);
  await enforceSendingLimit({ db, limit: ANSWERS_PER_ACCOUNT, subject: String(userId) });
  await db.transaction().execute(async (trx) => {
    await lockRequest({ db: trx, kind, id });
    await insertConversationEntry({
      db: trx,
      kind,
      requestId: id,
      senderId: userId,
      content,
      fromClient: true,
    });
    await markUnreadForLawyer({ db: trx, kind, id });
    await enqueueMail({
      db: trx,
      mails: [
        clientReplyMail({
          lawyer,
          client: { name: request.name, email: request.email },
          requestKind: kind,
          requestedAt: new Date(request.created_at),
          content,
          publicOrigin,
        }),
      ],
    });
  });
  return showSentRequest({ db, userId, kind, id });
}

export async function listBookings({
  db,
  userId,
  locale = 'en',
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  locale?: Language | undefined;
  now?: Date;
}): Promise<ClientBooking[]> {
  const rows = await findBookings({ db, userId });
  return rows.map((row) => {
    const office = {
      timeZone: timeZoneOfProvince(row.lawyer_province),
      city: row.lawyer_city,
      address: row.lawyer_address,
      postalCode: row.lawyer_postal_code,
      province: row.lawyer_province,
    };
    return {
      id: row.id,
      lawyer: { id: row.lawyer_id, name: row.lawyer_name, listed: !row.lawyer_hidden },
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      meetingMode: row.meeting_mode,
      status: row.status,
      cancelledBy: row.cancelled_by,
      createdAt: iso(row.created_at),
      when: bookingTimes(row.starts_at, office, row.visitor_time_zone, locale),
      address: row.meeting_mode === 'in-person' ? officeAddressText(office, locale) : null,
      changeable: row.status !== 'cancelled' && new Date(row.starts_at) > now,
    };
  });
}

export async function listSavedLawyers({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<SavedLawyer[]> {
  const rows = await findSavedLawyers({ db, userId });
  return rows.map((row) => ({
    lawyerId: row.lawyer_id,
    name: row.name,
    firmName: row.firm_name,
    city: row.city,
    province: row.province,
    savedAt: iso(row.created_at),
  }));
}
