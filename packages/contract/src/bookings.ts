import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { MEETING_MODES } from '@cld/reference/practice-details';
import {
  availabilitySchema,
  BOOKING_MESSAGES,
  bookingSchema,
  bookingTokenField,
  instantField,
} from '@cld/validation/booking';
import { errorSchema } from './errors.ts';
import { HONEYPOT_FIELD, idempotencyHeaders } from './inquiries.ts';
import { pageLocaleField } from './languages.ts';

const c = initContract();

/**
 * Consultation booking (issue 21 item 1, decision 037). Every time is an ISO 8601 instant in UTC
 * (`2026-11-30T14:00:00.000Z`); the lawyer's hours are kept and computed in their own time zone
 * (`timeZone`, an IANA name from their province), and the web shows the instants in the visitor's.
 *
 * The e-mailed links carry a token (`?token=…` on the site's `manageBooking` page); the API takes
 * it in the query or the body, never in the path, so request logs (which keep paths) never hold
 * one. A token is one booking's and one side's (visitor or lawyer). It shows the booking until a
 * reschedule replaces both sides' links (the new e-mails carry them; the caller's new one is in the
 * answer), and can change it only while it is booked and has not started.
 *
 * Bookings cannot be squatted (issue 38 item 5): a booking by someone whose e-mail is not proven
 * (anonymous, or an account not verified or booking for another address) is `held` until
 * `heldUntil`, and becomes `booked` when its link confirms it (`confirmByToken`); a hold not
 * confirmed in time frees its slot and its link stops working. One mailbox has at most a few open
 * bookings, one address a few holds per lawyer (429 naming the reason), and a lawyer can release a
 * suspicious booking from the dashboard (`releaseMyBooking`).
 */

const lawyerIdParams = z.object({
  // Any text: the API answers 404 for ids that are not positive 32-bit integers.
  id: z.string(),
});

