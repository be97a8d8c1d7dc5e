import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyOauth2 } from '@fastify/oauth2';
import type { OAuth2Namespace } from '@fastify/oauth2';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { LANGUAGES } from '@cld/contract/languages';
import type { Language } from '@cld/contract/languages';
import { sitePath } from '@cld/reference/site-paths';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { GoogleSignInConfig } from '../../config.ts';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { startSession } from '../../http/sessions.ts';
import type { SessionCookie } from '../../http/sessions.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkProviderMail } from '../mail/templates.ts';
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

/** How long the e-mailed confirmation of a link stays valid. */
export const LINK_CONFIRMATION_HOURS = 24;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The language of the page the flow was started from (`?locale=` of `/auth/google`, then its
 * cookie): only `en` or `fr`; anything else (absent, repeated, unknown, malformed) is English.
 */
function flowLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

/**
 * How long a flow may take from its start to the callback: time enough for Google's consent
 * screen. Its state and the cookie remembering its language last as long.
 */
const FLOW_SECONDS = 10 * 60;

/** A new flow's `state`, remembered (its SHA-256) until the callback or `FLOW_SECONDS`. */
async function issueState(db: Kysely<Database>): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('oauth_states')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('oauth_states')
      .values({
        state_hash: sha256(state),
        expires_at: sql<Date>`now() + ${FLOW_SECONDS} * interval '1 second'`,
      })
      .execute();
  });
  return state;
}

/**
 * The callback's `state` is the one this browser's flow was given (its cookie) and one this API
 * issued, not used yet and not expired: the row goes in the statement that finds it, so of two
 * callbacks with one state (a replay, a race), only one gets past.
 */
async function consumeState({
  db,
  state,
  cookieState,
}: {
  db: Kysely<Database>;
  state: unknown;
  cookieState: string | undefined;
}): Promise<boolean> {
  if (typeof state !== 'string' || !state || state !== cookieState) return false;
  const consumed = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', sha256(state))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('state_hash')
    .executeTakeFirst();
  return consumed !== undefined;
}

/** Where a Google sign-in lands; every outcome but a session is a notice on the lawyer portal. */
type GoogleOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'confirmation-sent' }
  | { kind: 'refused'; reason: string };

/**
 * The account of a Google identity (issue 15: a Google sign-in never takes over an account):
 * - the account already linked to it signs in, unless it is an administrator's;
 * - an account with the same verified e-mail is linked only if its owner is the one signed in now;
 *   otherwise a one-time link goes to that mailbox (through the outbox) and nothing else happens;
 *   an administrator's account is never linked;
 * - else a new lawyer account (the sign-in button is the lawyer portal's).
 */
async function resolveGoogleAccount({
  db,
  google,
  signedInUserId,
  publicOrigin,
  language,
}: {
  db: Kysely<Database>;
  google: GoogleUser;
  signedInUserId: number | undefined;
  publicOrigin: string;
  /** A new account's language (its e-mails): the flow's. An existing account keeps its own. */
  language: Language;
}): Promise<GoogleOutcome> {
  const linked = await findUserByProvider({ db, provider: PROVIDER, providerId: google.sub });
  if (linked) {
    if (linked.role === 'admin')
      return { kind: 'refused', reason: 'administrators sign in with their password' };
    return { kind: 'signed-in', user: linked };
  }
  // An unverified address proves nothing: linking on it would hand over someone else's account.
  if (!google.email_verified)
    return { kind: 'refused', reason: 'Google did not verify the e-mail address' };
  const existing = await findUserByEmail({ db, email: google.email });
  if (existing) {
    if (existing.role === 'admin')
      return { kind: 'refused', reason: 'an administrator account is never linked' };
    if (existing.provider_id)
      return { kind: 'refused', reason: 'the account is linked to another identity' };
    if (signedInUserId === existing.id) {
      const didLink = await linkProvider({
        db,
        userId: existing.id,
        provider: PROVIDER,
        providerId: google.sub,
      });
      if (!didLink) return { kind: 'refused', reason: 'the account is linked to another identity' };
      return { kind: 'signed-in', user: existing };
    }
    if (signedInUserId !== undefined)
      return { kind: 'refused', reason: 'signed in to another account' };
    const token = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('account_link_requests')
        .where('expires_at', '<=', sql<Date>`now()`)
        .execute();
      await trx
        .insertInto('account_link_requests')
        .values({
          token_hash: sha256(token),
          user_id: existing.id,
          provider: PROVIDER,
          provider_id: google.sub,
          expires_at: sql<Date>`now() + ${LINK_CONFIRMATION_HOURS} * interval '1 hour'`,
        })
        .execute();
      await enqueueMail({
        db: trx,
        mails: [
          linkProviderMail({
            to: existing.email,
            language: existing.language,
            providerName: 'Google',
            confirmUrl: `${publicOrigin}${CONFIRM_LINK_PATH}?token=${token}`,
            validHours: LINK_CONFIRMATION_HOURS,
          }),
        ],
      });
    });
    return { kind: 'confirmation-sent' };
  }
  const [firstName = google.email.split('@')[0] ?? '', ...rest] = (google.name ?? '').split(' ');
  const user = await insertUser({
    db,
    user: {
      email: google.email,
      password_hash: null,
      first_name: (google.given_name ?? firstName).slice(0, 100),
      last_name: (google.family_name ?? rest.join(' ')).slice(0, 100),
      role: 'lawyer',
      provider: PROVIDER,
      provider_id: google.sub,
      language,
      // Google verified the address (`email_verified`, checked above): the account's is proven.
      is_verified: true,
      email_verified_at: new Date(),
    },
  });
  return { kind: 'signed-in', user };
}

