import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type {
  BookingSide,
  BookingSummary,
  LawyerBooking,
  ManagedBooking,
  MyAvailability,
  MyBookings,
  Slots,
} from '@cld/contract/bookings';
import { localeOf } from '@cld/contract/languages';
import type { Language } from '@cld/contract/languages';
import type { BookingAvailabilityTable, BookingsTable, Database } from '@cld/db/schema';
import { MEETING_MODES, WEEKDAYS } from '@cld/reference/practice-details';
import type { MeetingMode } from '@cld/reference/practice-details';
import { timeZoneOfProvince } from '@cld/reference/time-zones';
import {
  BOOKING_MESSAGES,
  MAX_BOOKING_RANGE_DAYS,
  MAX_SLOT_RANGE_DAYS,
} from '@cld/validation/booking';
import type { Availability, Booking } from '@cld/validation/booking';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { enforceSendingLimit, hourlyLimit, TOO_MANY_MESSAGES } from '../inquiries/limits.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailDraft } from '../mail/templates.ts';
import {
  deleteLapsedHolds,
  enforceOpenBookingLimits,
  HOLD_MESSAGES,
  holdAddressHash,
  holdExpiry,
  mustConfirm,
  notLapsed,
  occupiesSlot,
} from './holds.ts';
import { bookingCalendarFile, bookingMails, holdMail } from './mails.ts';
import type { BookingEvent, BookingMailInput } from './mails.ts';
import { openSlots, refusalOf } from './slots.ts';
import type { Interval } from './slots.ts';
import { linkTokenHash, newLinkToken } from './tokens.ts';
import { bookingTimes, officeTime, visitorTime } from './appointment-text.ts';
import { officeAddressText } from './office-address.ts';

/**
 * Consultation booking (issue 21 item 1, decision 037). Every rule is checked in the lawyer's time
 * zone by `slots.ts`; here: the lawyer, the limits, and the one transaction that books a slot and
 * queues its e-mails (so a booking answered 201 has its e-mails, whatever happens next). A booking
 * whose e-mail is not proven is held until confirmed from its link (`holds.ts`, issue 38 item 5).
 */

export const BOOKINGS_PER_IP = hourlyLimit('booking-ip', 10, TOO_MANY_MESSAGES);
export const BOOKINGS_PER_EMAIL = hourlyLimit('booking-email', 5, TOO_MANY_MESSAGES);
/**
 * Counted in the booking's transaction once every other check passed: refused attempts do not use
 * up a lawyer's hour, so squatters cannot lock real clients out with 429s (issue 38 item 5).
 */
export const BOOKINGS_PER_LAWYER = hourlyLimit(
  'booking-lawyer',
  60,
  'This lawyer has received too many bookings in the last hour. Please try again later.',
);
/** Cancelling and moving from links: a token cannot be guessed; this bounds a script's tries. */
export const LINK_CHANGES_PER_IP = hourlyLimit('booking-link-ip', 30, TOO_MANY_MESSAGES);

const NOT_AVAILABLE = 'This lawyer is not available';
const NO_PROFILE = 'Create your lawyer profile first';
const BOOKING_NOT_FOUND = 'This booking does not exist';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DEFAULT_SLOT_DAYS = 14;
const DEFAULT_BOOKING_DAYS = 60;

const iso = (value: Date | string) => new Date(value).toISOString();

function fieldError(
  kind: 'bad_request' | 'conflict' | 'not_found' | 'gone',
  field: string,
  message: string,
) {
  return new AppError(kind, message, { issues: [{ path: [field], message }] });
}

const closed = () => fieldError('conflict', 'startsAt', BOOKING_MESSAGES.startsAtClosed);
const taken = () => fieldError('conflict', 'startsAt', BOOKING_MESSAGES.startsAtTaken);
const unknownToken = () => fieldError('not_found', 'token', BOOKING_MESSAGES.tokenInvalid);
const bookingClosed = () => fieldError('gone', 'token', BOOKING_MESSAGES.bookingClosed);
const notConfirmed = () => fieldError('conflict', 'token', HOLD_MESSAGES.unconfirmed);

/** A lawyer id from a path: anything but a positive 32-bit integer is an unknown lawyer. */
export function parseLawyerId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

type AvailabilityRow = Selectable<BookingAvailabilityTable>;
export type BookingRow = Selectable<BookingsTable>;

export function toAvailability(row: AvailabilityRow): Availability {
  const hours = row.weekly_hours ?? {};
  return {
    enabled: row.enabled,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, (hours[day] ?? []).map(({ start, end }) => ({ start, end }))]),
    ) as Availability['weeklyHours'],
    slotMinutes: row.slot_minutes,
    bufferMinutes: row.buffer_minutes,
    daysOff: [...row.days_off].sort(),
    meetingModes: MEETING_MODES.filter((mode) => row.meeting_modes.includes(mode)),
    horizonDays: row.horizon_days,
    minNoticeHours: row.min_notice_hours,
  };
}

/** Whether visitors can book: switched on, with some hours in the week. */
const isBookable = (availability: Availability | null): availability is Availability =>
  !!availability?.enabled && WEEKDAYS.some((day) => availability.weeklyHours[day].length > 0);

