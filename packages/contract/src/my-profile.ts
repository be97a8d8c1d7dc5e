import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { defineMessages } from '@cld/validation/i18n';
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

const { msg } = defineMessages({
  'accepting.required': {
    en: 'Say whether you are accepting new clients',
    fr: 'Indiquez si vous acceptez une nouvelle clientèle.',
  },
  'availabilityLink.invalid': {
    en: 'This link is not valid. Sign in to your dashboard to confirm instead.',
    fr: 'Ce lien n’est pas valide. Connectez-vous à votre tableau de bord pour confirmer.',
  },
});

const acceptingField = z.boolean({ error: msg('accepting.required') });

/** "Accepting new clients", confirmed now by the signed-in lawyer (the dashboard's button). */
export const acceptingClientsBodySchema = z.object({ accepting: acceptingField });
export type AcceptingClientsBody = z.infer<typeof acceptingClientsBodySchema>;

export const AVAILABILITY_LINK_INVALID = msg('availabilityLink.invalid');

/**
 * The reminder e-mail's link (docs/decisions/034): its signed token, with the answer. No sign-in:
 * the token is the proof, bound to the lawyer and to the confirmation it reminds about.
 */
export const confirmAcceptingClientsBodySchema = z.object({
  token: z
    .string({ error: AVAILABILITY_LINK_INVALID })
    .trim()
    .min(20, AVAILABILITY_LINK_INVALID)
    .max(200, AVAILABILITY_LINK_INVALID),
  accepting: acceptingField,
});
export type ConfirmAcceptingClientsBody = z.infer<typeof confirmAcceptingClientsBodySchema>;

/** What the link confirmed: the answer and when (now). */
export const acceptingClientsConfirmationSchema = z.object({
  accepting: z.boolean(),
  confirmedAt: z.string(),
});
export type AcceptingClientsConfirmation = z.infer<typeof acceptingClientsConfirmationSchema>;

/**
 * The photo's routes take and give raw bytes, which ts-rest cannot describe: the API registers
 * them as plain Fastify routes (modules/photos) and they are named here.
 *
 * - `PUT MY_PHOTO_PATH`, body the image (`Content-Type` image/jpeg, image/png or image/webp, at
 *   most `PHOTO_MAX_BYTES`): 200 with `myProfileSchema`; 400 naming `photo` for a file that is not
 *   a readable image of those formats (or over the pixel limit), 413 naming `photo` for a larger
 *   file, 415 naming `photo` for another content type; 401/403/404 as the other routes.
 * - `DELETE MY_PHOTO_PATH`: 200 with `myProfileSchema`, `photo` null.
 * - `GET /api/lawyer-photos/{lawyerId}/{version}.webp` (`lawyerPhotoPath`): the WebP,
 *   `PHOTO_SIZE` square, cached for a year (a new photo is a new address); 404 otherwise.
 */
export const MY_PHOTO_PATH = '/api/lawyers/my-profile/photo';
export const LAWYER_PHOTOS_PATH = '/api/lawyer-photos';

/** A stored photo's public address, as `lawyers.photo` holds it. */
export function lawyerPhotoPath(lawyerId: number, version: string): string {
  return `${LAWYER_PHOTOS_PATH}/${lawyerId}/${version}.webp`;
}

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
  setAcceptingClients: {
    method: 'POST',
    path: '/api/lawyers/my-profile/accepting-clients',
    body: acceptingClientsBodySchema,
    responses: { 200: myProfileSchema, ...ownProfileRefusals },
    summary:
      'Say whether the signed-in lawyer is accepting new clients, confirmed now (shown for 90 days)',
  },
  confirmAcceptingClients: {
    method: 'POST',
    path: '/api/lawyers/accepting-clients/confirm',
    body: confirmAcceptingClientsBodySchema,
    responses: { 200: acceptingClientsConfirmationSchema, 400: errorSchema },
    summary:
      "The reminder e-mail's link, no sign-in: confirms the answer now; 400 naming token when the link is invalid, expired or already used",
  },
});
