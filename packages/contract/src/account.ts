import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { accountDeletionSchema } from '@cld/validation/admin';
import { emailField } from '@cld/validation/fields';
import { defineMessages } from '@cld/validation/i18n';
import { msg } from '@cld/validation/messages';
import { currentPasswordSchema, newPasswordSchema } from '@cld/validation/password';
import { errorSchema } from './errors.ts';
import { mailLanguageSchema } from './languages.ts';

const c = initContract();

/**
 * E-mail verification and the Settings' changes of e-mail and password (issue 21, decision 038).
 * The messages of these forms live here, with their schemas.
 */
const { msg: accountMsg } = defineMessages({
  'emailToken.invalid': {
    en: 'This confirmation link is not valid, was already used or has expired. Please ask for a new one',
    fr: 'Ce lien de confirmation n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
  },
  'emailToken.otherAccount': {
    en: 'This link is for another account. Sign out, then open it again',
    fr: 'Ce lien est destiné à un autre compte. Déconnectez-vous, puis ouvrez-le de nouveau.',
  },
  'currentPassword.wrong': {
    en: 'Your current password is not correct',
    fr: 'Votre mot de passe actuel n’est pas le bon.',
  },
  'currentPassword.none': {
    en: 'Your account has no password yet: choose one with “Forgot your password?” first',
    fr: 'Votre compte n’a pas encore de mot de passe\u00a0: choisissez-en un d’abord avec «\u00a0Mot de passe oublié\u00a0?\u00a0».',
  },
  'newEmail.same': {
    en: 'This is already your e-mail address',
    fr: 'C’est déjà votre adresse courriel.',
  },
  'newEmail.taken': {
    en: 'Another account uses this e-mail address',
    fr: 'Un autre compte utilise cette adresse courriel.',
  },
  'newPassword.same': {
    en: 'The new password must differ from the current one',
    fr: 'Le nouveau mot de passe doit être différent de l’actuel.',
  },
  'verification.done': {
    en: 'Your e-mail address is already verified',
    fr: 'Votre adresse courriel est déjà vérifiée.',
  },
  'returnTo.invalid': {
    en: 'The page to come back to must be a page of this site',
    fr: 'La page où revenir doit être une page de ce site.',
  },
});

export const EMAIL_TOKEN_MESSAGE = accountMsg('emailToken.invalid');
export const OTHER_ACCOUNT_TOKEN_MESSAGE = accountMsg('emailToken.otherAccount');
export const WRONG_CURRENT_PASSWORD_MESSAGE = accountMsg('currentPassword.wrong');
export const NO_CURRENT_PASSWORD_MESSAGE = accountMsg('currentPassword.none');
export const SAME_EMAIL_MESSAGE = accountMsg('newEmail.same');
export const EMAIL_IN_USE_MESSAGE = accountMsg('newEmail.taken');
export const SAME_PASSWORD_MESSAGE = accountMsg('newPassword.same');
export const ALREADY_VERIFIED_MESSAGE = accountMsg('verification.done');
export const RETURN_TO_MESSAGE = accountMsg('returnTo.invalid');

/**
 * The page a verification link leads back to (issue 37: register, check the e-mail, verify, and
 * back where the person was), carried in the link as `returnTo`: a path of this site, no longer
 * than an address of ours. The website judges it again when it follows it (`sameOriginPath`).
 */
export const returnToField = z
  .string({ error: RETURN_TO_MESSAGE })
  .max(2048, RETURN_TO_MESSAGE)
  .regex(/^\/(?![/\\])[^\s\\]*$/, RETURN_TO_MESSAGE);

/** Where a mailed verification link leads back to, when the person came from a page. */
export const verificationReturnSchema = z.object({ returnTo: returnToField.optional() });

