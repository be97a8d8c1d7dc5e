import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { accountDeletionSchema } from '@cld/validation/admin';
import { errorSchema } from './errors.ts';
import { mailLanguageSchema } from './languages.ts';

const c = initContract();

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
