import type { Kysely } from 'kysely';
import type { PersonalDataExport } from '@cld/contract/account';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { cancellationNoticesFor } from '../bookings/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  anonymiseSentRequests,
  cancelBookingsReceived,
  forgetBookingsMade,
  anonymiseSiteContactMessages,
  deleteAccountRows,
  findAuditEntriesMentioning,
  findOwnedProfiles,
  forgetMail,
  lockAccount,
  lockAdministrators,
  readPersonalData,
  replaceAuditDetails,
} from './queries.ts';

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
    visitor_token_hash: _visitorToken,
    lawyer_token_hash: _lawyerToken,
    reminder_token_hash: _reminderToken,
    ...rest
  } = row;
  return rest;
}

export async function exportPersonalData({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<PersonalDataExport> {
  const data = await readPersonalData({ db, userId });
  if (!data) throw new AppError('not_found', 'Account not found');
  const kind = (name: string) => (row: Row) => ({ kind: name, ...row });
  return {
    exportedAt: new Date().toISOString(),
    account: withoutInternals(data.user),
    sessions: data.sessions,
    lawyerProfile: data.profile ? withoutInternals(data.profile) : null,
    requestsReceived: [
      ...data.contactsIn.map(kind('contact')),
      ...data.consultationsIn.map(kind('consultation')),
      ...data.messagesIn.map(kind('message')),
    ],
    requestsSent: [
      ...data.contactsOut.map(kind('contact')),
      ...data.consultationsOut.map(kind('consultation')),
      ...data.messagesOut.map(kind('message')),
    ],
    siteContactMessages: data.siteMessages,
    bookingsMade: data.bookingsMade.map(withoutInternals),
    bookingsReceived: data.bookingsReceived.map(withoutInternals),
    bookingAvailability: data.bookingAvailability ?? null,
    savedLawyers: data.savedLawyers,
    auditTrail: data.auditTrail,
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

export interface DeletionReport {
  lawyerProfileDeleted: boolean;
  requestsReceivedDeleted: number;
  requestsSentAnonymised: number;
  siteContactMessagesAnonymised: number;
  /** Upcoming bookings, made or received, cancelled with the account (the other side is told). */
  bookingsCancelled: number;
  bookingsAnonymised: number;
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
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  actorId: number | null;
  /** For the bookings' cancellation e-mails. */
  publicOrigin: string;
  now?: Date;
}): Promise<DeletionReport> {
  return db.transaction().execute(async (trx) => {
    const user = await lockAccount({ db: trx, userId });
    if (!user) throw new AppError('not_found', 'Account not found');
    if (user.role === 'admin') {
      const admins = await lockAdministrators({ db: trx });
      if (admins.length <= 1) {
        throw new AppError('conflict', 'The last administrator cannot be deleted');
      }
    }
    const placeholder = deletedAddress(userId);
    const profiles = await findOwnedProfiles({ db: trx, userId });
    const profileIds = profiles.map((p) => p.id);
    const addresses = [...new Set([user.email, ...profiles.map((p) => p.email)])];
    const names = [
      `${user.first_name} ${user.last_name}`.trim(),
      ...profiles.map((p) => p.name),
    ].filter((name) => name.length >= 5);
    const phones = profiles.map((p) => p.phone).filter((phone) => phone.length >= 7);
    const needles = [...addresses, ...names, ...phones];

    // Bookings: those the account made lose who booked (upcoming ones are cancelled), upcoming
    // ones its profiles received are cancelled; the other side of each cancellation is told, once
    // the account's own mail is forgotten below (the notices say, in their reader's language, that
    // the account closed; a closed visitor account is not named).
    const made = await forgetBookingsMade({
      db: trx,
      userId,
      addresses,
      ownProfileIds: profileIds,
      name: DELETED_NAME,
      placeholder,
      now,
    });
    const received = await cancelBookingsReceived({ db: trx, profileIds, now });
    const notices = [
      ...(await cancellationNoticesFor({
        db: trx,
        rows: made.cancelled,
        by: 'visitor',
        publicOrigin,
      })),
      ...(await cancellationNoticesFor({ db: trx, rows: received, by: 'lawyer', publicOrigin })),
    ];

    // What the account sent to other lawyers and to the site: the records stay, without who sent it.
    const anonymised = await anonymiseSentRequests({
      db: trx,
      userId,
      addresses,
      ownProfileIds: profileIds,
      name: DELETED_NAME,
      placeholder,
    });
    const siteMessages = await anonymiseSiteContactMessages({
      db: trx,
      addresses,
      name: DELETED_NAME,
      placeholder,
    });
    const mail = await forgetMail({
      db: trx,
      addresses,
      needles: [...names, ...phones],
      placeholder,
      redacted: REDACTED,
    });

    // Audit details that name the account (a search, an edit's before/after) lose the names.
    for (const row of await findAuditEntriesMentioning({ db: trx, needles })) {
      const details = scrub(row.details, needles, DELETED_NAME);
      await replaceAuditDetails({ db: trx, id: row.id, details });
    }

    await enqueueMail({ db: trx, mails: notices });

    const deleted = await deleteAccountRows({ db: trx, userId, profileIds });
    const report: DeletionReport = {
      lawyerProfileDeleted: profileIds.length > 0,
      requestsReceivedDeleted: deleted,
      requestsSentAnonymised: anonymised,
      siteContactMessagesAnonymised: siteMessages,
      bookingsCancelled: made.cancelled.length + received.length,
      bookingsAnonymised: made.anonymised.length,
      mailDeleted: mail.deleted,
      mailAnonymised: mail.redacted,
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
