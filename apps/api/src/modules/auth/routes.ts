import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { authContract, TOKEN_IN_BODY_HEADER } from '@cld/contract/auth';
import type { AuthResult } from '@cld/contract/auth';
import type { Config } from '../../config.ts';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import type { HeaderWriter } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import {
  clearSessionCookie,
  revokeAllSessions,
  revokeSession,
  sessionCookieFor,
  startSession,
} from '../../http/sessions.ts';
import type { AuthSession, CookieWriter } from '../../http/sessions.ts';
import { googleSignInRoutes } from './google.ts';
import { findUserById } from './queries.ts';
import type { UserRow } from './queries.ts';
import { registerAccount, signIn, toCurrentUser } from './service.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { confirmEmailToken } from './email-verification.ts';
import { clientAddressOf } from '../../http/client-address.ts';
import { requireOwnRow, requireSession } from '../../http/require-session.ts';

export async function authRoutes(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Kysely<Database> },
) {
  const cookie = sessionCookieFor(config.publicOrigin);

  async function currentUser(session: AuthSession | null) {
    const user = requireOwnRow(await findUserById({ db, id: requireSession(session).userId }));
    return toCurrentUser(user);
  }

  /**
   * Starts a session on this browser for a user who just registered or signed in. The token goes
   * in the HttpOnly cookie; in the answer only for an API client that asked (`TOKEN_IN_BODY`), so
   * that no script on the website can read it.
   */
  async function sessionFor(
    user: UserRow,
    request: FastifyRequest,
    reply: CookieWriter & HeaderWriter,
    { tokenInBody }: { tokenInBody: boolean },
  ): Promise<AuthResult> {
    const token = await startSession({
      db,
      jwt: app.jwt,
      reply,
      cookie,
      userId: user.id,
      userAgent: request.headers['user-agent'],
    });
    setCachePolicy(reply, 'none');
    return { ...(tokenInBody ? { token } : {}), user: toCurrentUser(user) };
  }

  const s = initServer();
  const router = s.router(authContract, {
    register: async ({ body, headers, request, reply }) => {
      const user = await registerAccount({
        db,
        body,
        ip: clientAddressOf(request),
        publicOrigin: config.publicOrigin,
      });
      const tokenInBody = headers[TOKEN_IN_BODY_HEADER] === 'true';
      return { status: 201, body: await sessionFor(user, request, reply, { tokenInBody }) };
    },
    login: async ({ body, headers, request, reply }) => {
      const user = await signIn({ db, credentials: body, ip: clientAddressOf(request) });
      const tokenInBody = headers[TOKEN_IN_BODY_HEADER] === 'true';
      return { status: 200, body: await sessionFor(user, request, reply, { tokenInBody }) };
    },
    logout: async ({ request, reply }) => {
      if (request.authSession) await revokeSession({ db, sessionId: request.authSession.id });
      clearSessionCookie(reply, cookie);
      setCachePolicy(reply, 'none');
      return { status: 204, body: undefined };
    },
    logoutEverywhere: async ({ request, reply }) => {
      const { userId } = requireSession(request.authSession);
      await revokeAllSessions({ db, userId });
      clearSessionCookie(reply, cookie);
      setCachePolicy(reply, 'none');
      return { status: 204, body: undefined };
    },
    user: async ({ request, reply }) => {
      const user = await currentUser(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: user };
    },
    me: async ({ request, reply }) => {
      const user = await currentUser(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: { user } };
    },
    passwordResetRequest: async ({ body, request, reply }) => {
      await requestPasswordReset({
        db,
        body,
        ip: clientAddressOf(request),
        publicOrigin: config.publicOrigin,
      });
      setCachePolicy(reply, 'none');
      return { status: 202, body: undefined };
    },
    passwordResetConfirm: async ({ body, request, reply }) => {
      await confirmPasswordReset({ db, body, ip: clientAddressOf(request) });
      // Every session of the account has ended; this browser's may be one of them.
      clearSessionCookie(reply, cookie);
      setCachePolicy(reply, 'none');
      return { status: 200, body: { reset: true } };
    },
    verifyEmail: async ({ body, request, reply }) => {
      const confirmed = await confirmEmailToken({
        db,
        token: body.token,
        ip: clientAddressOf(request),
        publicOrigin: config.publicOrigin,
        signedInUserId: request.authSession?.userId,
      });
      setCachePolicy(reply, 'none');
      return { status: 200, body: confirmed };
    },
    oauthConfig: async ({ reply }) => {
      setCachePolicy(reply, 'reference');
      return { status: 200, body: { google: config.google !== undefined } };
    },
  });
  registerContractRouter(s, authContract, router, app);

  if (config.google) {
    await app.register(googleSignInRoutes, {
      db,
      google: config.google,
      publicOrigin: config.publicOrigin,
      cookie,
    });
  }
}
