import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { GOOD_PASSWORD, registerUser, sessionCookieOf, uniqueEmail } from './testing.ts';

const PUBLIC_ORIGIN = 'http://localhost:3000';
const DASHBOARD = `${PUBLIC_ORIGIN}/lawyer-dashboard`;
const FAILED = `${PUBLIC_ORIGIN}/lawyer-auth?error=auth_failed`;

interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/** Google stood in for by oauth2-mock-server on loopback: real HTTP for the code exchange. */
describe('Google sign-in, end to end against a stand-in provider', () => {
  let provider: OAuth2Server;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    database = await openTestDatabase('pglite');
    app = buildApp({
      config: buildConfig({
        publicOrigin: PUBLIC_ORIGIN,
        google: {
          clientId: 'directory-client',
          clientSecret: 'directory-secret',
          authUrl: `${issuer}/authorize`,
          tokenUrl: `${issuer}/token`,
          userinfoUrl: `${issuer}/userinfo`,
        },
      }),
      db: database.db,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await provider?.stop();
  });

  const cookieHeader = (response: LightMyRequestResponse) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  /** What a browser does: our redirect, the provider's consent redirect, then our callback. */
  async function signInWithGoogle(claims: GoogleClaims | undefined) {
    const start = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_ORIGIN}/auth/google/callback`,
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    if (claims) {
      provider.service.once(Events.BeforeUserinfo, (userinfo) => {
        userinfo.body = claims;
      });
    }
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location')!);
    expect(callback.pathname).toBe('/auth/google/callback');

    return app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
  }

  async function currentUser(response: LightMyRequestResponse) {
    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(user.statusCode).toBe(200);
    return user.json<{ id: number; email: string; role: string; firstName: string }>();
  }

  it('reports Google as configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/oauth-config' });
    expect(response.json()).toEqual({ google: true });
  });

  it('creates a lawyer account, sets the session cookie and lands on the dashboard', async () => {
    const email = uniqueEmail('google');
    const response = await signInWithGoogle({
      sub: `google-${email}`,
      email,
      email_verified: true,
      given_name: 'Gail',
      family_name: 'Oogle',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(DASHBOARD);
    expect(response.headers.location).not.toMatch(/token|code/);
    expect(response.cookies.find((c) => c.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(await currentUser(response)).toMatchObject({
      email,
      role: 'lawyer',
      firstName: 'Gail',
    });

    const again = await signInWithGoogle({
      sub: `google-${email}`,
      email: 'changed-address@example.com',
      email_verified: true,
    });
    expect(again.headers.location).toBe(DASHBOARD);
    expect((await currentUser(again)).email).toBe(email);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const existing = await registerUser(app, { password: GOOD_PASSWORD });
    const response = await signInWithGoogle({
      sub: 'google-linked',
      email: existing.user.email.toUpperCase(),
      email_verified: true,
    });
    expect(response.headers.location).toBe(DASHBOARD);
    expect((await currentUser(response)).id).toBe(existing.user.id);
    const row = await database.db
      .selectFrom('users')
      .select(['provider', 'provider_id'])
      .where('id', '=', existing.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'google', provider_id: 'google-linked' });
  });

  it('refuses an unverified e-mail', async () => {
    const response = await signInWithGoogle({
      sub: 'google-unverified',
      email: uniqueEmail('unverified'),
      email_verified: false,
    });
    expect(response.headers.location).toBe(FAILED);
    expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('fails cleanly when the provider refuses the code', async () => {
    provider.service.once(Events.BeforeResponse, (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: 'invalid_grant' };
    });
    const response = await signInWithGoogle(undefined);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });

  it('fails when the userinfo answer lacks an e-mail', async () => {
    const response = await signInWithGoogle(undefined);
    expect(response.headers.location).toBe(FAILED);
  });

  it('fails a callback whose state the browser did not start', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=stolen&state=forged',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });
});
