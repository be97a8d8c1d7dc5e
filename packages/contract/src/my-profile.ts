import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { errorSchema } from './errors.ts';
import { inquirySchema } from './inquiries.ts';
import { lawyerSchema } from './lawyers.ts';

const c = initContract();

/**
 * Where a profile stands with verification (issue 8): `unverified` until the lawyer asks,
 * `pending` in the administrators' queue, then `verified` or `rejected` (with a reason the lawyer
 * reads in Settings). Changing an identity field (`IDENTITY_FIELDS`) of a verified or pending profile
 * sends it back to `pending` (or `unverified` without a licence): the badge covers what was checked.
 */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** The profile fields a verification checks: changing one of them withdraws the badge (issue 15). */
export const IDENTITY_FIELDS = [
  'name',
  'licenceNumber',
  'regulator',
  'province',
  'firmName',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The signed-in lawyer's own profile: the public shape, always with the e-mail and licence. */
export const myProfileSchema = lawyerSchema.extend({
  email: z.string(),
  licenceNumber: z.string().nullable(),
  regulator: z.enum(REGULATOR_SLUGS).nullable(),
  verificationStatus: verificationStatusSchema,
  verificationRequestedAt: z.string().nullable(),
  /** Why the last request was rejected; `null` unless `verificationStatus` is `rejected`. */
  rejectionReason: z.string().nullable(),
  /**
   * What the lawyer last said about new clients and when, even after it lapsed from the public
   * pages (`acceptingClients` is null then): the dashboard asks them to confirm it again.
   */
  acceptingClientsStated: z.object({ accepting: z.boolean(), confirmedAt: z.string() }).nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** Why a change to the signed-in lawyer's existing profile is refused; 404 when there is none. */
const ownProfileRefusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
} as const;

/**
 * The lawyer dashboard. The owner is always the signed-in user; `id`, `ownerId`, `isVerified`,
 * `rating` and `reviewCount` are not part of the form and are dropped if sent.
 */
export const myProfileContract = c.router({
  get: {
    method: 'GET',
    path: '/api/lawyers/my-profile',
    responses: { 200: myProfileSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    summary: "The signed-in lawyer's profile; 404 when there is none yet (create mode)",
  },
  create: {
    method: 'POST',
    path: '/api/lawyers/profile',
    body: lawyerProfileSchema,
    responses: {
      201: myProfileSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      409: errorSchema,
    },
    summary: "Create the signed-in lawyer's profile (one per lawyer)",
  },
  update: {
    method: 'PUT',
    path: '/api/lawyers/profile',
    body: lawyerProfileSchema,
    responses: { 200: myProfileSchema, ...ownProfileRefusals },
    summary: "Update the signed-in lawyer's profile",
  },
  requestVerification: {
    method: 'POST',
    path: '/api/lawyers/my-profile/verification-request',
    body: c.noBody(),
    responses: { 200: myProfileSchema, ...ownProfileRefusals, 409: errorSchema },
    summary:
      'Ask the administrators to verify the licence: 400 naming licenceNumber/regulator when the profile lacks them, 409 when already pending or verified',
  },
  contactRequests: {
    method: 'GET',
    path: '/api/lawyers/my-contact-requests',
    responses: { 200: z.array(inquirySchema), 401: errorSchema, 403: errorSchema },
    summary:
      "The signed-in lawyer's inbox: contact and consultation requests together, newest first",
  },
});