/**
 * A lawyer as a booking's mails and slots need them. Their mails are written in their account's
 * language; for a profile nobody owns (the demo, an imported record), in French when the profile
 * is written only in French or lists French and not English among its languages, else in English,
 * as the request mails are (`inquiries/queries.ts`). `is_demo`: a demo lawyer's address is invented.
 */
function selectMailLawyer(db: Kysely<Database>) {
  return db
    .selectFrom('lawyers as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .select([
      'l.id',
      'l.name',
      'l.email',
      'l.province',
      'l.address',
      'l.postal_code as postalCode',
      'c.name as city',
      'l.is_demo',
      sql<Language>`coalesce(
        u.language,
        case
          when (l.bio_fr is not null and l.bio is null)
            or ('French' = any(l.languages) and not 'English' = any(l.languages))
          then 'fr'
          else 'en'
        end
      )`.as('language'),
    ]);
}

/** The lawyer a visitor sees (not hidden), with what their mails and slots need. */
async function findLawyer(db: Kysely<Database>, id: number) {
  const row = await selectMailLawyer(db)
    .where('l.id', '=', id)
    .where('l.is_hidden', '=', false)
    .executeTakeFirst();
  return row ? { ...row, timeZone: timeZoneOfProvince(row.province) } : undefined;
}
export type MailLawyerRow = NonNullable<Awaited<ReturnType<typeof findLawyer>>>;

async function findAvailability(
  db: Kysely<Database>,
  lawyerId: number,
  { lock = false } = {},
): Promise<Availability | null> {
  let query = db.selectFrom('booking_availability').selectAll().where('lawyer_id', '=', lawyerId);
  // Bookings of one lawyer take turns: the availability they are checked against cannot change
  // under them, and a slot of a changed grid cannot be booked twice (decision 037).
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toAvailability(row) : null;
}

/**
 * The lawyer's booked or held intervals overlapping [from, to) at `now` (a lapsed hold frees its
 * slot), less `except` (a booking being moved).
 */
async function bookedBetween(
  db: Kysely<Database>,
  lawyerId: number,
  { from, to, now, except }: { from: Date; to: Date; now: Date; except?: number | undefined },
): Promise<Interval[]> {
  let query = db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('lawyer_id', '=', lawyerId)
    .where((eb) => occupiesSlot(eb, now))
    .where('starts_at', '<', to)
    .where('ends_at', '>', from);
  if (except !== undefined) query = query.where('id', '<>', except);
  const rows = await query.execute();
  return rows.map((row) => ({ startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) }));
}

/** A window from optional query instants: `to` after `from`, at most `maxDays` long. */
function windowOf({
  from,
  to,
  defaultFrom,
  defaultDays,
  maxDays,
  maxMessage,
}: {
  from?: string | undefined;
  to?: string | undefined;
  defaultFrom: Date;
  defaultDays: number;
  maxDays: number;
  maxMessage: string;
}): { from: Date; to: Date } {
  const start = from ? new Date(from) : defaultFrom;
  const end = to ? new Date(to) : new Date(start.getTime() + defaultDays * DAY_MS);
  if (end <= start) throw fieldError('bad_request', 'to', BOOKING_MESSAGES.rangeOrder);
  if (end.getTime() - start.getTime() > maxDays * DAY_MS) {
    throw fieldError('bad_request', 'to', maxMessage);
  }
  return { from: start, to: end };
}

export async function listSlots({
  db,
  lawyerIdText,
  query,
  now = new Date(),
}: {
  db: Kysely<Database>;
  lawyerIdText: string;
  query: {
    from?: string | undefined;
    to?: string | undefined;
    /** The visitor's zone: the slots are written on its clocks (else the lawyer's). */
    timeZone?: string | undefined;
    locale?: Language | undefined;
  };
  now?: Date;
}): Promise<Slots> {
  const id = parseLawyerId(lawyerIdText);
  const lawyer = id === null ? undefined : await findLawyer(db, id);
  if (!lawyer) throw new AppError('not_found', NOT_AVAILABLE);
  const window = windowOf({
    ...query,
    defaultFrom: now,
    defaultDays: DEFAULT_SLOT_DAYS,
    maxDays: MAX_SLOT_RANGE_DAYS,
    maxMessage: BOOKING_MESSAGES.slotRangeMax,
  });
  const availability = await findAvailability(db, lawyer.id);
  const language = localeOf(query);
  const officeZone = officeTime(now, lawyer, language).zone;
  const shownZone = query.timeZone
    ? visitorTime(now, lawyer, query.timeZone, language).zone
    : officeZone;
  const base = {
    lawyerId: lawyer.id,
    timeZone: lawyer.timeZone,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    shownZone,
    officeZone,
    sameZone: shownZone === officeZone,
  };
  if (!isBookable(availability)) {
    return { ...base, bookable: false, slotMinutes: null, meetingModes: [], days: [], slots: [] };
  }
  const booked = await bookedBetween(db, lawyer.id, { ...window, now });
  const slots = openSlots({
    rules: availability,
    timeZone: lawyer.timeZone,
    ...window,
    now,
    booked,
  });
  const written = slots.map((slot) => {
    const shown = visitorTime(slot.startsAt, lawyer, query.timeZone ?? null, language);
    return { slot, shown };
  });
  const days = new Map<string, { day: string; date: string; shortDate: string }>();
  for (const { shown } of written) {
    if (!days.has(shown.day)) {
      days.set(shown.day, { day: shown.day, date: shown.date, shortDate: shown.shortDate });
    }
  }
  return {
    ...base,
    bookable: true,
    slotMinutes: availability.slotMinutes,
    meetingModes: availability.meetingModes,
    days: [...days.values()],
    slots: written.map(({ slot, shown }) => ({
      startsAt: iso(slot.startsAt),
      endsAt: iso(slot.endsAt),
      day: shown.day,
      time: shown.time,
      text: shown.text,
    })),
  };
}

