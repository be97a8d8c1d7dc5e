import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { registerAdmin } from '../admin/testing.ts';
import { GOOD_PASSWORD, registerUser, sessionCookieOf, uniqueEmail } from './testing.ts';

const PUBLIC_ORIGIN = 'http://localhost:3000';
const DASHBOARD = `${PUBLIC_ORIGIN}/lawyer-dashboard`;
const FAILED = `${PUBLIC_ORIGIN}/lawyer-auth?error=auth_failed`;
// The same pages in French (issue 19): where a flow started from a French page ends.
const FRENCH_DASHBOARD = `${PUBLIC_ORIGIN}/fr/espace-avocat`;
const FRENCH_PORTAL = `${PUBLIC_ORIGIN}/fr/portail-avocat`;
const FRENCH_FAILED = `${FRENCH_PORTAL}?error=auth_failed`;
/** The cookie that keeps the flow's language between its start and the callback (over http). */
const LOCALE_COOKIE = 'oauth2-locale';
/** The flow's state and PKCE verifier, as @fastify/oauth2 names them over http. */
const STATE_COOKIE = 'oauth2-redirect-state';
const VERIFIER_COOKIE = 'oauth2-code-verifier';

interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/** Google stood in for by oauth2-mock-server on loopback: real HTTP for the code exchange. */
describe.each(testDatabaseKinds)('Google sign-in against a stand-in provider, on %s', (kind) => {
  let provider: OAuth2Server;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    database = await openTestDatabase(kind);
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

  /** Our redirect to the provider: its authorization URL, and the cookies it set (the flow's). */
  async function startFlow(startQuery = '') {
    const start = await app.inject({ method: 'GET', url: `/auth/google${startQuery}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_ORIGIN}/auth/google/callback`,
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    return { authorize, cookie: cookieHeader(start) };
  }

  /** The provider's consent redirect (a fresh code for `authorize`), then our callback. */
  async function consentAndCallback(
    claims: GoogleClaims | undefined,
    { authorize, cookie }: { authorize: URL; cookie: string },
  ) {
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
      headers: { cookie },
    });
  }

  /**
   * What a browser does: our redirect, the provider's consent redirect, then our callback.
   * `start` is the query of the sign-in link (`?locale=fr` on a French page).
   */
  async function signInWithGoogle(
    claims: GoogleClaims | undefined,
    { sessionCookie, start = '' }: { sessionCookie?: string; start?: string } = {},
  ) {
    const flow = await startFlow(start);
    return consentAndCallback(claims, {
      authorize: flow.authorize,
      cookie: [flow.cookie, sessionCookie].filter(Boolean).join('; '),
    });
  }

  const languageOf = async (email: string) =>
    (
      await database.db
        .selectFrom('users')
        .select(['language'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

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

  /** The confirmation link in an `account.link-provider` e-mail. */
  const confirmLinkIn = (mail: { text: string } | undefined) =>
    new URL(/https?:\/\/\S+confirm-link\S+/.exec(mail!.text)![0]);

  /** Has a Google sign-in as the account's address send a confirmation link, then expires it. */
  async function expiredLinkFor(user: { id: number; email: string }, sub: string) {
    await signInWithGoogle({ sub, email: user.email, email_verified: true });
    const [mail] = await linkMailsTo(user.email);
    const link = confirmLinkIn(mail);
    await database.db
      .updateTable('account_link_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    return link;
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
    expect(await languageOf(email)).toBe('en');

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
      const link = confirmLinkIn(mail);
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
        { sessionCookie: existing.cookie },
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
        { sessionCookie: other.cookie },
      );
      expect(response.headers.location).toBe(FAILED);
      expect((await linkOf(existing.user.id)).provider_id).toBeNull();
    });

    it('an expired or unknown confirmation links nothing', async () => {
      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      const link = await expiredLinkFor(existing.user, 'google-late');
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
          { sessionCookie },
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

  describe('the state of a flow works once (issue 38)', () => {
    const claimsFor = (email: string) => ({ sub: `google-${email}`, email, email_verified: true });

    it('refuses a state already used, even with a fresh code and the flow’s cookies', async () => {
      const flow = await startFlow();
      const first = await consentAndCallback(claimsFor(uniqueEmail('google-once')), flow);
      expect(first.headers.location).toBe(DASHBOARD);
      // The browser is told to forget the state and the verifier at the callback.
      for (const name of [STATE_COOKIE, VERIFIER_COOKIE]) {
        expect(first.cookies.find((c) => c.name === name)).toMatchObject({ value: '' });
      }

      const replayed = await consentAndCallback(claimsFor(uniqueEmail('google-replay')), flow);
      expect(replayed.statusCode).toBe(302);
      expect(replayed.headers.location).toBe(FAILED);
      expect(replayed.cookies.find((c) => c.name === 'session')).toBeUndefined();
    });

    it('lets only one of two simultaneous callbacks with one state through', async () => {
      const claims = claimsFor(uniqueEmail('google-race'));
      expect((await signInWithGoogle(claims)).headers.location).toBe(DASHBOARD);
      const flow = await startFlow();
      const answerClaims = (userinfo: { body: unknown }) => {
        userinfo.body = claims;
      };
      provider.service.on(Events.BeforeUserinfo, answerClaims);
      try {
        const answers = await Promise.all([
          consentAndCallback(undefined, flow),
          consentAndCallback(undefined, flow),
        ]);
        expect(answers.map((answer) => answer.headers.location).sort()).toEqual(
          [DASHBOARD, FAILED].sort(),
        );
      } finally {
        provider.service.off(Events.BeforeUserinfo, answerClaims);
      }
    });

    it('refuses a state this API never issued, though cookie and query agree', async () => {
      const flow = await startFlow();
      const forged = new URL(flow.authorize);
      forged.searchParams.set('state', 'planted-state');
      const cookie = flow.cookie
        .split('; ')
        .map((pair) =>
          pair.startsWith(`${STATE_COOKIE}=`) ? `${STATE_COOKIE}=planted-state` : pair,
        )
        .join('; ');
      expect(cookie).toContain(`${STATE_COOKIE}=planted-state`);
      const response = await consentAndCallback(claimsFor(uniqueEmail('google-planted')), {
        authorize: forged,
        cookie,
      });
      expect(response.headers.location).toBe(FAILED);
      expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
    });

    it('keeps only the state’s SHA-256, and refuses it after ten minutes', async () => {
      const flow = await startFlow();
      const state = flow.authorize.searchParams.get('state')!;
      const stored = await database.db
        .selectFrom('oauth_states')
        .select([
          'state_hash',
          sql<number>`extract(epoch from (expires_at - created_at))::int`.as('validSeconds'),
        ])
        .where('state_hash', '=', createHash('sha256').update(state).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(stored.validSeconds).toBe(600);

      await database.db
        .updateTable('oauth_states')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('state_hash', '=', stored.state_hash)
        .execute();
      const late = await consentAndCallback(claimsFor(uniqueEmail('google-late')), flow);
      expect(late.headers.location).toBe(FAILED);
      expect(late.cookies.find((c) => c.name === 'session')).toBeUndefined();
    });
  });

  describe('the language of the page the flow started from (issue 19)', () => {
    const claimsFor = (email: string) => ({ sub: `google-${email}`, email, email_verified: true });

    it('makes a French page’s new account French and lands on the French dashboard', async () => {
      const email = uniqueEmail('google-fr');
      const response = await signInWithGoogle(claimsFor(email), { start: '?locale=fr' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(FRENCH_DASHBOARD);
      expect((await currentUser(response)).email).toBe(email);
      expect(await languageOf(email)).toBe('fr');
    });

    it('keeps English for a start in English or without a language', async () => {
      for (const start of ['?locale=en', '']) {
        const email = uniqueEmail('google-en');
        const response = await signInWithGoogle(claimsFor(email), { start });
        expect(response.headers.location).toBe(DASHBOARD);
        expect(await languageOf(email)).toBe('en');
      }
    });

    it('remembers the language in a short-lived cookie, cleared at the callback', async () => {
      const start = await app.inject({ method: 'GET', url: '/auth/google?locale=fr' });
      expect(start.statusCode).toBe(302);
      expect(start.headers['cache-control']).toBe('no-store');
      const remembered = start.cookies.find((c) => c.name === LOCALE_COOKIE);
      expect(remembered).toMatchObject({
        value: 'fr',
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 600,
      });
      expect(remembered).not.toHaveProperty('secure');

      const email = uniqueEmail('google-cookie');
      const response = await signInWithGoogle(claimsFor(email), { start: '?locale=fr' });
      const cleared = response.cookies.find((c) => c.name === LOCALE_COOKIE);
      expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
      expect((cleared!.expires as Date).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('follows the state cookie over https: Secure and __Host- prefixed', async () => {
      const secureApp = buildApp({
        config: buildConfig({
          publicOrigin: 'https://directory.example',
          google: {
            clientId: 'directory-client',
            clientSecret: 'directory-secret',
            authUrl: `${provider.issuer.url!}/authorize`,
            tokenUrl: `${provider.issuer.url!}/token`,
            userinfoUrl: `${provider.issuer.url!}/userinfo`,
          },
        }),
        db: database.db,
      });
      try {
        const start = await secureApp.inject({ method: 'GET', url: '/auth/google?locale=fr' });
        expect(start.statusCode).toBe(302);
        const names = start.cookies.map((c) => c.name);
        expect(names).toContain('__Host-oauth2-redirect-state');
        expect(start.cookies.find((c) => c.name === '__Host-oauth2-locale')).toMatchObject({
          value: 'fr',
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
        });
        expect(names).not.toContain(LOCALE_COOKIE);
      } finally {
        await secureApp.close();
      }
    });

    it.each([
      ['a NUL byte', '?locale=fr%00'],
      ['an unknown language', '?locale=de'],
      ['another case', '?locale=FR'],
      ['an empty value', '?locale='],
      ['a 5,000-character value', `?locale=${'fr'.repeat(2_500)}`],
      ['a repeated parameter', '?locale=fr&locale=en'],
      ['a repeated French', '?locale=fr&locale=fr'],
      ['a bracketed array', '?locale[]=fr'],
      ['a lone surrogate', '?locale=fr%ED%A0%80'],
      ['an escaped lone surrogate', '?locale=%uD800'],
      ['malformed percent-encoding', '?locale=fr%'],
    ])('falls back to English for %s, never a 500 nor a French account', async (_, start) => {
      const email = uniqueEmail('google-hostile');
      const response = await signInWithGoogle(claimsFor(email), { start });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(DASHBOARD);
      expect(await languageOf(email)).toBe('en');
    });

    it('keeps an existing account’s language and lands in the flow’s language', async () => {
      const email = uniqueEmail('google-keeps');
      await signInWithGoogle(claimsFor(email), { start: '?locale=fr' });
      const fromEnglish = await signInWithGoogle(claimsFor(email), { start: '?locale=en' });
      expect(fromEnglish.headers.location).toBe(DASHBOARD);
      expect(await languageOf(email)).toBe('fr');

      const english = await registerUser(app, { password: GOOD_PASSWORD });
      const fromFrench = await signInWithGoogle(
        { sub: 'google-english-owner', email: english.user.email, email_verified: true },
        { sessionCookie: english.cookie, start: '?locale=fr' },
      );
      expect(fromFrench.headers.location).toBe(FRENCH_DASHBOARD);
      expect(await languageOf(english.user.email)).toBe('en');
    });

    it('lands every failure of a French flow on the French portal', async () => {
      const unverified = await signInWithGoogle(
        { sub: 'google-unverified-fr', email: uniqueEmail('fr'), email_verified: false },
        { start: '?locale=fr' },
      );
      expect(unverified.headers.location).toBe(FRENCH_FAILED);

      const noEmail = await signInWithGoogle(undefined, { start: '?locale=fr' });
      expect(noEmail.headers.location).toBe(FRENCH_FAILED);

      provider.service.once(Events.BeforeResponse, (tokenResponse) => {
        tokenResponse.statusCode = 400;
        tokenResponse.body = { error: 'invalid_grant' };
      });
      const refusedCode = await signInWithGoogle(undefined, { start: '?locale=fr' });
      expect(refusedCode.headers.location).toBe(FRENCH_FAILED);

      const existing = await registerUser(app, { password: GOOD_PASSWORD });
      const linkSent = await signInWithGoogle(
        { sub: 'google-link-fr', email: existing.user.email, email_verified: true },
        { start: '?locale=fr' },
      );
      expect(linkSent.headers.location).toBe(`${FRENCH_PORTAL}?notice=google_link_sent`);
      // The e-mail is in the account's language, not the page's.
      const [mail] = await linkMailsTo(existing.user.email);
      expect(mail!.subject).toBe('Connect Google sign-in to your Canada Lawyer Directory account?');
      expect(await languageOf(existing.user.email)).toBe('en');
    });

    it('reads only en or fr from the language cookie of a forged callback', async () => {
      for (const [value, location] of [
        ['fr', FRENCH_FAILED],
        ['de', FAILED],
        ['fr%00', FAILED],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: '/auth/google/callback?code=stolen&state=forged',
          headers: { cookie: `${LOCALE_COOKIE}=${value}` },
        });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(location);
      }
    });

    it('lands the e-mailed confirmation on the portal in the account’s language', async () => {
      const french = await registerUser(app, { password: GOOD_PASSWORD, locale: 'fr' });
      expect(await languageOf(french.user.email)).toBe('fr');
      const sent = await signInWithGoogle({
        sub: 'google-french-owner',
        email: french.user.email,
        email_verified: true,
      });
      expect(sent.headers.location).toBe(`${PUBLIC_ORIGIN}/lawyer-auth?notice=google_link_sent`);
      const [mail] = await linkMailsTo(french.user.email);
      const link = confirmLinkIn(mail);

      const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(confirmed.headers.location).toBe(`${FRENCH_PORTAL}?notice=google_linked`);
      const again = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(again.headers.location).toBe(`${PUBLIC_ORIGIN}/lawyer-auth?error=link_expired`);
      expect((await linkOf(french.user.id)).provider_id).toBe('google-french-owner');
      expect(await languageOf(french.user.email)).toBe('fr');
    });

    it('lands an expired confirmation of a French account on the French portal', async () => {
      const french = await registerUser(app, { password: GOOD_PASSWORD, locale: 'fr' });
      const link = await expiredLinkFor(french.user, 'google-french-late');
      const response = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(response.headers.location).toBe(`${FRENCH_PORTAL}?error=link_expired`);
      expect((await linkOf(french.user.id)).provider_id).toBeNull();
    });
  });
});
