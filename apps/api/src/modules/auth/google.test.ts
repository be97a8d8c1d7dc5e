import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { registerAdmin } from '../admin/testing.ts';
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
  async function signInWithGoogle(claims: GoogleClaims | undefined, sessionCookie?: string) {
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
      headers: {
        cookie: [cookieHeader(start), sessionCookie].filter(Boolean).join('; '),
      },
    });
  }

  const linkOf = (userId: number) =>
    database.db
      .selectFrom('users')
      .select(['provider', 'provider_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  const linkMailsTo = (email: string) =>
    database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text'])
      .where('to_address', '=', email)
      .where('kind', '=', 'account.link-provider')
      .execute();

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

  describe('an e-mail that already has a password account', () => {
    it('is never linked silently: the owner confirms from the mailbox, once', async () => {
      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      const claims = {
        sub: `google-${existing.user.email}`,
        email: existing.user.email.toUpperCase(),
        email_verified: true,
      };
      const response = await signInWithGoogle(claims);
      expect(response.headers.location).toBe(
        `${PUBLIC_ORIGIN}/lawyer-auth?notice=google_link_sent`,
      );
      expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
      expect((await linkOf(existing.user.id)).provider_id).toBeNull();

      const [mail, ...others] = await linkMailsTo(existing.user.email);
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Connect Google sign-in to your Canada Lawyer Directory account?');
      const link = new URL(/https?:\/\/\S+confirm-link\S+/.exec(mail!.text)![0]);
      expect(link.origin).toBe(PUBLIC_ORIGIN);

      const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe(`${PUBLIC_ORIGIN}/lawyer-auth?notice=google_linked`);
      expect(await linkOf(existing.user.id)).toEqual({
        provider: 'google',
        provider_id: claims.sub,
      });
      const again = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(again.headers.location).toBe(`${PUBLIC_ORIGIN}/lawyer-auth?error=link_expired`);

      const signedIn = await signInWithGoogle(claims);
      expect(signedIn.headers.location).toBe(DASHBOARD);
      expect((await currentUser(signedIn)).id).toBe(existing.user.id);
    });

    it('is linked at once when its owner is the one signed in', async () => {
      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      const response = await signInWithGoogle(
        { sub: 'google-owner-signed-in', email: existing.user.email, email_verified: true },
        existing.cookie,
      );
      expect(response.headers.location).toBe(DASHBOARD);
      expect(await linkOf(existing.user.id)).toEqual({
        provider: 'google',
        provider_id: 'google-owner-signed-in',
      });
      expect(await linkMailsTo(existing.user.email)).toEqual([]);
    });

    it('is not linked while someone else is signed in', async () => {
      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      const other = await registerUser(app);
      const response = await signInWithGoogle(
        { sub: 'google-other-session', email: existing.user.email, email_verified: true },
        other.cookie,
      );
      expect(response.headers.location).toBe(FAILED);
      expect((await linkOf(existing.user.id)).provider_id).toBeNull();
    });

    it('an expired or unknown confirmation links nothing', async () => {
      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      await signInWithGoogle({
        sub: 'google-late',
        email: existing.user.email,
        email_verified: true,
      });
      const [mail] = await linkMailsTo(existing.user.email);
      const link = new URL(/https?:\/\/\S+confirm-link\S+/.exec(mail!.text)![0]);
      await database.db
        .updateTable('account_link_requests')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', existing.user.id)
        .execute();
      for (const url of [
        `${link.pathname}${link.search}`,
        `${link.pathname}?token=${'a'.repeat(43)}`,
        link.pathname,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers.location).toBe(`${PUBLIC_ORIGIN}/lawyer-auth?error=link_expired`);
      }
      expect((await linkOf(existing.user.id)).provider_id).toBeNull();
    });

    it('never links an administrator, signed in or not, and sends no mail', async () => {
      const admin = await registerAdmin(app, database.db);
      for (const sessionCookie of [undefined, admin.cookie]) {
        const response = await signInWithGoogle(
          { sub: 'google-admin', email: admin.user.email, email_verified: true },
          sessionCookie,
        );
        expect(response.headers.location).toBe(FAILED);
      }
      expect((await linkOf(admin.user.id)).provider_id).toBeNull();
      expect(await linkMailsTo(admin.user.email)).toEqual([]);
    });

    it('refuses Google for an account linked before it became an administrator', async () => {
      const email = uniqueEmail('promoted');
      const first = await signInWithGoogle({ sub: 'google-promoted', email, email_verified: true });
      const { id } = await currentUser(first);
      await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
      const response = await signInWithGoogle({
        sub: 'google-promoted',
        email,
        email_verified: true,
      });
      expect(response.headers.location).toBe(FAILED);
      expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
    });
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