/**
 * Checks `startsAt` against the lawyer's availability and bookings, in the caller's transaction
 * (the availability row locked, the lawyer's lapsed holds deleted, so that the unique index no
 * longer counts them): the slot, or 409 naming `startsAt`.
 */
async function admitSlot({
  trx,
  lawyer,
  startsAt,
  meetingMode,
  now,
  except,
}: {
  trx: Kysely<Database>;
  lawyer: MailLawyerRow;
  startsAt: Date;
  meetingMode: MeetingMode | null;
  now: Date;
  except?: number;
}): Promise<Interval> {
  const availability = await findAvailability(trx, lawyer.id, { lock: true });
  await deleteLapsedHolds(trx, lawyer.id, now);
  if (!isBookable(availability)) throw closed();
  if (meetingMode !== null && !availability.meetingModes.includes(meetingMode)) {
    const message = BOOKING_MESSAGES.startsAtInvalid;
    throw new AppError('conflict', message, { issues: [{ path: ['meetingMode'], message }] });
  }
  const booked = await bookedBetween(trx, lawyer.id, {
    from: new Date(startsAt.getTime() - DAY_MS),
    to: new Date(startsAt.getTime() + DAY_MS),
    now,
    except,
  });
  const answer = refusalOf({
    rules: availability,
    timeZone: lawyer.timeZone,
    startsAt,
    now,
    booked,
  });
  if ('refusal' in answer) throw answer.refusal === 'taken' ? taken() : closed();
  return answer.slot;
}

/** Runs a booking transaction; the unique index's refusal (a concurrent booking won) is a 409. */
async function withSlotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export function mailInput(
  row: BookingRow,
  lawyer: MailLawyerRow,
  publicOrigin: string,
  tokens: BookingMailInput['tokens'],
): BookingMailInput {
  return {
    booking: {
      id: row.id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      meetingMode: row.meeting_mode as MeetingMode,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      sequence: row.sequence,
      locale: row.locale,
      visitorTimeZone: row.visitor_time_zone,
    },
    lawyer: {
      id: lawyer.id,
      name: lawyer.name,
      email: lawyer.email,
      language: lawyer.language,
      address: lawyer.address,
      postalCode: lawyer.postalCode,
      city: lawyer.city,
      province: lawyer.province,
      timeZone: lawyer.timeZone,
    },
    tokens,
    publicOrigin,
  };
}

/**
 * What the visitor learns of their booking, its times and address written in `language` as its
 * e-mails write them (the visitor's zone is the one they booked from).
 */
function toSummary(row: BookingRow, lawyer: MailLawyerRow, language: Language): BookingSummary {
  const heldUntil = heldUntilOf(row);
  return {
    id: row.id,
    lawyerId: lawyer.id,
    lawyerName: lawyer.name,
    timeZone: lawyer.timeZone,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    meetingMode: row.meeting_mode as MeetingMode,
    status: row.status,
    heldUntil,
    when: bookingTimes(row.starts_at, lawyer, row.visitor_time_zone, language),
    heldUntilText:
      heldUntil && visitorTime(heldUntil, lawyer, row.visitor_time_zone, language).text,
    address: row.meeting_mode === 'in-person' ? officeAddressText(lawyer, language) : null,
  };
}

const heldUntilOf = (row: BookingRow) =>
  row.status === 'held' && row.hold_expires_at !== null ? iso(row.hold_expires_at) : null;

export interface BookContext {
  db: Kysely<Database>;
  ip: string;
  /** SESSION_SECRET, the key of a hold's address hash. */
  secret: string;
  publicOrigin: string;
  userId: number | null;
  now?: Date;
  /** Runs in the booking's transaction once it is stored (an idempotent answer). */
  onStored?: ((trx: Kysely<Database>, summary: BookingSummary) => Promise<void>) | undefined;
}

/**
 * "Book": the slot, the booking and its e-mails, in one transaction. From a signed-in account whose
 * verified e-mail is the booking's, booked at once with both sides' e-mails; otherwise held until
 * confirmed, with only the visitor's e-mail (whose link confirms it): the lawyer hears of a booking
 * once it is confirmed, and sees the held ones in the dashboard, where they can be released.
 */
