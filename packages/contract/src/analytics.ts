import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BROWSE_VIEWS, LAWYER_SORTS } from '@cld/reference/lawyer-search';
import { errorSchema } from './errors.ts';

const c = initContract();

const shortText = z.string().trim().max(100);
/** An id column is a PostgreSQL integer: a larger number is refused here, not by the database. */
const lawyerId = z.number().int().positive().max(2_147_483_647);

/**
 * The events the site records (spec §7), each with the few properties it may carry. None is
 * personal: no names, emails, free text a visitor typed, user ids or addresses.
 */
export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('page_view') }),
  z.object({ name: z.literal('lawyer_profile_view'), lawyerId }),
  z.object({
    name: z.literal('search'),
    practiceArea: shortText.optional(),
    province: shortText.optional(),
    city: shortText.optional(),
  }),
  z.object({
    name: z.literal('contact_request'),
    lawyerId,
    kind: z.enum(['contact_form', 'consultation_request']),
  }),
  z.object({ name: z.enum(['login', 'register', 'logout']) }),
  z.object({
    name: z.enum([
      'browse_search',
      'browse_location_filter',
      'browse_practice_area_filter',
      'browse_clear_all',
    ]),
  }),
  z.object({
    name: z.literal('browse_sort'),
    sort: z.enum(LAWYER_SORTS),
  }),
  z.object({ name: z.literal('browse_view_mode'), view: z.enum(BROWSE_VIEWS) }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];

export const MAX_EVENTS_PER_BATCH = 20;

export const eventBatchSchema = z.object({
  /** The page the events happened on: a path of the site, without its query string. */
  path: z
    .string()
    .max(500)
    .regex(/^\/[^?#\s]*$/, 'Must be a path of the site, without a query string'),
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const lawyerActivitySchema = z.object({
  profileViews30Days: z.number().int().min(0),
  requests30Days: z.number().int().min(0),
});
export type LawyerActivity = z.infer<typeof lawyerActivitySchema>;

export const analyticsSummarySchema = z.object({
  days: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      pageViews: z.number().int().min(0),
      events: z.number().int().min(0),
    }),
  ),
  topSearches: z.array(
    z.object({
      practiceArea: z.string().nullable(),
      province: z.string().nullable(),
      city: z.string().nullable(),
      count: z.number().int().positive(),
    }),
  ),
  topProfiles: z.array(
    z.object({ lawyerId, name: z.string(), views: z.number().int().positive() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsContract = c.router({
  record: {
    method: 'POST',
    path: '/api/events',
    body: eventBatchSchema,
    responses: { 204: c.noBody(), 400: errorSchema, 429: errorSchema },
    summary:
      'Record a batch of first-party events (nothing is stored when the browser sends Sec-GPC or DNT)',
  },
  myActivity: {
    method: 'GET',
    path: '/api/lawyers/my-activity',
    responses: { 200: lawyerActivitySchema, 401: errorSchema, 403: errorSchema },
    summary: "The signed-in lawyer's profile views and requests over the last 30 days",
  },
  summary: {
    method: 'GET',
    path: '/api/admin/analytics/summary',
    query: z.object({
      days: z
        .string()
        .regex(/^\d{1,3}$/, 'Must be a whole number')
        .transform(Number)
        .pipe(z.number().int().min(1).max(366))
        .optional(),
    }),
    responses: {
      200: analyticsSummarySchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
    },
    summary: 'Operators: events per day, top searches and top profiles',
  },
});
