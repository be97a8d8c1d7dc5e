import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * The `.ics` files of a booking's e-mails (decision 037), written with ical-generator: one event,
 * its UID stable for the booking (so a reschedule updates and a cancellation removes the same
 * entry), its SEQUENCE raised at each change, and its times in UTC (`…Z`), which every calendar
 * shows in its owner's zone. METHOD:REQUEST for an invitation or its update, METHOD:CANCEL with
 * STATUS:CANCELLED for a cancellation (RFC 5546).
 */

export interface CalendarBooking {
  id: number;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  /** The event's title, in the language of the mail it goes with. */
  summary: string;
  description: string;
  location: string | null;
  lawyer: { name: string; email: string };
  visitor: { name: string; email: string };
}

/** `booking-42@lawyers.example`: the same for every file about booking 42. */
export function bookingUid(id: number, publicOrigin: string): string {
  const host = new URL(publicOrigin).hostname || 'localhost';
  return `booking-${id}@${host}`;
}

export function bookingCalendar({
  booking,
  method,
  uid,
  now = new Date(),
}: {
  booking: CalendarBooking;
  /** `publish`: a file to download and add, not an invitation to answer (RFC 5546). */
  method: 'request' | 'cancel' | 'publish';
  uid: string;
  now?: Date;
}): string {
  const calendar = ical({
    prodId: { company: 'Canada Lawyer Directory', product: 'Consultation booking', language: 'EN' },
    method: {
      request: ICalCalendarMethod.REQUEST,
      cancel: ICalCalendarMethod.CANCEL,
      publish: ICalCalendarMethod.PUBLISH,
    }[method],
  });
  calendar.createEvent({
    id: uid,
    sequence: booking.sequence,
    stamp: now,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: booking.summary,
    description: booking.description,
    location: booking.location,
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: booking.lawyer.name, email: booking.lawyer.email },
    attendees: [
      {
        name: booking.visitor.name,
        email: booking.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: method === 'cancel' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
