import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { accountRegisterSchema, loginSchema, portalRegisterSchema } from '@cld/validation/auth';
import { passwordResetRequestSchema, passwordResetSchema } from '@cld/validation/password-reset';
import { msg } from '@cld/validation/messages';
import { emailConfirmedSchema, emailTokenSchema, verificationReturnSchema } from './account.ts';
import { errorSchema } from './errors.ts';
import { pageLocaleField } from './languages.ts';

const c = initContract();

export const USER_ROLES = ['client', 'lawyer', 'admin'] as const;

/** What the current-user calls return (spec §3 User); nothing else of the account leaves the API. */
export const currentUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  /** The e-mail address is proven (the mailed link, or Google's sign-in); not a lawyer's licence. */
  isVerified: z.boolean(),
  /** When it was proven (ISO 8601), null until then; optional for older clients' fixtures. */
  emailVerifiedAt: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Both registration forms of spec §7, told apart by `userType`: the account page sends it, the
 * lawyer portal does not. Each keeps its own schema and messages from the validation package.
 * `locale` is the page's language: the new account's e-mails are in it until changed. `returnTo`
 * is the page the verification link leads back to (issue 37).
 */
export const registerBodySchema = z.discriminatedUnion(
  'userType',
  [
    accountRegisterSchema.safeExtend({
      locale: pageLocaleField,
      ...verificationReturnSchema.shape,
    }),
    portalRegisterSchema.extend({
      userType: z.undefined().optional(),
      locale: pageLocaleField,
      ...verificationReturnSchema.shape,
    }),
  ],
  { error: msg('userType.required') },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The header an API client (the operator CLI, a mobile app, tests) sends to get the session token
 * in the answer, for its `Authorization: Bearer` header. Without it the token travels only in the
 * HttpOnly session cookie, out of reach of any script on the website (issue 38).
 */
export const TOKEN_IN_BODY_HEADER = 'x-token-in-body';
/** The headers of a sign-in or registration that asks for the token: `{ headers: TOKEN_IN_BODY }`. */
export const TOKEN_IN_BODY = { [TOKEN_IN_BODY_HEADER]: 'true' } as const;
const sessionStartHeaders = z.object({ [TOKEN_IN_BODY_HEADER]: z.literal('true').optional() });

/** `token` is there only when the request asked for it with `TOKEN_IN_BODY`. */
export const authResultSchema = z.object({ token: z.string().optional(), user: currentUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const oauthConfigSchema = z.object({ google: z.boolean() });

export const authContract = c.router({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    headers: sessionStartHeaders,
    body: registerBodySchema,
    responses: {
      201: authResultSchema,
      400: errorSchema,
      403: errorSchema,
      409: errorSchema,
      429: errorSchema,
    },
    summary:
      'Create an account and sign in: the portal shape makes a lawyer; the account page maps userType to client or lawyer. The session token is set as an HttpOnly cookie; an API client sends `X-Token-In-Body: true` to get it in the answer too',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    headers: sessionStartHeaders,
    body: loginSchema,
    responses: {
      200: authResultSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      429: errorSchema,
    },
    summary:
      'Sign in with e-mail and password; starts a new session. The session token is set as an HttpOnly cookie; an API client sends `X-Token-In-Body: true` to get it in the answer too',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    body: c.noBody(),
    responses: { 204: c.noBody(), 403: errorSchema },
    summary: 'Revoke the current session and clear its cookie',
  },
  logoutEverywhere: {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    body: c.noBody(),
    responses: { 204: c.noBody(), 401: errorSchema, 403: errorSchema },
    summary: "Revoke every session of the signed-in user (settings' sign out everywhere)",
  },
  user: {
    method: 'GET',
    path: '/api/auth/user',
    responses: { 200: currentUserSchema, 401: errorSchema },
    summary: 'The signed-in user, or 401 (the website reads 401 as nobody)',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    responses: { 200: z.object({ user: currentUserSchema }), 401: errorSchema },
    summary: 'The signed-in user, wrapped (the dashboard reads it)',
  },
  passwordResetRequest: {
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetRequestSchema,
    responses: { 202: c.noBody(), 400: errorSchema, 403: errorSchema, 429: errorSchema },
    summary:
      'Mail a single-use reset link (30 minutes) to the account with this e-mail; the same 202 whether or not one exists',
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: passwordResetSchema,
    responses: {
      200: z.object({ reset: z.literal(true) }),
      400: errorSchema,
      403: errorSchema,
      429: errorSchema,
    },
    summary:
      "Set a new password with the e-mailed token (once); every session of the account ends, this browser's cookie too",
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    body: emailTokenSchema,
    responses: {
      200: emailConfirmedSchema,
      400: errorSchema,
      403: errorSchema,
      409: errorSchema,
      429: errorSchema,
    },
    summary:
      "Use an e-mailed link (once, 24 hours): verifies the account's address, or switches it to the new one asked for; no session needed",
  },
  oauthConfig: {
    method: 'GET',
    path: '/api/auth/oauth-config',
    responses: { 200: oauthConfigSchema },
    summary: 'Which third-party sign-in providers are configured',
  },
});