export async function book({
  db,
  ip,
  secret,
  publicOrigin,
  userId,
  now = new Date(),
  onStored,
  lawyerIdText,
  body,
}: BookContext & {
  lawyerIdText: string;
  body: Booking & {
    website?: string | undefined;
    locale?: Language | undefined;
    timeZone?: string | undefined;
  };
}): Promise<BookingSummary> {
  const id = parseLawyerId(lawyerIdText);
  await enforceSendingLimit({ db, limit: BOOKINGS_PER_IP, subject: ip });
  const lawyer = id === null ? undefined : await findLawyer(db, id);
  if (!lawyer) throw new AppError('not_found', NOT_AVAILABLE);
  const startsAt = new Date(body.startsAt);
  if ((body.website ?? '').trim() !== '') {
    // The honeypot: a bot gets the answer a person would, and nothing is stored or sent.
    const language = localeOf(body);
    const heldUntil = holdExpiry(now, startsAt);
    return {
      id: 0,
      lawyerId: lawyer.id,
      lawyerName: lawyer.name,
      timeZone: lawyer.timeZone,
      startsAt: startsAt.toISOString(),
      endsAt: startsAt.toISOString(),
      meetingMode: body.meetingMode,
      status: 'held',
      heldUntil: heldUntil.toISOString(),
      when: bookingTimes(startsAt, lawyer, body.timeZone ?? null, language),
      heldUntilText: visitorTime(heldUntil, lawyer, body.timeZone ?? null, language).text,
      address: body.meetingMode === 'in-person' ? officeAddressText(lawyer, language) : null,
    };
  }
  const mailboxKey = mailboxLimitKey(body.email);
  await enforceSendingLimit({ db, limit: BOOKINGS_PER_EMAIL, subject: mailboxKey });
  const held = await mustConfirm({ db, userId, email: body.email });
  const tokens = { visitor: newLinkToken(), lawyer: newLinkToken() };
  return withSlotGuard(() =>
    db.transaction().execute(async (trx) => {
      const slot = await admitSlot({ trx, lawyer, startsAt, meetingMode: body.meetingMode, now });
      const hold = held
        ? {
            expiresAt: holdExpiry(now, slot.startsAt),
            address: holdAddressHash({ secret, lawyerId: lawyer.id, addressKey: ip }),
          }
        : null;
      await enforceOpenBookingLimits({
        trx,
        lawyerId: lawyer.id,
        mailboxKey,
        holdAddress: hold?.address ?? null,
        now,
      });
      await enforceSendingLimit({
        db: trx,
        limit: BOOKINGS_PER_LAWYER,
        subject: String(lawyer.id),
      });
      const row = await trx
        .insertInto('bookings')
        .values({
          lawyer_id: lawyer.id,
          user_id: userId,
          status: hold ? 'held' : 'booked',
          hold_expires_at: hold?.expiresAt ?? null,
          hold_address_hash: hold?.address ?? null,
          mailbox_key: mailboxKey,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          meeting_mode: body.meetingMode,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          message: body.message ?? null,
          locale: localeOf(body),
          visitor_time_zone: body.timeZone ?? null,
          visitor_token_hash: linkTokenHash(tokens.visitor),
          lawyer_token_hash: linkTokenHash(tokens.lawyer),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const input = mailInput(row, lawyer, publicOrigin, tokens);
      await enqueueMail({
        db: trx,
        mails: hold ? [holdMail(input, hold.expiresAt)] : bookingMails(input, { kind: 'booked' }),
      });
      const summary = toSummary(row, lawyer, localeOf(body));
      await onStored?.(trx, summary);
      return summary;
    }),
  );
}

/**
 * The booking of a link's token, and whose link it is; 404 for an unknown token, or a hold not
 * confirmed in time (deleted or about to be). The visitor has two links once reminded: the
 * confirmation's and the reminder's (`reminders.ts`).
 */
async function findByToken(db: Kysely<Database>, token: string, now: Date) {
  const hash = linkTokenHash(token);
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('visitor_token_hash', '=', hash),
        eb('reminder_token_hash', '=', hash),
        eb('lawyer_token_hash', '=', hash),
      ]),
    )
    .where((eb) => notLapsed(eb, now))
    .executeTakeFirst();
  if (!row) throw unknownToken();
  const side: BookingSide = row.lawyer_token_hash === hash ? 'lawyer' : 'visitor';
  return { row, side };
}

/** A booking's lawyer as its mails need them, hidden or not (a booking outlives a hidden profile). */
export async function lawyerOfBooking(
  db: Kysely<Database>,
  lawyerId: number,
): Promise<MailLawyerRow> {
  const row = await selectMailLawyer(db).where('l.id', '=', lawyerId).executeTakeFirstOrThrow();
  return { ...row, timeZone: timeZoneOfProvince(row.province) };
}

/** Whether it can still be cancelled (and, once booked, moved): not cancelled, not started. */
const isChangeable = (row: BookingRow, now: Date) =>
  row.status !== 'cancelled' && new Date(row.starts_at) > now;

