import type { BookingSummary, LawyerBooking, ManagedBooking, Slots } from '@cld/contract/bookings';
import { appointmentTimes, wallClock } from '@cld/reference/appointment-time';
import type { MeetingMode } from '@cld/reference/practice-details';
import type { Locale } from '../../i18n/i18n.ts';

/**
 * Answers of the bookings API for web tests, their times written as the server writes them: with
 * `@cld/reference/appointment-time`, the office's clock named by its city (`appointment-text.ts` in
 * the API). Tests serve these through msw; the pages must show them as they are.
 */

export interface Office {
  timeZone: string;
  city: string;
}

export const HALIFAX: Office = { timeZone: 'America/Halifax', city: 'Halifax' };

/** The slots answer for `starts` (UTC instants), on `visitorZone`'s clock or the office's. */
export function slotsAnswer({
  starts,
  office = HALIFAX,
  visitorZone,
  locale = 'en',
  lawyerId = 42,
  slotMinutes = 30,
  meetingModes = ['in-person', 'video'],
}: {
  starts: readonly string[];
  office?: Office;
  visitorZone?: string | null | undefined;
  locale?: Locale;
  lawyerId?: number;
  slotMinutes?: number;
  meetingModes?: MeetingMode[];
}): Slots {
  const shown = (instant: string) =>
    visitorZone
      ? wallClock(instant, visitorZone, locale)
      : wallClock(instant, office.timeZone, locale, office.city);
  const now = new Date(0);
  const officeZone = wallClock(now, office.timeZone, locale, office.city).zone;
  const shownZone = visitorZone ? wallClock(now, visitorZone, locale).zone : officeZone;
  const slots = starts.map((startsAt) => {
    const at = shown(startsAt);
    const endsAt = new Date(Date.parse(startsAt) + slotMinutes * 60_000).toISOString();
    return { startsAt, endsAt, day: at.day, time: at.time, text: at.text };
  });
  const days = [
    ...new Map(
      starts.map((startsAt) => {
        const at = shown(startsAt);
        return [at.day, { day: at.day, date: at.date, shortDate: at.shortDate }] as const;
      }),
    ).values(),
  ];
  return {
    lawyerId,
    bookable: true,
    timeZone: office.timeZone,
    slotMinutes,
    meetingModes,
    from: '2026-11-30T00:00:00.000Z',
    to: '2026-12-14T00:00:00.000Z',
    shownZone,
    officeZone,
    sameZone: shownZone === officeZone,
    days,
    slots,
  };
}

/** A booking's answer (`book`), its times on the visitor's clock and the office's. */
export function summaryAnswer({
  startsAt,
  office = HALIFAX,
  visitorZone = null,
  locale = 'en',
  status = 'booked',
  heldUntil = null,
  meetingMode = 'video',
  address = null,
  id = 7,
}: {
  startsAt: string;
  office?: Office;
  visitorZone?: string | null;
  locale?: Locale;
  status?: BookingSummary['status'];
  heldUntil?: string | null;
  meetingMode?: MeetingMode;
  address?: string | null;
  id?: number;
}): BookingSummary {
  const clock = (instant: string) =>
    appointmentTimes({
      instant,
      officeZone: office.timeZone,
      visitorZone,
      locale,
      office: office.city,
    });
  return {
    id,
    lawyerId: 42,
    lawyerName: 'Avery Tremblay',
    timeZone: office.timeZone,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    meetingMode,
    status,
    heldUntil,
    when: clock(startsAt),
    heldUntilText: heldUntil && (clock(heldUntil).visitor ?? clock(heldUntil).office).text,
    address,
  };
}

/** The booking a link (or its owner) opens. */
export function managedAnswer(
  summary: Parameters<typeof summaryAnswer>[0] & {
    side?: ManagedBooking['side'];
    changeable?: boolean;
    cancelledBy?: ManagedBooking['cancelledBy'];
  },
): ManagedBooking {
  const { side = 'visitor', changeable = true, cancelledBy = null } = summary;
  return {
    ...summaryAnswer(summary),
    side,
    name: 'Jordan Lee',
    changeable,
    cancelledAt: cancelledBy ? '2026-11-29T12:00:00.000Z' : null,
    cancelledBy,
    visitorTimeZone: side === 'visitor' ? (summary.visitorZone ?? null) : null,
  };
}

/** A booking in the lawyer's dashboard, on the office's clock. */
export function lawyerBookingAnswer({
  id,
  startsAt,
  office = HALIFAX,
  locale = 'en',
  ...rest
}: Partial<LawyerBooking> & {
  id: number;
  startsAt: string;
  office?: Office;
  locale?: Locale;
}): LawyerBooking {
  const endsAt = rest.endsAt ?? new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  const heldUntil = rest.heldUntil ?? null;
  return {
    id,
    startsAt,
    endsAt,
    meetingMode: 'video',
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: null,
    message: null,
    status: 'booked',
    createdAt: '2026-11-20T12:00:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    ...rest,
    heldUntil,
    when: wallClock(startsAt, office.timeZone, locale, office.city),
    endTime: wallClock(endsAt, office.timeZone, locale, office.city).time,
    heldUntilTime: heldUntil && wallClock(heldUntil, office.timeZone, locale, office.city).time,
  };
}
