import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  CONSULTATION_TYPES,
  createConsultationSchema,
  todayIn,
} from '@cld/validation/consultation';
import { lawyerContactSchema } from '@cld/validation/lawyer-contact';
import { msg } from '@cld/validation/messages';
import { siteContactSchema } from '@cld/validation/site-contact';
import { errorSchema } from './errors.ts';
import { pageLocaleField } from './languages.ts';

const c = initContract();

/**
 * The honeypot: a field the website renders hidden from people (off-screen, `aria-hidden`,
 * `tabIndex={-1}`, `autoComplete="off"`) and leaves empty. Bots fill every field they see. A
 * request with it filled is answered 201 with `id: 0` and nothing is stored or sent, so the bot
 * learns nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(2000).optional();

export const UNKNOWN_LAWYER_MESSAGE = msg('lawyer.unavailable');
const lawyerIdField = z.coerce
  .number({ error: UNKNOWN_LAWYER_MESSAGE })
  .int(UNKNOWN_LAWYER_MESSAGE)
  .positive(UNKNOWN_LAWYER_MESSAGE)
  .max(2_147_483_647, UNKNOWN_LAWYER_MESSAGE);

/** "Send Message" on a profile: the form's schema plus the lawyer, the honeypot and the page's language. */
export const contactRequestBodySchema = lawyerContactSchema.extend({
  lawyerId: lawyerIdField,
  [HONEYPOT_FIELD]: honeypot,
  locale: pageLocaleField,
});
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

/**
 * The westernmost Canadian time zone has the latest "today" in the country: a date that is today
 * or later there is not in the past for any visitor in Canada.
 */
export const CONSULTATION_TIME_ZONE = 'America/Vancouver';
const PAST_DATE_MESSAGE = msg('preferredDate.past');

/**
 * "Schedule Consultation": the form's schema plus the lawyer and the honeypot. "Today" is read at
 * each parse (the form's own schema takes it once), so a long-running server never goes stale.
 */
export const consultationRequestBodySchema = createConsultationSchema({ today: '1970-01-01' })
  .extend({ lawyerId: lawyerIdField, [HONEYPOT_FIELD]: honeypot, locale: pageLocaleField })
  .refine(
    // Malformed dates already have the form's own message.
    ({ preferredDate }) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(preferredDate) ||
      preferredDate >= todayIn(CONSULTATION_TIME_ZONE, new Date()),
    {
      path: ['preferredDate'],
      message: PAST_DATE_MESSAGE,
      // Checked even while other fields are wrong (an unchosen time, say), so a form shows every
      // message at once, as the browser's own schema does.
      when: ({ value }) =>
        typeof (value as { preferredDate?: unknown } | undefined)?.preferredDate === 'string',
    },
  );
export type ConsultationRequestBody = z.input<typeof consultationRequestBodySchema>;

/** The contact page's form plus the honeypot and the page's language. */
export const siteContactBodySchema = siteContactSchema.extend({
  [HONEYPOT_FIELD]: honeypot,
  locale: pageLocaleField,
});
export type SiteContactBody = z.input<typeof siteContactBodySchema>;

export const createdSchema = z.object({
  /** The stored request; 0 when the honeypot caught the request and nothing was stored. */
  id: z.number().int().nonnegative(),
});