/** `held`: made, not yet confirmed from the e-mailed link (it keeps its slot until `heldUntil`). */
export const BOOKING_STATUSES = ['held', 'booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_SIDES = ['visitor', 'lawyer'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

/**
 * A moment on one zone's clocks, written by the server (`@cld/reference/appointment-time`, issue 37
 * item 2): pages show these texts as they are, and never work a time out again in the browser.
 */
export const wallClockSchema = z.object({
  /** The calendar day there, `2026-03-09` (a key to group by, not for reading). */
  day: z.string(),
  /** "Monday, March 9, 2026" / « lundi 9 mars 2026 ». */
  date: z.string(),
  /** "Mon, Mar 9" / « lun. 9 mars ». */
  shortDate: z.string(),
  /** "9:00 a.m." / « 9 h ». */
  time: z.string(),
  /** "Central Time (Winnipeg)" / « heure du Centre (Winnipeg) ». */
  zone: z.string(),
  /** "UTC−5". */
  offset: z.string(),
  /** "Monday, March 9, 2026, 9:00 a.m. Central Time (Winnipeg, UTC−5)". */
  text: z.string(),
});
export type WallClockText = z.infer<typeof wallClockSchema>;

/**
 * When a booking is: in the office's zone, and in the visitor's when it is known and another zone
 * (null otherwise); the texts its e-mails and `.ics` carry too.
 */
export const appointmentTimesSchema = z.object({
  office: wallClockSchema,
  visitor: wallClockSchema.nullable(),
});
export type AppointmentTimes = z.infer<typeof appointmentTimesSchema>;

export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** The slot's day (`2026-12-01`) on the clocks shown (`shownZone`): the picker's day groups. */
  day: z.string(),
  /** Its time of day there, "9:30 a.m." / « 9 h 30 ». */
  time: z.string(),
  /** All of it there, zone and offset named. */
  text: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** A window of time: both instants, `to` after `from`; absent, the API picks (see each route). */
const rangeQuery = z.object({
  from: instantField(BOOKING_MESSAGES.rangeInvalid).optional(),
  to: instantField(BOOKING_MESSAGES.rangeInvalid).optional(),
  /** The language the answer's times are written in (English when absent). */
  locale: pageLocaleField,
});

/**
 * The open slots of a lawyer. `bookable: false` (and no slots) when the lawyer takes no bookings:
 * the profile keeps its consultation request form then.
 */
export const slotsSchema = z.object({
  lawyerId: z.number().int().positive(),
  bookable: z.boolean(),
  /** The lawyer's IANA time zone (from their province), e.g. `America/Halifax`. */
  timeZone: z.string(),
  slotMinutes: z.number().int().nullable(),
  meetingModes: z.array(z.enum(MEETING_MODES)),
  /** The window the slots were computed for (after clamping to notice and horizon). */
  from: z.string(),
  to: z.string(),
  /**
   * The clocks the slots are written in: the visitor's zone when the request named one (`timeZone`),
   * else the lawyer's; `officeZone` names the lawyer's, `sameZone` whether they are one.
   */
  shownZone: z.string(),
  officeZone: z.string(),
  sameZone: z.boolean(),
  /** The days that have slots, in order, written out. */
  days: z.array(z.object({ day: z.string(), date: z.string(), shortDate: z.string() })),
  slots: z.array(slotSchema),
});
export type Slots = z.infer<typeof slotsSchema>;

/** An IANA time zone the runtime knows (`America/Vancouver`); anything else is dropped. */
const visitorTimeZoneField = z
  .string()
  .max(64)
  .optional()
  .catch(undefined)
  .transform((zone) => {
    if (!zone || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return undefined;
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  });

/**
 * "Book" on a profile: the form plus the honeypot, the page's language and the visitor's time
 * zone (the browser's, for the times of their e-mails; optional, the lawyer's zone otherwise).
 */
/** The open slots' window, and the visitor's zone (the browser's) their times are written in. */
const slotsQuery = rangeQuery.extend({ timeZone: visitorTimeZoneField });

export const bookingRequestBodySchema = bookingSchema.extend({
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  locale: pageLocaleField,
  timeZone: visitorTimeZoneField,
});
export type BookingRequestBody = z.input<typeof bookingRequestBodySchema>;

/** What the visitor learns of their booking (answer of a booking, and of the e-mailed link). */
export const bookingSummarySchema = z.object({
  /** 0 when the honeypot caught the request and nothing was stored. */
  id: z.number().int().nonnegative(),
  lawyerId: z.number().int().positive(),
  lawyerName: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  meetingMode: z.enum(MEETING_MODES),
  status: z.enum(BOOKING_STATUSES),
  /** While `held`: until when the slot is kept unconfirmed; null otherwise. */
  heldUntil: z.string().nullable(),
  /** When, written by the server in the page's language (the same texts as the e-mails). */
  when: appointmentTimesSchema,
  /** `heldUntil` written out, on the visitor's clocks where known, else the office's. */
  heldUntilText: z.string().nullable(),
  /**
   * Where to meet in person: the office's full address (street, city, province); null for a video
   * or phone consultation, or an office without an address.
   */
  address: z.string().nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** The booking an e-mailed link opens, and what the link's holder may still do. */
export const managedBookingSchema = bookingSummarySchema.extend({
  /** Whose link it is: the visitor's or the lawyer's. */
  side: z.enum(BOOKING_SIDES),
  /** The visitor's name (both sides' links show who is coming). */
  name: z.string(),
  /**
   * False once cancelled or started: cancel and reschedule answer 410 then. A held booking can be
   * confirmed or cancelled, and moved once confirmed (409 before).
   */
  changeable: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(BOOKING_SIDES).nullable(),
  /**
   * The IANA zone the visitor booked from, on the visitor's side (null on the lawyer's, or when the
   * browser did not say): the page asks for open slots on that clock to move to.
   */
  visitorTimeZone: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** One booking in the lawyer's dashboard. */
export const lawyerBookingSchema = z.object({
  id: z.number().int().positive(),
  startsAt: z.string(),
  endsAt: z.string(),
  meetingMode: z.enum(MEETING_MODES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** While `held` (the visitor has not confirmed it yet): until when; null otherwise. */
  heldUntil: z.string().nullable(),
  /** The start on the lawyer's clocks, written by the server in the asked language. */
  when: wallClockSchema,
  /** The end's time of day there ("9:30 a.m."). */
  endTime: z.string(),
  /** `heldUntil`'s time of day there; null when not held. */
  heldUntilTime: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(BOOKING_SIDES).nullable(),
});
export type LawyerBooking = z.infer<typeof lawyerBookingSchema>;

export const myBookingsSchema = z.object({
  timeZone: z.string(),
  /** The lawyer's zone as people name it ("Central Time (Winnipeg)"). */
  zone: z.string(),
  /** Today's date on the lawyer's clocks (`2026-12-01`): the day view opens on it. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** Oldest first; cancelled ones included (their `status` says so). */
  bookings: z.array(lawyerBookingSchema),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

/** The dashboard's availability: `availability` is null until the lawyer first saves it. */
export const myAvailabilitySchema = z.object({
  timeZone: z.string(),
  availability: availabilitySchema.nullable(),
});
export type MyAvailability = z.infer<typeof myAvailabilitySchema>;

export const tokenBodySchema = z.object({ token: bookingTokenField });
/** A link's booking, its times written in `locale` (the booking's own language when absent). */
const tokenQuery = z.object({ token: bookingTokenField, locale: pageLocaleField });
export const rescheduleBodySchema = z.object({
  token: bookingTokenField,
  startsAt: bookingSchema.shape.startsAt,
  locale: pageLocaleField,
});
export type RescheduleBody = z.input<typeof rescheduleBodySchema>;

const bookingIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A calendar file: one event, METHOD:PUBLISH (a download, not an invitation to answer). */
const calendarFile = c.otherResponse({ contentType: 'text/calendar', body: z.string() });

const lawyerOnly = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

/**
 * Routes. A 400 carries `issues` naming the field (`startsAt`, `from`, `token`…). A 409 on a booking
 * or a reschedule names `startsAt`: the time is taken, or not open (off the lawyer's grid, outside
 * their hours, a day off, too soon, too far ahead). 410: the booking is cancelled or has started.
 * With a session cookie, writes need `X-Requested-With`.
 */
export const bookingsContract = c.router({
  slots: {
    method: 'GET',
    path: '/api/lawyers/:id/slots',
    pathParams: lawyerIdParams,
    query: slotsQuery,
    responses: { 200: slotsSchema, 400: errorSchema, 404: errorSchema },
    summary:
      'Open consultation slots of a lawyer between `from` (default now) and `to` (default 14 days later; at most 62 days); `bookable: false` when the lawyer takes no bookings; 404 for an unknown or hidden lawyer',
  },
  book: {
    method: 'POST',
    path: '/api/lawyers/:id/bookings',
    pathParams: lawyerIdParams,
    headers: idempotencyHeaders,
    body: bookingRequestBodySchema,
    responses: {
      201: bookingSummarySchema,
      400: errorSchema,
      403: errorSchema,
      404: errorSchema,
      409: errorSchema,
      413: errorSchema,
      422: errorSchema,
      429: errorSchema,
    },
    summary:
      'Book an open slot (anyone; a signed-in person’s account is kept with it). From a signed-in account whose verified e-mail is the booking’s, it is `booked` at once and both sides get an e-mail with an .ics invitation; otherwise it is `held` until `heldUntil` and only the visitor gets an e-mail, whose link confirms it. 409 naming `startsAt` when the slot is taken or not open; 429 when the e-mail has too many open bookings (naming `email`) or the address too many holds with this lawyer',
  },
  myAvailability: {
    method: 'GET',
    path: '/api/lawyers/my-availability',
    responses: { 200: myAvailabilitySchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    summary: "The signed-in lawyer's consultation availability (null until saved)",
  },
  saveMyAvailability: {
    method: 'PUT',
    path: '/api/lawyers/my-availability',
    body: availabilitySchema,
    responses: { 200: myAvailabilitySchema, ...lawyerOnly, 404: errorSchema, 413: errorSchema },
    summary:
      "Set the signed-in lawyer's consultation availability; existing bookings are kept whatever changes",
  },
  myBookings: {
    method: 'GET',
    path: '/api/lawyers/my-bookings',
    query: rangeQuery,
    responses: { 200: myBookingsSchema, ...lawyerOnly, 404: errorSchema },
    summary:
      "The signed-in lawyer's bookings starting between `from` (default: 24 hours ago) and `to` (default: 60 days after `from`; at most 366 days)",
  },
  cancelMyBooking: {
    method: 'POST',
    path: '/api/lawyers/my-bookings/:id/cancel',
    pathParams: bookingIdParams,
    body: c.noBody(),
    responses: {
      200: lawyerBookingSchema,
      ...lawyerOnly,
      404: errorSchema,
      410: errorSchema,
    },
    summary:
      "Cancel one of the signed-in lawyer's bookings (the visitor of a booked one is e-mailed a cancellation; a held one's is not); 404 if not theirs, 410 if cancelled or started",
  },
  releaseMyBooking: {
    method: 'POST',
    path: '/api/lawyers/my-bookings/:id/release',
    pathParams: bookingIdParams,
    body: c.noBody(),
    responses: {
      200: lawyerBookingSchema,
      ...lawyerOnly,
      404: errorSchema,
      410: errorSchema,
    },
    summary:
      "Release one of the signed-in lawyer's held or booked bookings as suspicious: it is cancelled, its slot open again, and the release recorded in the audit log (a booked one's visitor is e-mailed a cancellation, a held one's is not); 404 if not theirs, 410 if cancelled or started",
  },
  byToken: {
    method: 'GET',
    path: '/api/bookings/manage',
    query: tokenQuery,
    responses: { 200: managedBookingSchema, 400: errorSchema, 404: errorSchema },
    summary:
      'The booking of an e-mailed link; 400 for a malformed token, 404 for an unknown (forged, replaced) one',
  },
  cancelByToken: {
    method: 'POST',
    path: '/api/bookings/manage/cancel',
    body: tokenBodySchema,
    responses: {
      200: managedBookingSchema,
      400: errorSchema,
      404: errorSchema,
      410: errorSchema,
      429: errorSchema,
    },
    summary:
      'Cancel from an e-mailed link (either side); both get a cancellation e-mail (METHOD:CANCEL); 410 when already cancelled or started',
  },
  confirmByToken: {
    method: 'POST',
    path: '/api/bookings/manage/confirm',
    body: tokenBodySchema,
    responses: {
      200: managedBookingSchema,
      400: errorSchema,
      404: errorSchema,
      410: errorSchema,
      429: errorSchema,
    },
    summary:
      'Confirm a held booking from the visitor’s e-mailed link: it becomes `booked` and both sides get an e-mail with the .ics invitation (confirming a booked one again changes nothing); 404 for an unknown link or a hold not confirmed in time, 410 when cancelled or started',
  },
  rescheduleByToken: {
    method: 'POST',
    path: '/api/bookings/manage/reschedule',
    body: rescheduleBodySchema,
    responses: {
      200: managedBookingSchema.extend({
        /** The caller's new link token (the old links stop working; the new e-mails carry both). */
        token: z.string(),
      }),
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      410: errorSchema,
      429: errorSchema,
    },
    summary:
      'Move a booking to another open slot from an e-mailed link; both sides get an updated invitation (same UID, SEQUENCE+1) with new links, the old ones stop working (404); 409 naming `startsAt`, or naming `token` for a booking not confirmed yet; 410 when cancelled or started',
  },
  calendarByToken: {
    method: 'GET',
    path: '/api/bookings/manage/calendar',
    query: tokenQuery,
    responses: {
      200: calendarFile,
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      410: errorSchema,
    },
    summary:
      'The `.ics` of an e-mailed link’s booking, to add to a calendar (the same event as the e-mails’: UID, times, LOCATION); 410 when cancelled, 409 naming `token` while held',
  },
  mine: {
    method: 'GET',
    path: '/api/bookings/:id',
    pathParams: bookingIdParams,
    query: z.object({ locale: pageLocaleField }),
    responses: { 200: managedBookingSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    summary:
      'One of the signed-in person’s bookings, as its e-mailed link shows it: one they booked (their account’s, or their verified e-mail’s; side `visitor`) or one made with them as the lawyer (side `lawyer`); 404 otherwise',
  },
  cancelMine: {
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    pathParams: bookingIdParams,
    body: c.noBody(),
    responses: {
      200: managedBookingSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      410: errorSchema,
    },
    summary:
      'Cancel one of the signed-in person’s bookings from their space or dashboard: the same change as from the e-mailed link (both sides are e-mailed, METHOD:CANCEL)',
  },
  rescheduleMine: {
    method: 'POST',
    path: '/api/bookings/:id/reschedule',
    pathParams: bookingIdParams,
    body: rescheduleBodySchema.omit({ token: true }),
    responses: {
      200: managedBookingSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      409: errorSchema,
      410: errorSchema,
    },
    summary:
      'Move one of the signed-in person’s bookings to another open slot: the same change as from the e-mailed link (updated invitations, new links for both sides); 409 naming `startsAt` or, before confirmation, `token`',
  },
  calendarMine: {
    method: 'GET',
    path: '/api/bookings/:id/calendar',
    pathParams: bookingIdParams,
    query: z.object({ locale: pageLocaleField }),
    responses: {
      200: calendarFile,
      400: errorSchema,
      401: errorSchema,
      404: errorSchema,
      409: errorSchema,
      410: errorSchema,
    },
    summary:
      'The `.ics` of one of the signed-in person’s bookings, to add to a calendar; 409 naming `token` while held, 410 when cancelled',
  },
});