function toManaged(
  row: BookingRow,
  lawyer: MailLawyerRow,
  side: BookingSide,
  now: Date,
  language: Language | undefined,
): ManagedBooking {
  // The lawyer's side reads the lawyer's clock; the visitor's, theirs where known.
  const shown = side === 'lawyer' ? { ...row, visitor_time_zone: null } : row;
  return {
    ...toSummary(shown, lawyer, language ?? (side === 'lawyer' ? lawyer.language : row.locale)),
    side,
    name: row.name,
    changeable: isChangeable(row, now),
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    cancelledBy: row.cancelled_by,
    visitorTimeZone: side === 'visitor' ? row.visitor_time_zone : null,
  };
}

export async function showByToken({
  db,
  token,
  locale,
  now = new Date(),
}: {
  db: Kysely<Database>;
  token: string;
  locale?: Language | undefined;
  now?: Date;
}): Promise<ManagedBooking> {
  const { row, side } = await findByToken(db, token, now);
  return toManaged(row, await lawyerOfBooking(db, row.lawyer_id), side, now, locale);
}

/**
 * One of the signed-in person's bookings (issue 37 item 5), and their side of it: the lawyer's when
 * the booking is with their profile, the visitor's when their account made it or it was made with
 * their verified e-mail (the client space's rule, `client-space/queries.ts`); 404 otherwise, as if
 * it did not exist. A hold not confirmed in time is gone.
 */
async function findMine(db: Kysely<Database>, bookingId: number, userId: number, now: Date) {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where(
      sql<boolean>`(lawyer_id in (select id from lawyers where owner_id = ${userId})
        or user_id = ${userId}
        or lower(email) in (select lower(u.email) from users u where u.id = ${userId} and u.is_verified))`,
    )
    .where((eb) => notLapsed(eb, now))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', BOOKING_NOT_FOUND);
  const lawyer = await db
    .selectFrom('lawyers')
    .select('owner_id')
    .where('id', '=', row.lawyer_id)
    .executeTakeFirst();
  const side: BookingSide = lawyer?.owner_id === userId ? 'lawyer' : 'visitor';
  return { row, side };
}

export async function showMine({
  db,
  userId,
  bookingId,
  locale,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  locale?: Language | undefined;
  now?: Date;
}): Promise<ManagedBooking> {
  const { row, side } = await findMine(db, bookingId, userId, now);
  return toManaged(row, await lawyerOfBooking(db, row.lawyer_id), side, now, locale);
}

/** A booking's columns once `by` cancelled it at `at` (the invitation's SEQUENCE goes up by one). */
export function cancellation(by: BookingSide, at: Date) {
  return {
    status: 'cancelled' as const,
    cancelled_at: at,
    cancelled_by: by,
    sequence: sql<number>`sequence + 1`,
    updated_at: at,
  };
}

/**
 * Cancels a booking not yet started, booked or held (not lapsed), in the caller's transaction: one
 * conditional update per status, so of two concurrent changes one wins. Answers the row, and
 * whether it was only held (nobody was sent an invitation to cancel then); 410 when it cannot.
 */
async function cancelIn(
  trx: Kysely<Database>,
  { bookingId, by, now }: { bookingId: number; by: BookingSide; now: Date },
): Promise<{ row: BookingRow; wasHeld: boolean }> {
  const cancel = (status: 'booked' | 'held') =>
    trx
      .updateTable('bookings')
      .set({ ...cancellation(by, now), hold_address_hash: null })
      .where('id', '=', bookingId)
      .where('status', '=', status)
      .where('starts_at', '>', now)
      .where((eb) => notLapsed(eb, now))
      .returningAll()
      .executeTakeFirst();
  const booked = await cancel('booked');
  if (booked) return { row: booked, wasHeld: false };
  const held = await cancel('held');
  if (held) return { row: held, wasHeld: true };
  throw bookingClosed();
}

/**
 * Cancels a booking not yet started and, when it was booked, queues both sides' cancellations
 * (METHOD:CANCEL, the same UID, SEQUENCE+1). A held one's lawyer never heard of it, and its
 * visitor's address is not proven: nobody is mailed.
 */
async function cancelBooking({
  db,
  bookingId,
  by,
  now,
  publicOrigin,
}: {
  db: Kysely<Database>;
  bookingId: number;
  by: BookingSide;
  now: Date;
  publicOrigin: string;
}): Promise<BookingRow> {
  return db.transaction().execute(async (trx) => {
    const { row, wasHeld } = await cancelIn(trx, { bookingId, by, now });
    if (wasHeld) return row;
    const lawyer = await lawyerOfBooking(trx, row.lawyer_id);
    await enqueueMail({
      db: trx,
      mails: bookingMails(mailInput(row, lawyer, publicOrigin, null), { kind: 'cancelled', by }),
    });
    return row;
  });
}

/**
 * The cancellation e-mails for bookings cancelled because one side's account closed (privacy
 * module): only to the other side, as a draft the caller queues once the account's own mail is
 * forgotten. `by` is the side whose account closed; the lawyer must still exist when this runs.
 */
