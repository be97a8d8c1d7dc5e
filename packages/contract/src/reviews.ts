import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { MAX_PAGE } from '@cld/reference/paging';
import {
  reviewHideSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
} from '@cld/validation/review';
import { msg } from '@cld/validation/messages';
import { errorSchema } from './errors.ts';
import { pageShape } from './paging.ts';
import { queryInt } from './query-params.ts';

const c = initContract();

// The thresholds live in a module without zod, for the web's first loads (review-thresholds.ts).
export {
  MIN_REQUESTS_FOR_RESPONSIVENESS,
  MIN_REVIEWS_FOR_RATING,
  RESPONSIVENESS_WINDOW_DAYS,
} from './review-thresholds.ts';

export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Why a review waits for an administrator (docs/decisions/018): what the text contains, or
 * `same-network`, another review of the lawyer sent from the same network a short while before.
 */
export const REVIEW_HELD_REASONS = [
  'links',
  'profanity',
  'personal-data',
  'markup',
  'same-network',
] as const;
export type ReviewHeldReason = (typeof REVIEW_HELD_REASONS)[number];

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const lawyerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const reviewIdParams = z.object({ id });

const LINK_NOT_VALID = msg('reviewLink.invalid');

/** The link's secret, as the e-mail carries it (43 characters of base64url). */
const tokenField = z
  .string({ error: LINK_NOT_VALID })
  .trim()
  .min(20, LINK_NOT_VALID)
  .max(200, LINK_NOT_VALID);

/** A review as the public reads it: no name, no contact details. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  /** Part of the fictional demo directory. */
  isDemo: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Reviews a page of the public list holds unless the query asks for another size. */
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

export const lawyerReviewsQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE).optional(),
  pageSize: queryInt(1, MAX_REVIEWS_PAGE_SIZE).optional(),
});
export type LawyerReviewsQuery = z.input<typeof lawyerReviewsQuerySchema>;

/** One page of a lawyer's published reviews, newest first, with the lawyer's aggregate. */
export const lawyerReviewsSchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int().min(0),
  reviews: z.array(publicReviewSchema),
  /** Its `total` counts the published reviews in all pages. */
  ...pageShape,
});
export type LawyerReviews = z.infer<typeof lawyerReviewsSchema>;

/** A review as its lawyer and the administrators see it: with its moderation state. */
export const moderatedReviewSchema = publicReviewSchema.extend({
  lawyerId: z.number().int(),
  lawyerName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why the automated checks held it (`REVIEW_HELD_REASONS`). */
  heldReasons: z.array(z.string()),
  hiddenReason: z.string().nullable(),
  reportCount: z.number().int().min(0),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** Measured, never typed: first answers to requests over the last 90 days. */
export const responsivenessSchema = z.object({
  /** Median time to the first answer, in seconds; null when fewer than half were answered. */
  medianReplySeconds: z.number().int().min(0).nullable(),
  /** Share of requests answered within 24 hours, 0 to 1. */
  withinDayShare: z.number().min(0).max(1),
  /** How many requests the figures are computed from. */
  requestCount: z.number().int().min(0),
});
export type Responsiveness = z.infer<typeof responsivenessSchema>;

export const myReviewsSchema = z.object({
  reviews: z.array(moderatedReviewSchema),
  responsiveness: responsivenessSchema,
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

export const reviewBodySchema = reviewSchema.extend({ token: tokenField });
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewLinkSchema = z.object({
  lawyerId: z.number().int(),
  lawyerName: z.string(),
  expiresAt: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

const guarded = { 401: errorSchema, 403: errorSchema } as const;

/**
 * What a one-time review link can meet: unknown or another lawyer's, used, expired, or too many
 * tries; 403 when the review would not come from someone else (the lawyer's own account, mailbox
 * or firm, or a mailbox that already reviewed them), its message naming which.
 */
const reviewLinkRefusals = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
} as const;

export const reviewsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/lawyers/:id/reviews',
    pathParams: lawyerIdParams,
    query: lawyerReviewsQuerySchema,
    responses: { 200: lawyerReviewsSchema, 400: errorSchema, 404: errorSchema },
    summary:
      "A page of a lawyer's published reviews, newest first, with the lawyer's replies (`page`, `pageSize` up to 50; 10 by default)",
  },
  checkLink: {
    method: 'POST',
    path: '/api/lawyers/:id/reviews/link',
    pathParams: lawyerIdParams,
    body: z.object({ token: tokenField }),
    responses: { 200: reviewLinkSchema, ...reviewLinkRefusals },
    summary:
      'Whether a review link still works (404 unknown or another lawyer, 409 used, 410 expired, 403 not from someone else)',
  },
  create: {
    method: 'POST',
    path: '/api/lawyers/:id/reviews',
    pathParams: lawyerIdParams,
    body: reviewBodySchema,
    responses: {
      201: z.object({ id: z.string(), status: z.enum(['published', 'held']) }),
      ...reviewLinkRefusals,
    },
    summary:
      'Write a review through a one-time link; published at once or held for moderation after the automated checks',
  },
  report: {
    method: 'POST',
    path: '/api/reviews/:id/reports',
    pathParams: reviewIdParams,
    body: reviewReportSchema,
    responses: {
      201: z.object({ reported: z.literal(true) }),
      400: errorSchema,
      404: errorSchema,
      429: errorSchema,
    },
    summary: 'Report a published review to the administrators (anyone, rate-limited)',
  },
  mine: {
    method: 'GET',
    path: '/api/lawyers/my-reviews',
    responses: { 200: myReviewsSchema, ...guarded, 404: errorSchema },
    summary: "The signed-in lawyer's reviews (every state) and measured responsiveness",
  },
  reply: {
    method: 'POST',
    path: '/api/lawyers/my-reviews/:id/reply',
    pathParams: reviewIdParams,
    body: reviewReplySchema,
    responses: {
      201: moderatedReviewSchema,
      400: errorSchema,
      ...guarded,
      404: errorSchema,
      409: errorSchema,
    },
    summary: "The lawyer's one public reply to a review of theirs (409 once replied)",
  },
  moderationQueue: {
    method: 'GET',
    path: '/api/admin/reviews',
    query: z.object({
      status: z.enum([...REVIEW_STATUSES, 'reported']).default('held'),
      page: queryInt(1, MAX_PAGE).optional(),
      pageSize: queryInt(1, 100).optional(),
    }),
    responses: {
      200: z.object({ reviews: z.array(moderatedReviewSchema), total: z.number().int().min(0) }),
      400: errorSchema,
      ...guarded,
    },
    summary: 'Reviews to moderate: held ones, reported ones, or all of one state',
  },
  publish: {
    method: 'POST',
    path: '/api/admin/reviews/:id/publish',
    pathParams: reviewIdParams,
    body: c.noBody(),
    responses: { 200: moderatedReviewSchema, 400: errorSchema, ...guarded, 404: errorSchema },
    summary: 'Publish a held or hidden review (audited)',
  },
  hide: {
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    pathParams: reviewIdParams,
    body: reviewHideSchema,
    responses: { 200: moderatedReviewSchema, 400: errorSchema, ...guarded, 404: errorSchema },
    summary: 'Hide a review with a reason (audited); it leaves the rating at once',
  },
});