/** 32 random bytes in base64url, as the e-mailed link carries them. */
export const emailTokenField = z
  .string({ error: EMAIL_TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, EMAIL_TOKEN_MESSAGE);

/** The page of the e-mailed link: its token. */
export const emailTokenSchema = z.object({ token: emailTokenField });
export type EmailToken = z.output<typeof emailTokenSchema>;

/** What a used link proved: the account's address, now verified (a change: the new address). */
export const emailConfirmedSchema = z.object({
  purpose: z.enum(['verify', 'change']),
  email: z.string(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** Settings: a new address, confirmed by the current password; it changes once proven. */
export const emailChangeSchema = z.object({
  newEmail: emailField(msg('email.invalidShort')),
  currentPassword: currentPasswordSchema,
});
export type EmailChange = z.output<typeof emailChangeSchema>;

/** Settings: a new password under the one password rule, confirmed by the current one. */
export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

const records = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything held about one account (PIPEDA access, Quebec Law 25 portability), as JSON. Never a
 * password hash or a session token.
 */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  sessions: records,
  lawyerProfile: z.record(z.string(), z.unknown()).nullable(),
  /** Requests received by the lawyer's profile, with the replies written to them. */
  requestsReceived: records,
  /** Requests and messages the account's owner sent to lawyers, by account or e-mail. */
  requestsSent: records,
  siteContactMessages: records,
  /** Consultations the account booked with lawyers, by account or e-mail (never the links' keys). */
  bookingsMade: records,
  /** Consultations booked with the account's profile. */
  bookingsReceived: records,
  /** The profile's booking hours, when it has set them. */
  bookingAvailability: z.record(z.string(), z.unknown()).nullable(),
  /** The lawyers the account saved (the heart on cards and profiles). */
  savedLawyers: records,
  /** What administrators did to or with this account's records. */
  auditTrail: records,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The signed-in user's own data requests (Settings). */
export const accountContract = c.router({
  exportMyData: {
    method: 'GET',
    path: '/api/account/export',
    responses: { 200: personalDataExportSchema, 401: errorSchema },
    summary: 'Download everything held about the signed-in account, as JSON',
  },
  deleteMyAccount: {
    method: 'POST',
    path: '/api/account/delete',
    body: accountDeletionSchema,
    responses: {
      204: c.noBody(),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      409: errorSchema,
    },
    summary:
      'Close the signed-in account: 400 unless confirmEmail is its e-mail; 409 for the last administrator',
  },
  resendVerification: {
    method: 'POST',
    path: '/api/account/verification-email',
    query: verificationReturnSchema,
    body: c.noBody(),
    responses: {
      202: c.noBody(),
      401: errorSchema,
      403: errorSchema,
      409: errorSchema,
      429: errorSchema,
    },
    summary:
      "Mail a new verification link (24 hours) to the signed-in account's address, leading back to `returnTo` (a path of this site) once used; 409 when it is already verified",
  },
  changeEmail: {
    method: 'POST',
    path: '/api/account/email',
    body: emailChangeSchema,
    responses: {
      202: z.object({ pendingEmail: z.string() }),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      409: errorSchema,
      429: errorSchema,
    },
    summary:
      'Ask to change the e-mail (current password required): a link goes to the new address, which replaces the old one once confirmed',
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    body: passwordChangeSchema,
    responses: {
      200: z.object({ changed: z.literal(true) }),
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      429: errorSchema,
    },
    summary:
      "Change the password (current password required); the account's other sessions end, this one stays",
  },
  mailLanguage: {
    method: 'GET',
    path: '/api/account/language',
    responses: { 200: mailLanguageSchema, 401: errorSchema },
    summary: "The language of the signed-in account's e-mails (a lawyer's notifications)",
  },
  setMailLanguage: {
    method: 'PUT',
    path: '/api/account/language',
    body: mailLanguageSchema,
    responses: { 200: mailLanguageSchema, 400: errorSchema, 401: errorSchema },
    summary: "Choose the language of the signed-in account's e-mails: 'en' or 'fr'",
  },
});