export const INQUIRY_KINDS = ['contact', 'consultation'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Who wrote one entry of a request's conversation. */
export const CONVERSATION_AUTHORS = ['lawyer', 'client'] as const;

/**
 * One reply in a request's conversation (the spec's messages and replies): the lawyer's, written
 * from the dashboard, or the answer of the person who asked, written from their space.
 */
export const conversationEntrySchema = z.object({
  id: z.number().int().positive(),
  from: z.enum(CONVERSATION_AUTHORS),
  content: z.string(),
  createdAt: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

const inquiryBase = z.object({
  id: z.number().int().positive(),
  lawyerId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A contact request's option ("Divorce") or a consultation's slug ("family-law"). */
  legalIssue: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  /** When the lawyer last replied from the dashboard; null until then. */
  repliedAt: z.string().nullable(),
  /**
   * The first answer: a reply here, or the lawyer marking it answered (by phone or their own
   * e-mail). Responsiveness and the review invitation count from it.
   */
  answeredAt: z.string().nullable(),
  answeredElsewhere: z.boolean(),
  /** The replies after the request's own message, oldest first: the lawyer's and the sender's. */
  conversation: z.array(conversationEntrySchema),
});

/** One entry of the lawyer's inbox, of either kind; `kind` + `id` identify it. */
export const inquirySchema = z.discriminatedUnion('kind', [
  inquiryBase.extend({ kind: z.literal('contact') }),
  inquiryBase.extend({
    kind: z.literal('consultation'),
    /** YYYY-MM-DD */
    preferredDate: z.string(),
    /** "9:30 AM" */
    preferredTime: z.string(),
    consultationType: z.enum(CONSULTATION_TYPES),
  }),
]);
export type Inquiry = z.infer<typeof inquirySchema>;

const inquiryPathParams = z.object({
  kind: z.enum(INQUIRY_KINDS, { error: msg('inquiryKind.unknown') }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const REPLY_REQUIRED_MESSAGE = msg('reply.required');
export const REPLY_MAX_LENGTH = 5000;
/** The dashboard's reply box. */
export const replyBodySchema = z.object({
  content: z
    .string({ error: REPLY_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPLY_REQUIRED_MESSAGE)
    .max(REPLY_MAX_LENGTH, msg('reply.max', { max: REPLY_MAX_LENGTH })),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;

/** An outbox entry as an operator reads it (`held` ones wait for SMTP_URL). */
export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * A client may send an `Idempotency-Key` (a UUID, say) with a public form (a lawyer's two, the
 * contact page's): a retry with the same key and body gets the first answer again, without a second
 * request or e-mail; the same key with another body answers 422; a retry while the first is in
 * progress, 409 (issues 15 and 38).
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 visible ASCII characters')
    .optional(),
});

const sendResponses = {
  201: createdSchema,
  400: errorSchema,
  403: errorSchema,
  413: errorSchema,
  429: errorSchema,
} as const;

/** A lawyer marking one of their own requests: the request as it now is, 404 if it is not theirs. */
const inboxActionResponses = {
  200: inquirySchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
} as const;

/**
 * The three public forms, the lawyer's inbox actions and the operator's view of the mail outbox.
 * Anyone may send the forms; a 201 means the request and its e-mails are stored (the e-mails leave
 * in the background). 400 answers carry `issues` with the form's messages per field; 429 carries a
 * `Retry-After` header (seconds). With a session cookie, writes need `X-Requested-With`.
 */
export const inquiriesContract = c.router({
  sendContactRequest: {
    method: 'POST',
    path: '/api/contact-requests',
    headers: idempotencyHeaders,
    body: contactRequestBodySchema,
    responses: { ...sendResponses, 404: errorSchema, 409: errorSchema, 422: errorSchema },
    summary:
      "Send a lawyer a message (profile's Send Message); 404 when the lawyer is unknown or hidden",
  },
  sendConsultationRequest: {
    method: 'POST',
    path: '/api/consultation-requests',
    headers: idempotencyHeaders,
    body: consultationRequestBodySchema,
    responses: { ...sendResponses, 404: errorSchema, 409: errorSchema, 422: errorSchema },
    summary: "Ask a lawyer for a consultation (profile's Schedule Consultation)",
  },
  sendSiteContact: {
    method: 'POST',
    path: '/api/contact',
    headers: idempotencyHeaders,
    body: siteContactBodySchema,
    responses: { ...sendResponses, 409: errorSchema, 422: errorSchema },
    summary: "The contact page's message to the site's operator",
  },
  markRead: {
    method: 'POST',
    path: '/api/lawyers/my-contact-requests/:kind/:id/read',
    pathParams: inquiryPathParams,
    body: c.noBody(),
    responses: inboxActionResponses,
    summary: "Mark one of the signed-in lawyer's requests as read (404 if it is not theirs)",
  },
  markAnswered: {
    method: 'POST',
    path: '/api/lawyers/my-contact-requests/:kind/:id/answered',
    pathParams: inquiryPathParams,
    body: c.noBody(),
    responses: inboxActionResponses,
    summary:
      "Mark one of the signed-in lawyer's requests answered outside the site (phone, own e-mail); the first answer's time is kept",
  },
  reply: {
    method: 'POST',
    path: '/api/lawyers/my-contact-requests/:kind/:id/reply',
    pathParams: inquiryPathParams,
    body: replyBodySchema,
    responses: {
      201: inquirySchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      429: errorSchema,
    },
    summary:
      'Reply to one of the signed-in lawyer’s requests: stored, e-mailed to the person who asked, the request marked read and replied',
  },
  outbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    query: z.object({
      status: z.enum(MAIL_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    responses: {
      200: z.array(outboxMailSchema),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
    },
    summary: 'Administrators: the newest outgoing e-mails, including the held ones',
  },
});
