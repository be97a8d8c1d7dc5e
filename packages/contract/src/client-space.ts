import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CONSULTATION_TYPES } from '@cld/validation/consultation';
import { msg } from '@cld/validation/messages';
import { appointmentTimesSchema, BOOKING_SIDES, BOOKING_STATUSES } from './bookings.ts';
import { errorSchema } from './errors.ts';
import { conversationEntrySchema, INQUIRY_KINDS, replyBodySchema } from './inquiries.ts';
import { pageLocaleField } from './languages.ts';

const c = initContract();

/**
 * Where a request stands for the person who sent it: `sent` until the lawyer opens it, `read` once
 * opened, `answered` once the lawyer replied here or marked it answered (by phone, their own e-mail).
 */
export const SENT_REQUEST_STATUSES = ['sent', 'read', 'answered'] as const;
export type SentRequestStatus = (typeof SENT_REQUEST_STATUSES)[number];

const sentRequestBase = z.object({
  id: z.number().int().positive(),
  lawyer: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    /** False when the profile has been hidden since: its page no longer opens. */
    listed: z.boolean(),
  }),
  /** A contact request's option ("Divorce") or a consultation's slug ("family-law"). */
  legalIssue: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(SENT_REQUEST_STATUSES),
  /** The lawyer's replies and the sender's answers, oldest first. */
  conversation: z.array(conversationEntrySchema),
});

/** A request the signed-in person sent, of either kind; `kind` + `id` identify it. */
export const sentRequestSchema = z.discriminatedUnion('kind', [
  sentRequestBase.extend({ kind: z.literal('contact') }),
  sentRequestBase.extend({
    kind: z.literal('consultation'),
    /** YYYY-MM-DD */
    preferredDate: z.string(),
    /** "9:30 AM" */
    preferredTime: z.string(),
    consultationType: z.enum(CONSULTATION_TYPES),
  }),
]);
export type SentRequest = z.infer<typeof sentRequestSchema>;

const UNKNOWN_REQUEST = msg('inquiryKind.unknown');
const sentRequestPathParams = z.object({
  kind: z.enum(INQUIRY_KINDS, { error: UNKNOWN_REQUEST }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const UNKNOWN_SAVED_LAWYER_MESSAGE = msg('lawyer.unavailable');
const savedLawyerPathParams = z.object({
  lawyerId: z.coerce
    .number({ error: UNKNOWN_SAVED_LAWYER_MESSAGE })
    .int(UNKNOWN_SAVED_LAWYER_MESSAGE)
    .positive(UNKNOWN_SAVED_LAWYER_MESSAGE)
    .max(2_147_483_647, UNKNOWN_SAVED_LAWYER_MESSAGE),
});

/** A lawyer the signed-in person saved (the heart), newest first. */
export const savedLawyerSchema = z.object({
  lawyerId: z.number().int().positive(),
  name: z.string(),
  firmName: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  savedAt: z.string(),
});
export type SavedLawyer = z.infer<typeof savedLawyerSchema>;

/** The heart's state after a change. */
export const savedStateSchema = z.object({
  lawyerId: z.number().int().positive(),
  saved: z.boolean(),
});
export type SavedState = z.infer<typeof savedStateSchema>;

/**
 * A consultation slot the person booked (issue 21 item 1): booked while signed in, or from their
 * verified e-mail. She changes it from her space as from the e-mailed link (issue 37 item 5: the
 * bookings contract's `mine`, `cancelMine`, `rescheduleMine` and `calendarMine`).
 */
export const clientBookingSchema = z.object({
  id: z.number().int().positive(),
  lawyer: z.object({ id: z.number().int().positive(), name: z.string(), listed: z.boolean() }),
  startsAt: z.string(),
  endsAt: z.string(),
  meetingMode: z.string(),
  status: z.enum(BOOKING_STATUSES),
  cancelledBy: z.enum(BOOKING_SIDES).nullable(),
  createdAt: z.string(),
  /** When, written by the server as the booking's e-mails write it (issue 37 item 2). */
  when: appointmentTimesSchema,
  /** An in-person consultation's full office address; null otherwise. */
  address: z.string().nullable(),
  /** Not cancelled and not started: it can still be cancelled (and, once booked, moved). */
  changeable: z.boolean(),
});
export type ClientBooking = z.infer<typeof clientBookingSchema>;

const signedIn = { 401: errorSchema } as const;

/**
 * A signed-in person's own space, whatever their role (decision 039): the requests they sent
 * (while signed in, or before from the same verified e-mail) with the lawyer's replies, their
 * answers, and the lawyers they saved. Another person's request answers 404, as if it did not exist.
 * With a session cookie, writes need `X-Requested-With`.
 */
export const clientSpaceContract = c.router({
  mySentRequests: {
    method: 'GET',
    path: '/api/my-space/requests',
    responses: { 200: z.array(sentRequestSchema), ...signedIn },
    summary:
      'The requests the signed-in person sent, with their status and conversation, newest first',
  },
  myBookings: {
    method: 'GET',
    path: '/api/my-space/bookings',
    query: z.object({ locale: pageLocaleField }),
    responses: { 200: z.array(clientBookingSchema), ...signedIn },
    summary: 'The consultations the signed-in person booked, soonest first, with their status',
  },
  answerLawyer: {
    method: 'POST',
    path: '/api/my-space/requests/:kind/:id/reply',
    pathParams: sentRequestPathParams,
    body: replyBodySchema,
    responses: {
      201: sentRequestSchema,
      400: errorSchema,
      ...signedIn,
      403: errorSchema,
      404: errorSchema,
      429: errorSchema,
    },
    summary:
      'Answer the lawyer in one of the signed-in person’s requests: stored, e-mailed to the lawyer, the request shown as new in their inbox',
  },
  savedLawyers: {
    method: 'GET',
    path: '/api/my-space/saved-lawyers',
    responses: { 200: z.array(savedLawyerSchema), ...signedIn },
    summary: 'The lawyers the signed-in person saved, newest first',
  },
  saveLawyer: {
    method: 'PUT',
    path: '/api/my-space/saved-lawyers/:lawyerId',
    pathParams: savedLawyerPathParams,
    body: c.noBody(),
    responses: {
      200: savedStateSchema,
      400: errorSchema,
      ...signedIn,
      403: errorSchema,
      404: errorSchema,
    },
    summary:
      'Save a listed lawyer (the heart); saving twice is harmless; 404 for an unknown or hidden one',
  },
  unsaveLawyer: {
    method: 'DELETE',
    path: '/api/my-space/saved-lawyers/:lawyerId',
    pathParams: savedLawyerPathParams,
    body: c.noBody(),
    responses: { 200: savedStateSchema, 400: errorSchema, ...signedIn, 403: errorSchema },
    summary: 'Remove a lawyer from the signed-in person’s saved lawyers (harmless if not saved)',
  },
});
