import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  claimCodeSchema,
  claimDecisionSchema,
  claimReviewSchema,
  registerImportSchema,
  startClaimSchema,
} from '@cld/validation/register';
import { MAX_PAGE } from '@cld/reference/paging';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { errorSchema } from './errors.ts';
import { pageShape } from './paging.ts';
import { queryInt } from './query-params.ts';

const c = initContract();

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const guarded = { 401: errorSchema, 403: errorSchema } as const;

/** One person of the register as the import saw them. */
const registerChangeSchema = z.object({
  licenceNumber: z.string(),
  name: z.string(),
  /** The listing's id (null for a new person in a dry run). */
  lawyerId: z.number().int().nullable(),
  /** Each field that changed, with its value before and after. */
  fields: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type RegisterChange = z.infer<typeof registerChangeSchema>;

/**
 * What an import changes, or would change (`dryRun`): new listings, listings whose data changed
 * (a status back to practising shows the listing again), listings no longer practising (hidden,
 * never deleted). People the file lists as not practising and the directory never listed are
 * counted in `notListed`; listings the file does not mention are left as they are (`notInFile`).
 */
export const registerImportReportSchema = z.object({
  dryRun: z.boolean(),
  regulator: z.enum(REGULATOR_SLUGS),
  added: z.array(registerChangeSchema),
  changed: z.array(registerChangeSchema),
  noLongerPractising: z.array(registerChangeSchema),
  unchanged: z.number().int(),
  notListed: z.number().int(),
  notInFile: z.number().int(),
});
export type RegisterImportReport = z.infer<typeof registerImportReportSchema>;

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'refused', 'expired'] as const;
export const CLAIM_REFUSALS = [
  'wrong-licence',
  'already-owned',
  'already-claimed',
  'has-profile',
] as const;

/** A claim or removal attempt as its claimant sees it. */
export const claimSchema = z.object({
  id: z.number().int(),
  lawyerId: z.number().int(),
  purpose: z.enum(['claim', 'removal']),
  status: z.enum(CLAIM_STATUSES),
  /** How it is proven: a code to the register's address, or an administrator's review. */
  method: z.enum(['email-code', 'admin-review']).nullable(),
  /** The register's address with most of it hidden (`j•••@example.com`), for `email-code`. */
  maskedEmail: z.string().nullable(),
  /** The admin-review request was sent (an explanation is on file). */
  explained: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A row of the administrators' claims queue: every attempt, refused ones included. */
export const adminClaimSchema = z.object({
  id: z.number().int(),
  lawyerId: z.number().int(),
  lawyerName: z.string(),
  regulator: z.enum(REGULATOR_SLUGS).nullable(),
  registerLicenceNumber: z.string().nullable(),
  enteredLicenceNumber: z.string(),
  purpose: z.enum(['claim', 'removal']),
  status: z.enum(CLAIM_STATUSES),
  refusal: z.enum(CLAIM_REFUSALS).nullable(),
  method: z.enum(['email-code', 'admin-review']).nullable(),
  claimantEmail: z.string().nullable(),
  explanation: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

/**
 * Register listings (issue 39): the operators' import of a regulator's register, the lawyer's
 * claim of their listing (or request to hide it) and the administrators' queue of claims.
 */
export const claimsContract = c.router({
  importRegister: {
    method: 'POST',
    path: '/api/admin/register-imports',
    body: registerImportSchema,
    responses: { 200: registerImportReportSchema, 400: errorSchema, ...guarded },
    summary:
      'Apply a register file in one transaction (or only report it with dryRun); a 400 names entries.N.field',
  },
  claimsQueue: {
    method: 'GET',
    path: '/api/admin/claims',
    query: z.object({
      status: z.enum(CLAIM_STATUSES).optional(),
      page: queryInt(1, MAX_PAGE).optional(),
      pageSize: queryInt(1, 100).optional(),
    }),
    responses: {
      200: z.object({ claims: z.array(adminClaimSchema), ...pageShape }),
      400: errorSchema,
      ...guarded,
    },
    summary: 'Every claim and removal attempt, newest first, refused ones included',
  },
  decideClaim: {
    method: 'POST',
    path: '/api/admin/claims/:id/decision',
    pathParams: idParams,
    body: claimDecisionSchema,
    responses: {
      200: adminClaimSchema,
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      ...guarded,
    },
    summary: 'Approve or reject a claim waiting for review',
  },
  startClaim: {
    method: 'POST',
    path: '/api/lawyers/:id/claims',
    pathParams: idParams,
    body: startClaimSchema,
    responses: {
      201: claimSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
      429: errorSchema,
    },
    summary:
      'Claim an unclaimed register listing, or ask for it to be hidden: a code goes to the register’s address, else an administrator reviews it',
  },
  getClaim: {
    method: 'GET',
    path: '/api/claims/:id',
    pathParams: idParams,
    responses: { 200: claimSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    summary: 'One of the signed-in account’s own claims',
  },
  confirmClaimCode: {
    method: 'POST',
    path: '/api/claims/:id/code',
    pathParams: idParams,
    body: claimCodeSchema,
    responses: {
      200: claimSchema,
      400: errorSchema,
      401: errorSchema,
      404: errorSchema,
      409: errorSchema,
      422: errorSchema,
    },
    summary: 'Prove the claim with the mailed code',
  },
  requestClaimReview: {
    method: 'POST',
    path: '/api/claims/:id/review',
    pathParams: idParams,
    body: claimReviewSchema,
    responses: {
      200: claimSchema,
      400: errorSchema,
      401: errorSchema,
      404: errorSchema,
      409: errorSchema,
    },
    summary: 'Send the claim to the administrators with an explanation',
  },
});