/**
 * The owner opened the e-mailed link: the Google identity is linked to the account, once, unless
 * it expired, the account became an administrator's, or either side was linked meanwhile. Answers
 * with the account's language when the token named one (the page the owner lands on), else English.
 */
async function confirmLink({
  db,
  token,
}: {
  db: Kysely<Database>;
  token: string;
}): Promise<{ linked: boolean; language: Language }> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .deleteFrom('account_link_requests')
      .where('token_hash', '=', sha256(token))
      .returning(['user_id', 'provider', 'provider_id', 'expires_at'])
      .executeTakeFirst();
    await trx
      .deleteFrom('account_link_requests')
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    if (!request) return { linked: false, language: 'en' };
    const user = await trx
      .selectFrom('users')
      .select(['role', 'language'])
      .where('id', '=', request.user_id)
      .executeTakeFirst();
    const language = flowLanguage(user?.language);
    if (new Date(request.expires_at).getTime() <= Date.now()) return { linked: false, language };
    if (!user || user.role === 'admin') return { linked: false, language };
    if (
      await findUserByProvider({
        db: trx,
        provider: request.provider,
        providerId: request.provider_id,
      })
    )
      return { linked: false, language };
    const linked = await linkProvider({
      db: trx,
      userId: request.user_id,
      provider: request.provider,
      providerId: request.provider_id,
    });
    return { linked, language };
  });
}

export const CONFIRM_LINK_PATH = '/auth/google/confirm-link';

/**
 * Google sign-in (registered only when configured). The flow ends with the session cookie and a
 * redirect: tokens never travel in URLs (DESIGN §5.9). Any failure lands on the portal's message.
 * The flow keeps the language of the page it was started from (issue 19): every page it ends on is
 * in it, and so is a new account's mail.
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
  const page = (
    target: 'dashboard' | 'lawyerPortal',
    language: Language,
    query: `${'notice' | 'error'}=${string}` | '' = '',
  ) => `${publicOrigin}${sitePath(target, language)}${query && `?${query}`}`;
  // The flow's cookies follow the session cookie's rules (Secure and __Host- over https).
  const localeCookieName = cookie.secure ? '__Host-oauth2-locale' : 'oauth2-locale';
  const stateCookieName = cookie.secure ? '__Host-oauth2-redirect-state' : 'oauth2-redirect-state';
  const localeCookieOptions: CookieSerializeOptions = {
    secure: cookie.secure,
    sameSite: 'lax',
    path: '/',
    httpOnly: true,
  };

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
    // No startRedirectPath: `GET /auth/google` below also remembers the page's language.
    callbackUri: `${publicOrigin}/auth/google/callback`,
    pkce: 'S256',
    hostPrefixedCookies: cookie.secure,
    redirectStateCookieName: stateCookieName,
    cookie: { secure: cookie.secure, sameSite: 'lax', path: '/', httpOnly: true },
    // The plugin's own check only compares the callback's state with the cookie, which a replay
    // brings along; the state must also be one issued here and still unused (issue 38). The
    // plugin tells the browser to drop the state and verifier cookies before it checks.
    generateStateFunction: () => issueState(db),
    checkStateFunction: (request: FastifyRequest) =>
      consumeState({
        db,
        state: (request.query as { state?: unknown }).state,
        cookieState: request.cookies[stateCookieName],
      }),
  });

  app.get('/auth/google', async (request, reply) => {
    setCachePolicy(reply, 'none');
    const { locale } = request.query as { locale?: unknown };
    reply.setCookie(localeCookieName, flowLanguage(locale), {
      ...localeCookieOptions,
      maxAge: FLOW_SECONDS,
    });
    return reply.redirect(await app.googleOAuth2.generateAuthorizationUri(request, reply));
  });

  app.get('/auth/google/callback', async (request, reply) => {
    setCachePolicy(reply, 'none');
    const language = flowLanguage(request.cookies[localeCookieName]);
    reply.clearCookie(localeCookieName, localeCookieOptions);
    try {
      const { token: oauthToken } = await app.googleOAuth2.getAccessTokenFromAuthorizationCodeFlow(
        request,
        reply,
      );
      const googleUser = await fetchGoogleUser({
        url: google.userinfoUrl,
        accessToken: oauthToken.access_token,
      });
      const outcome = await resolveGoogleAccount({
        db,
        google: googleUser,
        signedInUserId: request.authSession?.userId,
        publicOrigin,
        language,
      });
      if (outcome.kind === 'confirmation-sent') {
        return reply.redirect(page('lawyerPortal', language, 'notice=google_link_sent'));
      }
      if (outcome.kind === 'refused') {
        request.log.warn({ reason: outcome.reason }, 'Google sign-in refused');
        return reply.redirect(page('lawyerPortal', language, 'error=auth_failed'));
      }
      await startSession({
        db,
        jwt: app.jwt,
        reply,
        cookie,
        userId: outcome.user.id,
        userAgent: request.headers['user-agent'],
      });
      return reply.redirect(page('dashboard', language));
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return reply.redirect(page('lawyerPortal', language, 'error=auth_failed'));
    }
  });

  app.get(CONFIRM_LINK_PATH, async (request, reply) => {
    setCachePolicy(reply, 'none');
    const { token } = request.query as { token?: unknown };
    // The link is opened from an e-mail: the page is in the account's language.
    const { linked, language } =
      typeof token === 'string' && /^[\w-]{43}$/.test(token)
        ? await confirmLink({ db, token })
        : { linked: false, language: 'en' as const };
    return reply.redirect(
      page('lawyerPortal', language, linked ? 'notice=google_linked' : 'error=link_expired'),
    );
  });
}
