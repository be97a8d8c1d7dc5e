import fastifyCookie from '@fastify/cookie';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { JWT } from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database, UserRole } from '@cld/db/schema';
import { assertSameSiteWrite } from './csrf.ts';

/** A session ends 30 days after its last use, and 90 days after sign-in whatever happens. */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** `last_seen_at` moves at most once a minute: one write per request would be wasted load. */
const TOUCH_AFTER_SECONDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in session behind a request, and whether it came as a cookie or a bearer header. */
export interface AuthSession {
  id: string;
  userId: number;
  role: UserRole;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    authSession: AuthSession | null;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * Over https the cookie is `Secure` and `__Host-` prefixed (host-only, path `/`, so no sibling
 * subdomain can plant one). A browser drops Secure cookies on plain http, so a site served from
 * http://localhost gets a plain `session` cookie and local development keeps working.
 */
export function sessionCookieFor(publicOrigin: string): SessionCookie {
  const secure = new URL(publicOrigin).protocol === 'https:';
  return { name: secure ? '__Host-session' : 'session', secure };
}

/** Structural, so ts-rest's differently parameterised reply type fits too. */
export interface CookieWriter {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
}

function cookieOptions(cookie: SessionCookie): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure };
}

/** Opens a session row, signs a token bound to it, sets the cookie, and returns the token. */
export async function startSession({
  db,
  jwt,
  reply,
  cookie,
  userId,
  userAgent,
}: {
  db: Kysely<Database>;
  jwt: JWT;
  reply: CookieWriter;
  cookie: SessionCookie;
  userId: number;
  userAgent: string | undefined;
}): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
  const { id } = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 500) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = jwt.sign({
    sid: id,
    sub: String(userId),
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  reply.setCookie(cookie.name, token, { ...cookieOptions(cookie), expires: expiresAt });
  return token;
}

export function clearSessionCookie(reply: CookieWriter, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, cookieOptions(cookie));
}

export async function revokeSession({
  db,
  sessionId,
}: {
  db: Kysely<Database>;
  sessionId: string;
}): Promise<void> {
  await revokeOpenSessions(db, { id: sessionId });
}

export async function revokeAllSessions({
  db,
  userId,
}: {
  db: Kysely<Database>;
  userId: number;
}): Promise<void> {
  await revokeOpenSessions(db, { user_id: userId });
}

/** Ends the matching sessions that are still open; one revoked already keeps its first time. */
async function revokeOpenSessions(
  db: Kysely<Database>,
  which: { id: string } | { user_id: number },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where((eb) => eb.and(which))
    .where('revoked_at', 'is', null)
    .execute();
}

/** A bearer header wins over the cookie; a malformed header means no credential at all. */
function readCredential(
  request: FastifyRequest,
  cookieName: string,
): { token: string; via: AuthSession['via'] } | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    return token ? { token, via: 'bearer' } : undefined;
  }
  const token = request.cookies[cookieName];
  return token ? { token, via: 'cookie' } : undefined;
}

function sessionIdOf(request: FastifyRequest, token: string): string | undefined {
  try {
    const { sid } = request.server.jwt.verify<{ sid?: unknown }>(token);
    return typeof sid === 'string' && UUID.test(sid) ? sid : undefined;
  } catch {
    return undefined;
  }
}

/** The live session with that id (not revoked, not idle too long, not past its lifetime). */
async function findLiveSession({ db, sessionId }: { db: Kysely<Database>; sessionId: string }) {
  const session = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      'u.role',
      sql<boolean>`s.last_seen_at < now() - ${TOUCH_AFTER_SECONDS} * interval '1 second'`.as(
        'stale',
      ),
    ])
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`s.last_seen_at > now() - ${SESSION_IDLE_SECONDS} * interval '1 second'`)
    .executeTakeFirst();
  if (session?.stale) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', session.id)
      .execute();
  }
  return session;
}

/**
 * Cookie parsing, token signing, and the hook that tells every request who is asking:
 * `request.authSession` for the auth and profile modules, `request.viewer` for the directory.
 */
export const sessionsPlugin = fp(
  async (app, { config, db }: { config: Config; db: Kysely<Database> }) => {
    const cookie = sessionCookieFor(config.publicOrigin);
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, { secret: config.sessionSecret });
    app.decorateRequest('authSession', null);

    app.addHook('onRequest', async (request) => {
      const credential = readCredential(request, cookie.name);
      if (!credential) return;
      if (credential.via === 'cookie') {
        assertSameSiteWrite({ request, publicOrigin: config.publicOrigin });
      }
      const sessionId = sessionIdOf(request, credential.token);
      const session = sessionId ? await findLiveSession({ db, sessionId }) : undefined;
      if (!session) return;
      request.authSession = {
        id: session.id,
        userId: session.user_id,
        role: session.role,
        via: credential.via,
      };
      request.viewer = { userId: session.user_id };
    });
  },
  { name: 'cld-sessions' },
);
