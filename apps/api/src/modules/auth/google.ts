import type { FastifyInstance } from 'fastify';
import { fastifyOauth2 } from '@fastify/oauth2';
import type { OAuth2Namespace } from '@fastify/oauth2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { GoogleSignInConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { startSession } from '../../http/sessions.ts';
import type { SessionCookie } from '../../http/sessions.ts';
import { findUserByEmail, findUserByProvider, insertUser, linkProvider } from './queries.ts';
import type { UserRow } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2: OAuth2Namespace;
  }
}

const PROVIDER = 'google';
const USERINFO_TIMEOUT_MS = 10_000;

/** The OpenID Connect claims we use; Google sends `email_verified` as a boolean. */
const googleUserSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(255).toLowerCase(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().optional(),
});
type GoogleUser = z.infer<typeof googleUserSchema>;

function endpoint(url: string) {
  const { origin, pathname } = new URL(url);
  return { host: origin, path: pathname };
}

async function fetchGoogleUser({ url, accessToken }: { url: string; accessToken: string }) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  return googleUserSchema.parse(await response.json());
}

/**
 * The account of a Google identity: the one already linked to it, else the account with the same
 * verified e-mail (linked now), else a new lawyer account (the sign-in button is the lawyer portal's).
 */
async function findOrCreateGoogleAccount({
  db,
  google,
}: {
  db: Kysely<Database>;
  google: GoogleUser;
}): Promise<UserRow> {
  const linked = await findUserByProvider({ db, provider: PROVIDER, providerId: google.sub });
  if (linked) return linked;
  // An unverified address proves nothing: linking on it would hand over someone else's account.
  if (!google.email_verified) throw new Error('Google did not verify the e-mail address');
  const existing = await findUserByEmail({ db, email: google.email });
  if (existing) {
    const didLink = await linkProvider({
      db,
      userId: existing.id,
      provider: PROVIDER,
      providerId: google.sub,
    });
    if (!didLink) throw new Error('The account is linked to another identity');
    return existing;
  }
  const [firstName = google.email.split('@')[0] ?? '', ...rest] = (google.name ?? '').split(' ');
  return insertUser({
    db,
    user: {
      email: google.email,
      password_hash: null,
      first_name: (google.given_name ?? firstName).slice(0, 100),
      last_name: (google.family_name ?? rest.join(' ')).slice(0, 100),
      role: 'lawyer',
      provider: PROVIDER,
      provider_id: google.sub,
    },
  });
}

/**
 * Google sign-in (registered only when configured). The flow ends with the session cookie and a
 * redirect: tokens never travel in URLs (DESIGN §5.9). Any failure lands on the portal's message.
 */
export async function googleSignInRoutes(
  app: FastifyInstance,
  {
    db,
    google,
    publicOrigin,
    cookie,
  }: {
    db: Kysely<Database>;
    google: GoogleSignInConfig;
    publicOrigin: string;
    cookie: SessionCookie;
  },
) {
  const authorize = endpoint(google.authUrl);
  const token = endpoint(google.tokenUrl);
  await app.register(fastifyOauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      auth: {
        authorizeHost: authorize.host,
        authorizePath: authorize.path,
        tokenHost: token.host,
        tokenPath: token.path,
      },
    },
    startRedirectPath: '/auth/google',
    callbackUri: `${publicOrigin}/auth/google/callback`,
    pkce: 'S256',
    // The state and PKCE cookies follow the session cookie's rules (Secure and __Host- over https).
    hostPrefixedCookies: cookie.secure,
    cookie: { secure: cookie.secure, sameSite: 'lax', path: '/', httpOnly: true },
  });

  app.get('/auth/google/callback', async (request, reply) => {
    setCachePolicy(reply, 'none');
    try {
      const { token: oauthToken } = await app.googleOAuth2.getAccessTokenFromAuthorizationCodeFlow(
        request,
        reply,
      );
      const googleUser = await fetchGoogleUser({
        url: google.userinfoUrl,
        accessToken: oauthToken.access_token,
      });
      const user = await findOrCreateGoogleAccount({ db, google: googleUser });
      await startSession({
        db,
        jwt: app.jwt,
        reply,
        cookie,
        userId: user.id,
        userAgent: request.headers['user-agent'],
      });
      return reply.redirect(`${publicOrigin}/lawyer-dashboard`);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return reply.redirect(`${publicOrigin}/lawyer-auth?error=auth_failed`);
    }
  });
}