export async function cancellationNoticesFor({
  db,
  rows,
  by,
  publicOrigin,
}: {
  db: Kysely<Database>;
  rows: BookingRow[];
  by: BookingSide;
  publicOrigin: string;
}): Promise<MailDraft[]> {
  const drafts: MailDraft[] = [];
  for (const row of rows) {
    const lawyer = await lawyerOfBooking(db, row.lawyer_id);
    const other = by === 'visitor' ? lawyer.email : row.email;
    drafts.push(
      ...bookingMails(mailInput(row, lawyer, publicOrigin, null), {
        kind: 'cancelled',
        by,
        accountClosed: true,
      }).filter((draft) => draft.to === other),
    );
  }
  return drafts;
}

export async function cancelByToken({
  db,
  token,
  ip,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  token: string;
  ip: string;
  publicOrigin: string;
  now?: Date;
}): Promise<ManagedBooking> {
  await enforceSendingLimit({ db, limit: LINK_CHANGES_PER_IP, subject: ip });
  const { row, side } = await findByToken(db, token, now);
  return cancelFound({ db, row, side, now, publicOrigin });
}

/** Cancels a booking from the signed-in person's space or dashboard: as from its link. */
export async function cancelMine({
  db,
  userId,
  bookingId,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  publicOrigin: string;
  now?: Date;
}): Promise<ManagedBooking> {
  const { row, side } = await findMine(db, bookingId, userId, now);
  return cancelFound({ db, row, side, now, publicOrigin });
}

/** The one cancellation of a found booking, whichever way it was found (link or account). */
async function cancelFound({
  db,
  row,
  side,
  now,
  publicOrigin,
}: {
  db: Kysely<Database>;
  row: BookingRow;
  side: BookingSide;
  now: Date;
  publicOrigin: string;
}): Promise<ManagedBooking> {
  if (!isChangeable(row, now)) throw bookingClosed();
  const cancelled = await cancelBooking({ db, bookingId: row.id, by: side, now, publicOrigin });
  return toManaged(cancelled, await lawyerOfBooking(db, row.lawyer_id), side, now, undefined);
}

/**
 * Moves a booking to another open slot: same booking, same UID, SEQUENCE+1, and new links for
 * both sides (the old ones stop working, a reminder's too; the new e-mails carry the new ones).
 * The new time is not yet reminded: the reminders' job treats it as newly booked.
 */
export async function rescheduleByToken({
  db,
  token,
  startsAt,
  locale,
  ip,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  token: string;
  startsAt: string;
  locale?: Language | undefined;
  ip: string;
  publicOrigin: string;
  now?: Date;
}): Promise<ManagedBooking & { token: string }> {
  await enforceSendingLimit({ db, limit: LINK_CHANGES_PER_IP, subject: ip });
  const { row, side } = await findByToken(db, token, now);
  // The token read before the transaction is still this booking's (no concurrent move).
  const hash = linkTokenHash(token);
  const unchanged = (eb: ExpressionBuilder<Database, 'bookings'>) =>
    side === 'lawyer'
      ? eb('lawyer_token_hash', '=', hash)
      : eb.or([eb('visitor_token_hash', '=', hash), eb('reminder_token_hash', '=', hash)]);
  return rescheduleFound({ db, row, side, startsAt, locale, unchanged, publicOrigin, now });
}

/** Moves a booking from the signed-in person's space or dashboard: as from its link. */
export async function rescheduleMine({
  db,
  userId,
  bookingId,
  startsAt,
  locale,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  startsAt: string;
  locale?: Language | undefined;
  publicOrigin: string;
  now?: Date;
}): Promise<ManagedBooking> {
  const { row, side } = await findMine(db, bookingId, userId, now);
  // No concurrent change since it was read: every change raises the sequence.
  const unchanged = (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb('sequence', '=', row.sequence);
  const { token: _newLink, ...moved } = await rescheduleFound({
    db,
    row,
    side,
    startsAt,
    locale,
    unchanged,
    publicOrigin,
    now,
  });
  return moved;
}

/** The one move of a found booking, whichever way it was found (link or account). */
async function rescheduleFound({
  db,
  row,
  side,
  startsAt: startsAtText,
  locale,
  unchanged,
  publicOrigin,
  now,
}: {
  db: Kysely<Database>;
  row: BookingRow;
  side: BookingSide;
  startsAt: string;
  locale: Language | undefined;
  unchanged: (eb: ExpressionBuilder<Database, 'bookings'>) => Expression<SqlBool>;
  publicOrigin: string;
  now: Date;
}): Promise<ManagedBooking & { token: string }> {
  if (!isChangeable(row, now)) throw bookingClosed();
  if (row.status === 'held') throw notConfirmed();
  const lawyer = await lawyerOfBooking(db, row.lawyer_id);
  const startsAt = new Date(startsAtText);
  const tokens = { visitor: newLinkToken(), lawyer: newLinkToken() };
  const moved = await withSlotGuard(() =>
    db.transaction().execute(async (trx) => {
      const slot = await admitSlot({
        trx,
        lawyer,
        startsAt,
        meetingMode: null,
        now,
        except: row.id,
      });
      const updated = await trx
        .updateTable('bookings')
        .set({
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          sequence: sql<number>`sequence + 1`,
          visitor_token_hash: linkTokenHash(tokens.visitor),
          lawyer_token_hash: linkTokenHash(tokens.lawyer),
          // The new time gets its own reminder, with a link of its own (`reminders.ts`).
          reminder_sent_at: null,
          reminder_token_hash: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'booked')
        .where('starts_at', '>', now)
        .where(unchanged)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw bookingClosed();
      const event: BookingEvent = { kind: 'moved', previousStartsAt: new Date(row.starts_at) };
      await enqueueMail({
        db: trx,
        mails: bookingMails(mailInput(updated, lawyer, publicOrigin, tokens), event),
      });
      return updated;
    }),
  );
  return { ...toManaged(moved, lawyer, side, now, locale), token: tokens[side] };
}

/**
 * Confirms a held booking from the visitor's link (issue 38 item 5): it becomes booked (one
 * conditional update, while the hold lasts), the lawyer's link is made, and both sides' booking
 * e-mails are queued, the visitor's with the link they used. Confirming a booked one again answers
 * it unchanged; a hold not confirmed in time is an unknown link (404).
 */
export async function confirmByToken({
  db,
  token,
  ip,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  token: string;
  ip: string;
  publicOrigin: string;
  now?: Date;
}): Promise<ManagedBooking> {
  await enforceSendingLimit({ db, limit: LINK_CHANGES_PER_IP, subject: ip });
  const { row, side } = await findByToken(db, token, now);
  const lawyer = await lawyerOfBooking(db, row.lawyer_id);
  if (row.status === 'booked') return toManaged(row, lawyer, side, now, undefined);
  if (!isChangeable(row, now)) throw bookingClosed();
  const lawyerToken = newLinkToken();
  const confirmed = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({
        status: 'booked',
        hold_address_hash: null,
        lawyer_token_hash: linkTokenHash(lawyerToken),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'held')
      .where('hold_expires_at', '>', now)
      .where('starts_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    const tokens = { visitor: token, lawyer: lawyerToken };
    await enqueueMail({
      db: trx,
      mails: bookingMails(mailInput(updated, lawyer, publicOrigin, tokens), { kind: 'booked' }),
    });
    return updated;
  });
  if (confirmed) return toManaged(confirmed, lawyer, side, now, undefined);
  // Beaten by a concurrent confirmation (the same answer), a cancellation (410) or the hold's end.
  const again = await findByToken(db, token, now);
  if (again.row.status !== 'booked') throw bookingClosed();
  return toManaged(again.row, lawyer, side, now, undefined);
}

/** The signed-in lawyer's profile id; 404 for a lawyer account without a profile yet. */
async function ownLawyer(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('lawyers as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .select(['l.id', 'l.province', 'c.name as city', 'u.language'])
    .where('l.owner_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', NO_PROFILE);
  return {
    id: row.id,
    city: row.city,
    language: row.language,
    timeZone: timeZoneOfProvince(row.province),
  };
}

export async function getMyAvailability({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<MyAvailability> {
  const lawyer = await ownLawyer(db, userId);
  return { timeZone: lawyer.timeZone, availability: await findAvailability(db, lawyer.id) };
}

export async function saveMyAvailability({
  db,
  userId,
  availability,
}: {
  db: Kysely<Database>;
  userId: number;
  availability: Availability;
}): Promise<MyAvailability> {
  const lawyer = await ownLawyer(db, userId);
  const values = {
    enabled: availability.enabled,
    weekly_hours: JSON.stringify(availability.weeklyHours),
    slot_minutes: availability.slotMinutes,
    buffer_minutes: availability.bufferMinutes,
    days_off: availability.daysOff,
    meeting_modes: availability.meetingModes,
    horizon_days: availability.horizonDays,
    min_notice_hours: availability.minNoticeHours,
    updated_at: new Date(),
  };
  await db
    .insertInto('booking_availability')
    .values({ lawyer_id: lawyer.id, ...values })
    .onConflict((oc) => oc.column('lawyer_id').doUpdateSet(values))
    .execute();
  return getMyAvailability({ db, userId });
}

/** A booking as the lawyer's dashboard lists it, its times on the lawyer's clocks in `language`. */
function toLawyerBooking(
  row: BookingRow,
  lawyer: Awaited<ReturnType<typeof ownLawyer>>,
  language: Language,
): LawyerBooking {
  const heldUntil = heldUntilOf(row);
  return {
    when: officeTime(row.starts_at, lawyer, language),
    endTime: officeTime(row.ends_at, lawyer, language).time,
    heldUntilTime: heldUntil && officeTime(heldUntil, lawyer, language).time,
    id: row.id,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    meetingMode: row.meeting_mode as MeetingMode,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    heldUntil: heldUntilOf(row),
    createdAt: iso(row.created_at),
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    cancelledBy: row.cancelled_by,
  };
}

export async function listMyBookings({
  db,
  userId,
  query,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  query: { from?: string | undefined; to?: string | undefined; locale?: Language | undefined };
  now?: Date;
}): Promise<MyBookings> {
  const lawyer = await ownLawyer(db, userId);
  const window = windowOf({
    ...query,
    defaultFrom: new Date(now.getTime() - DAY_MS),
    defaultDays: DEFAULT_BOOKING_DAYS,
    maxDays: MAX_BOOKING_RANGE_DAYS,
    maxMessage: BOOKING_MESSAGES.bookingRangeMax,
  });
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('lawyer_id', '=', lawyer.id)
    .where('starts_at', '>=', window.from)
    .where('starts_at', '<', window.to)
    .where((eb) => notLapsed(eb, now))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(2000)
    .execute();
  const language = query.locale ?? lawyer.language;
  const today = officeTime(now, lawyer, language);
  return {
    timeZone: lawyer.timeZone,
    zone: today.zone,
    today: today.day,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    bookings: rows.map((row) => toLawyerBooking(row, lawyer, language)),
  };
}

export async function cancelMyBooking({
  db,
  userId,
  bookingId,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  publicOrigin: string;
  now?: Date;
}): Promise<LawyerBooking> {
  const row = await ownBooking({ db, userId, bookingId, now });
  const lawyer = await ownLawyer(db, userId);
  return toLawyerBooking(
    await cancelBooking({ db, bookingId: row.id, by: 'lawyer', now, publicOrigin }),
    lawyer,
    lawyer.language,
  );
}

/**
 * One of the signed-in lawyer's bookings that can still be cancelled: 404 when it is not theirs
 * (or is a lapsed hold, which they no longer see), 410 when cancelled or started.
 */
async function ownBooking({
  db,
  userId,
  bookingId,
  now,
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  now: Date;
}): Promise<BookingRow> {
  const lawyer = await ownLawyer(db, userId);
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where('lawyer_id', '=', lawyer.id)
    .where((eb) => notLapsed(eb, now))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', BOOKING_NOT_FOUND);
  if (!isChangeable(row, now)) throw bookingClosed();
  return row;
}

/**
 * The lawyer releases a booking they find suspicious (issue 38 item 5): it is cancelled and its
 * slot open again, with an entry in the audit log, in one transaction. A booked one's visitor is
 * sent the cancellation (their calendar has the invitation); a held one's is not (their address is
 * not proven). The lawyer gets no mail of their own doing.
 */
export async function releaseMyBooking({
  db,
  userId,
  bookingId,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  publicOrigin: string;
  now?: Date;
}): Promise<LawyerBooking> {
  const own = await ownBooking({ db, userId, bookingId, now });
  const released = await db.transaction().execute(async (trx) => {
    const { row, wasHeld } = await cancelIn(trx, { bookingId: own.id, by: 'lawyer', now });
    await recordAudit({
      db: trx,
      actorId: userId,
      action: 'booking.release',
      target: { type: 'booking', id: row.id },
      details: {
        lawyerId: row.lawyer_id,
        startsAt: iso(row.starts_at),
        status: wasHeld ? 'held' : 'booked',
      },
    });
    if (!wasHeld) {
      const lawyer = await lawyerOfBooking(trx, row.lawyer_id);
      const mails = bookingMails(mailInput(row, lawyer, publicOrigin, null), {
        kind: 'cancelled',
        by: 'lawyer',
      });
      await enqueueMail({
        db: trx,
        mails: mails.filter((mail) => mail.kind === 'booking.cancelled.visitor'),
      });
    }
    return row;
  });
  const lawyer = await ownLawyer(db, userId);
  return toLawyerBooking(released, lawyer, lawyer.language);
}

/**
 * The `.ics` of a found booking for its page's "Add to calendar" (issue 37 item 5): the side's view
 * of the e-mails' event. Only a booked one: 409 while held (nothing is booked yet), 410 once
 * cancelled.
 */
async function calendarOf({
  db,
  row,
  side,
  locale,
  publicOrigin,
}: {
  db: Kysely<Database>;
  row: BookingRow;
  side: BookingSide;
  locale: Language | undefined;
  publicOrigin: string;
}): Promise<string> {
  if (row.status === 'cancelled') throw bookingClosed();
  if (row.status === 'held') throw notConfirmed();
  const lawyer = await lawyerOfBooking(db, row.lawyer_id);
  const { tokens: _none, ...input } = mailInput(row, lawyer, publicOrigin, null);
  const language = locale ?? (side === 'lawyer' ? lawyer.language : row.locale);
  return bookingCalendarFile(input, side, language);
}

export async function calendarByToken({
  db,
  token,
  locale,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  token: string;
  locale?: Language | undefined;
  publicOrigin: string;
  now?: Date;
}): Promise<string> {
  const { row, side } = await findByToken(db, token, now);
  return calendarOf({ db, row, side, locale, publicOrigin });
}

export async function calendarMine({
  db,
  userId,
  bookingId,
  locale,
  publicOrigin,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: number;
  bookingId: number;
  locale?: Language | undefined;
  publicOrigin: string;
  now?: Date;
}): Promise<string> {
  const { row, side } = await findMine(db, bookingId, userId, now);
  return calendarOf({ db, row, side, locale, publicOrigin });
}
