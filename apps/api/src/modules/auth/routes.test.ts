import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TOKEN_IN_BODY, TOKEN_IN_BODY_HEADER } from '@cld/contract/auth';
import { PROFESSIONAL_FIELDS_MESSAGE } from '@cld/validation/auth';
import { COMMON_PASSWORD_MESSAGE, PREDICTABLE_PASSWORD_MESSAGE } from '@cld/validation/password';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { clearRateLimit, hitRateLimit } from '../../http/rate-limit.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  FAILED_LOGINS_PER_ACCOUNT,
  INVALID_CREDENTIALS_MESSAGE,
  LOGINS_PER_IP,
} from './service.ts';
import {
  GOOD_PASSWORD,
  XHR,
  nextIp,
  registerCustomer,
  registerUser,
  sessionCookieOf,
  uniqueEmail,
} from './testing.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { type ErrorBody } from '../../test/inject.ts';

describe.each(testDatabaseKinds)('auth routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let lawyerId: number;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([buildLawyer({ name: 'Listed Lawyer' })]),
    }));
    lawyerId = (
      await database.db
        .selectFrom('lawyers')
        .select('id')
        .where('name', '=', 'Listed Lawyer')
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(() => closeTestApp(app, database));

  function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: nextIp(),
      headers: { ...XHR, ...headers },
    });
  }

  function login(email: string, password: string, remoteAddress = nextIp()) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: XHR,
    });
  }

  const getUser = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/auth/user', headers });

  const sessionsOf = (userId: number) =>
    database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  /** Moves when the user's sessions were last used, or when they end, to some time ago. */
  const backdateSessionsOf = (userId: number, column: 'last_seen_at' | 'expires_at', ago: string) =>
    database.db
      .updateTable('sessions')
      .set(column, sql<Date>`now() - ${ago}::interval`)
      .where('user_id', '=', userId)
      .returning('last_seen_at')
      .executeTakeFirstOrThrow();

  describe('register', () => {
    it('makes a lawyer from the portal shape, signs them in and sets a session cookie', async () => {
      const email = uniqueEmail('portal');
      const response = await post('/api/auth/register', {
        email: `  ${email.toUpperCase()} `,
        password: GOOD_PASSWORD,
        firstName: 'Pat',
        lastName: 'Portal',
      });
      expect(response.statusCode, response.body).toBe(201);
      // The token is in the HttpOnly cookie only: no script of the website can read it.
      expect(response.json()).toEqual({
        user: {
          id: expect.any(Number),
          email,
          firstName: 'Pat',
          lastName: 'Portal',
          role: 'lawyer',
          isVerified: false,
          emailVerifiedAt: null,
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = response.cookies.find((c) => c.name === 'session');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.value.split('.')).toHaveLength(3);
      expect(cookie?.secure).toBeFalsy();
      const stored = await database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
      expect(stored.password_hash).not.toContain(GOOD_PASSWORD);
    });

    it('maps the account page customer to a client and ignores professional fields', async () => {
      const { user } = await registerCustomer(app, {
        phone: '4165550111',
        practiceArea: 'Tax Law',
      });
      expect(user.role).toBe('client');
      const profiles = await database.db
        .selectFrom('lawyers')
        .select('id')
        .where('owner_id', '=', user.id)
        .execute();
      expect(profiles).toEqual([]);
    });

    it('gives a lawyer from the account page their profile in the same step', async () => {
      const { user, cookie } = await registerUser(app, {
        firstName: 'Lee',
        lastName: 'Quillfeather',
        userType: 'lawyer',
        role: 'user',
        phone: '613-555-0142',
        practiceArea: 'Immigration Law',
        location: 'Ottawa, ON',
        city: 'ottawa',
        province: 'on',
        address: '2 Example Avenue',
        experience: '4',
        hourlyRate: '220',
        bio: 'Work permits and family sponsorship.',
      });
      expect(user.role).toBe('lawyer');
      const mine = await app.inject({
        method: 'GET',
        url: '/api/lawyers/my-profile',
        headers: { cookie },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({
        name: 'Lee Quillfeather',
        email: user.email,
        practiceArea: 'Immigration Law',
        location: 'Ottawa, ON',
        experience: 4,
        hourlyRate: 220,
        isVerified: false,
      });
      const search = await app.inject({ method: 'GET', url: '/api/lawyers?search=Quillfeather' });
      expect(search.json<{ total: number }>().total).toBe(1);
    });

    it('takes a registering lawyer’s bio in French alone (issue 19)', async () => {
      const bioFr = 'Permis de travail et parrainage familial à Gatineau.';
      const { cookie } = await registerUser(app, {
        firstName: 'Léa',
        lastName: 'Francoeur',
        userType: 'lawyer',
        phone: '819-555-0142',
        practiceArea: 'Immigration Law',
        location: 'Ottawa, ON',
        city: 'Ottawa',
        province: 'ON',
        address: '2 Example Avenue',
        experience: '4',
        hourlyRate: '220',
        bio: '',
        bioFr,
      });
      const mine = await app.inject({
        method: 'GET',
        url: '/api/lawyers/my-profile',
        headers: { cookie },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ bio: null, bioFr });
    });

    it('creates nothing when the profile part fails', async () => {
      const email = uniqueEmail('atlantis');
      const response = await post('/api/auth/register', {
        email,
        password: GOOD_PASSWORD,
        firstName: 'Nor',
        lastName: 'Where',
        userType: 'lawyer',
        phone: '6135550142',
        practiceArea: 'Family Law',
        location: 'Atlantis',
        city: 'Atlantis',
        province: 'ON',
        address: '3 Example Road',
        experience: 1,
        hourlyRate: 100,
        bio: 'Under the sea since 2001.',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toEqual([
        { path: ['city'], message: 'Please select a city of the chosen province' },
      ]);
      const users = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toEqual([]);
    });

    it.each([
      [
        'a short password',
        { password: 'short' },
        ['password', 'Password must be at least 8 characters'],
      ],
      [
        'a long password',
        { password: 'x'.repeat(129) },
        ['password', 'Password must be at most 128 characters'],
      ],
      ['a bad email', { email: 'not-an-email' }, ['email', 'Invalid email address']],
      ['no first name', { firstName: ' ' }, ['firstName', 'First name is required']],
      ['no last name', { lastName: '' }, ['lastName', 'Last name is required']],
      [
        'a short account-page name',
        { userType: 'customer', firstName: 'A' },
        ['firstName', 'First name must be at least 2 characters'],
      ],
      ['an unknown user type', { userType: 'admin' }, ['userType', 'Please select a user type']],
      [
        'a lawyer without professional fields',
        { userType: 'lawyer' },
        ['userType', PROFESSIONAL_FIELDS_MESSAGE],
      ],
      [
        'a role other than "user"',
        { userType: 'customer', role: 'admin' },
        ['role', expect.any(String)],
      ],
      ['a common password', { password: 'password' }, ['password', COMMON_PASSWORD_MESSAGE]],
      [
        'one repeated character',
        { password: ' '.repeat(8) },
        ['password', PREDICTABLE_PASSWORD_MESSAGE],
      ],
      ['a keyboard run', { password: 'azertyuiop' }, ['password', PREDICTABLE_PASSWORD_MESSAGE]],
    ])('refuses %s with the field message', async (_name, change, [field, message]) => {
      const response = await post('/api/auth/register', {
        email: uniqueEmail('invalid'),
        password: GOOD_PASSWORD,
        firstName: 'Val',
        lastName: 'Idation',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toContainEqual({ path: [field], message });
    });

    it('refuses an e-mail already registered, in any case', async () => {
      const { user } = await registerCustomer(app);
      const response = await post('/api/auth/register', {
        email: user.email.toUpperCase(),
        password: GOOD_PASSWORD,
        firstName: 'Dup',
        lastName: 'Licate',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
    });
  });

  describe('login', () => {
    it('opens a new session on every login, answering the user and the token in the cookie only', async () => {
      const { user } = await registerCustomer(app);
      const first = await login(user.email, GOOD_PASSWORD);
      const second = await login(user.email.toUpperCase(), GOOD_PASSWORD);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json()).toEqual({ user });
      expect(first.cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true });
      expect(sessionCookieOf(first)).not.toBe(sessionCookieOf(second));
      expect(await sessionsOf(user.id)).toHaveLength(3);
    });

    it('answers the token to an API client that asks for it, as its bearer header', async () => {
      const { user } = await registerCustomer(app);
      const response = await post(
        '/api/auth/login',
        { email: user.email, password: GOOD_PASSWORD },
        TOKEN_IN_BODY,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { token } = response.json<{ token: string }>();
      expect(response.json()).toEqual({ token: expect.any(String), user });
      expect(sessionCookieOf(response)).toBe(`session=${token}`);
      expect((await getUser({ authorization: `Bearer ${token}` })).json()).toEqual(user);

      const registered = await post(
        '/api/auth/register',
        {
          email: uniqueEmail('api-client'),
          password: GOOD_PASSWORD,
          firstName: 'Api',
          lastName: 'Client',
        },
        TOKEN_IN_BODY,
      );
      expect(registered.statusCode, registered.body).toBe(201);
      const body = registered.json<{ token: string; user: { id: number } }>();
      expect(sessionCookieOf(registered)).toBe(`session=${body.token}`);
      expect(
        (await getUser({ authorization: `Bearer ${body.token}` })).json<{ id: number }>().id,
      ).toBe(body.user.id);
    });

    it.each([['false'], ['1'], ['']])(
      'refuses %j as the ask for the token, naming the header',
      async (value) => {
        const { user } = await registerCustomer(app);
        const response = await post(
          '/api/auth/login',
          { email: user.email, password: GOOD_PASSWORD },
          { [TOKEN_IN_BODY_HEADER]: value },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([
          [TOKEN_IN_BODY_HEADER],
        ]);
        expect(response.cookies).toEqual([]);
      },
    );

    it('answers a wrong password and an unknown e-mail the same way', async () => {
      const { user } = await registerCustomer(app);
      const wrong = await login(user.email, 'not the password');
      const unknown = await login(uniqueEmail('nobody'), 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
      expect(unknown.body).toBe(wrong.body);
      expect(wrong.cookies).toEqual([]);
    });

    it('refuses an account that has no password (third-party sign-in only)', async () => {
      const email = uniqueEmail('google-only');
      await database.db
        .insertInto('users')
        .values({ email, first_name: 'G', last_name: 'O', provider: 'google', provider_id: email })
        .execute();
      const response = await login(email, GOOD_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    });

    it('needs an e-mail and a password', async () => {
      const response = await post('/api/auth/login', { email: 'x', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toEqual([
        { path: ['email'], message: 'Invalid email address' },
        { path: ['password'], message: 'Password is required' },
      ]);
    });
  });

  describe('current user', () => {
    it('answers the signed-in user by cookie or bearer token, never cached', async () => {
      const { user, cookie, bearer } = await registerCustomer(app);
      for (const headers of [{ cookie }, bearer]) {
        const response = await getUser(headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(user);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer });
      expect(me.json()).toEqual({ user });
    });

    it.each([
      ['nobody', {}],
      ['a malformed bearer header', { authorization: 'Bearer' }],
      ['a forged token', { authorization: 'Bearer a.b.c' }],
      ['a made-up cookie', { cookie: 'session=nonsense' }],
    ])('answers 401 to %s', async (_name, headers) => {
      const user = await getUser(headers);
      expect(user.statusCode).toBe(401);
      expect(user.json()).toEqual({ message: 'Please sign in' });
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const { token } = await registerCustomer(app);
      const other = buildApp({
        config: buildConfig({ sessionSecret: 'another-secret-that-is-at-least-32-chars' }),
        db: database.db,
      });
      try {
        const response = await other.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('sessions', () => {
    it('logout revokes only the current session and clears the cookie', async () => {
      const { user, cookie } = await registerCustomer(app);
      const other = await login(user.email, GOOD_PASSWORD);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...XHR, cookie },
      });
      expect(logout.statusCode).toBe(204);
      expect(logout.cookies).toContainEqual(
        expect.objectContaining({ name: 'session', value: '' }),
      );
      expect((await getUser({ cookie })).statusCode).toBe(401);
      expect((await getUser({ cookie: sessionCookieOf(other) })).statusCode).toBe(200);
      const sessions = await sessionsOf(user.id);
      expect(sessions.map((s) => s.revoked_at !== null)).toEqual([true, false]);
    });

    it('logout without a session still clears the cookie', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: XHR });
      expect(response.statusCode).toBe(204);
    });

    it('logout everywhere revokes every session of the user, not of others', async () => {
      const { user, bearer } = await registerCustomer(app);
      const second = await login(user.email, GOOD_PASSWORD);
      const bystander = await registerCustomer(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout-everywhere',
        headers: bearer,
      });
      expect(response.statusCode).toBe(204);
      expect((await getUser(bearer)).statusCode).toBe(401);
      expect((await getUser({ cookie: sessionCookieOf(second) })).statusCode).toBe(401);
      expect((await getUser(bystander.bearer)).statusCode).toBe(200);
    });

    it('logout everywhere needs a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout-everywhere',
        headers: XHR,
      });
      expect(response.statusCode).toBe(401);
    });

    it('ends a session idle for more than 30 days', async () => {
      const { user, bearer } = await registerCustomer(app);
      await backdateSessionsOf(user.id, 'last_seen_at', '29 days');
      expect((await getUser(bearer)).statusCode).toBe(200);
      await backdateSessionsOf(user.id, 'last_seen_at', '31 days');
      expect((await getUser(bearer)).statusCode).toBe(401);
    });

    it('ends a session at its absolute expiry, however active', async () => {
      const { user, bearer } = await registerCustomer(app);
      const [session] = await sessionsOf(user.id);
      const lifetimeDays =
        (session!.expires_at.getTime() - session!.created_at.getTime()) / 86_400_000;
      expect(Math.round(lifetimeDays)).toBe(90);
      await backdateSessionsOf(user.id, 'expires_at', '1 second');
      expect((await getUser(bearer)).statusCode).toBe(401);
    });

    it('slides last use forward at most once a minute', async () => {
      const { user, bearer } = await registerCustomer(app);
      const recent = await backdateSessionsOf(user.id, 'last_seen_at', '10 seconds');
      await getUser(bearer);
      expect((await sessionsOf(user.id))[0]!.last_seen_at).toEqual(recent.last_seen_at);
      const old = await backdateSessionsOf(user.id, 'last_seen_at', '10 days');
      await getUser(bearer);
      const touched = (await sessionsOf(user.id))[0]!.last_seen_at;
      expect(touched.getTime()).toBeGreaterThan(old.last_seen_at.getTime() + 9 * 86_400_000);
    });
  });

  describe('rate limits', () => {
    it('allows 10 logins a minute from one address, then answers 429 with Retry-After', async () => {
      const ip = nextIp();
      const email = uniqueEmail('flood');
      for (let i = 0; i < 10; i += 1) {
        // Different e-mails, so the per-account limit stays out of the way.
        expect((await login(`${i}-${email}`, 'wrong password', ip)).statusCode).toBe(401);
      }
      const limited = await login(email, 'wrong password', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('stops an address after 5 failed logins for an e-mail, the right password included', async () => {
      const { user } = await registerCustomer(app);
      const attacker = nextIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await login(user.email, 'wrong password', attacker)).statusCode).toBe(401);
      }
      const limited = await login(user.email, GOOD_PASSWORD, attacker);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // An e-mail without an account is limited the same way: the limit reveals nothing.
      const nobody = uniqueEmail('ghost');
      for (let i = 0; i < 5; i += 1) await login(nobody, 'wrong password', attacker);
      expect((await login(nobody, 'wrong password', attacker)).statusCode).toBe(429);
    });

    it('never locks the owner out: failures from other addresses leave theirs open', async () => {
      const { user } = await registerCustomer(app);
      const attacker = nextIp();
      for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong password', attacker);
      for (let i = 0; i < 5; i += 1) {
        expect((await login(user.email.toUpperCase(), 'wrong password')).statusCode).toBe(401);
      }
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, GOOD_PASSWORD, attacker)).statusCode).toBe(429);
    });

    it('stops one address spraying many accounts after 20 failures', async () => {
      const sprayer = nextIp();
      for (let i = 0; i < 20; i += 1) {
        // A new minute every ten attempts: only the 15-minute failure count is left to stop it.
        if (i % 10 === 0)
          await clearRateLimit({ db: database.db, limit: LOGINS_PER_IP, subject: sprayer });
        expect((await login(uniqueEmail(`spray${i}`), 'wrong password', sprayer)).statusCode).toBe(
          401,
        );
      }
      await clearRateLimit({ db: database.db, limit: LOGINS_PER_IP, subject: sprayer });
      expect((await login(uniqueEmail('spray'), 'wrong password', sprayer)).statusCode).toBe(429);
    });

    it('past 100 failures on an account, only an address it signed in from may still try', async () => {
      const { user } = await registerCustomer(app);
      const home = nextIp();
      expect((await login(user.email, GOOD_PASSWORD, home)).statusCode).toBe(200);
      for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT.max; i += 1) {
        await hitRateLimit({
          db: database.db,
          limit: FAILED_LOGINS_PER_ACCOUNT,
          subject: user.email,
        });
      }
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(429);
      expect((await login(user.email, GOOD_PASSWORD, home)).statusCode).toBe(200);
    });

    it('forgets failures after a successful login', async () => {
      const { user } = await registerCustomer(app);
      for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong password');
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong password');
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('allows 10 registrations a minute from one address', async () => {
      const remoteAddress = nextIp();
      const register = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          headers: XHR,
          payload: {
            email: uniqueEmail(`burst${i}`),
            password: GOOD_PASSWORD,
            firstName: 'Bur',
            lastName: 'St',
          },
        });
      for (let i = 0; i < 10; i += 1) expect((await register(i)).statusCode).toBe(201);
      const limited = await register(10);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  });

  describe('behind the web server (TRUST_PROXY=loopback)', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = buildApp({ config: buildConfig({ trustProxy: ['loopback'] }), db: database.db });
      await proxied.ready();
    });
    afterAll(() => proxied.close());

    const loginFrom = (remoteAddress: string, forwardedFor?: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('proxied'), password: 'wrong password' },
        remoteAddress,
        headers: { ...XHR, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      });

    it('counts each client the proxy reports on its own: two clients never share a bucket', async () => {
      const [a, b] = [nextIp(), nextIp()];
      for (let i = 0; i < 10; i += 1)
        expect((await loginFrom('127.0.0.1', a)).statusCode).toBe(401);
      expect((await loginFrom('127.0.0.1', a)).statusCode).toBe(429);
      expect((await loginFrom('127.0.0.1', b)).statusCode).toBe(401);
      // A client's own X-Forwarded-For value before the proxy's is not believed either.
      expect((await loginFrom('127.0.0.1', `${nextIp()}, ${a}`)).statusCode).toBe(429);
    });

    it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
      const client = '203.0.113.77';
      for (let i = 0; i < 10; i += 1) {
        expect((await loginFrom(client, nextIp())).statusCode).toBe(401);
      }
      expect((await loginFrom(client, nextIp())).statusCode).toBe(429);
    });
  });

  // Issue 38: Fastify 5.12 reads a bare hop count as "trust nobody", so docker-compose's setting put
  // every visitor in the web container's one bucket. The count means the nearest hops are ours.
  describe('behind the web server in docker-compose (TRUST_PROXY=1)', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = buildApp({ config: buildConfig({ trustProxy: 1 }), db: database.db });
      await proxied.ready();
    });
    afterAll(() => proxied.close());

    const loginFrom = (forwardedFor: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('hop'), password: 'wrong password' },
        // The web container's address on the compose network.
        remoteAddress: '172.18.0.4',
        headers: { ...XHR, 'x-forwarded-for': forwardedFor },
      });

    it('gives each visitor the web server reports a bucket of their own', async () => {
      const [a, b] = [nextIp(), nextIp()];
      for (let i = 0; i < 10; i += 1) expect((await loginFrom(a)).statusCode).toBe(401);
      expect((await loginFrom(a)).statusCode).toBe(429);
      expect((await loginFrom(b)).statusCode).toBe(401);
      // One hop: what a visitor put before the web server's own entry is not believed.
      expect((await loginFrom(`${b}, ${a}`)).statusCode).toBe(429);
    });
  });

  describe('CSRF', () => {
    const logoutWith = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/auth/logout', headers });

    it('refuses a cookie-authenticated write without the XHR header or our origin', async () => {
      const { cookie } = await registerCustomer(app);
      const attempts: Record<string, string>[] = [
        { cookie },
        { cookie, origin: 'https://evil.example' },
      ];
      for (const headers of attempts) {
        const response = await logoutWith(headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Cross-site request refused' });
      }
      expect((await getUser({ cookie })).statusCode).toBe(200);
    });

    it.each([
      ['the XHR header', { 'x-requested-with': 'XMLHttpRequest' }],
      ['the public origin', { origin: 'http://localhost:3000' }],
      // app.inject's requests are addressed to localhost:80.
      ["the API's own origin", { origin: 'http://localhost:80' }],
    ])('accepts a cookie-authenticated write with %s', async (_name, headers) => {
      const { cookie } = await registerCustomer(app);
      expect((await logoutWith({ cookie, ...headers })).statusCode).toBe(204);
    });

    it('does not apply to bearer tokens, which a browser never sends by itself', async () => {
      const { bearer, cookie } = await registerCustomer(app);
      expect((await logoutWith({ ...bearer, cookie })).statusCode).toBe(204);
    });

    it('lets cookie-authenticated reads through', async () => {
      const { cookie } = await registerCustomer(app);
      expect((await getUser({ cookie })).statusCode).toBe(200);
    });
  });

  describe('over https', () => {
    let secureApp: FastifyInstance;

    beforeAll(async () => {
      secureApp = buildApp({
        config: buildConfig({ publicOrigin: 'https://lawyers.example.ca' }),
        db: database.db,
      });
      await secureApp.ready();
    });

    afterAll(async () => {
      await secureApp?.close();
    });

    it('sets a Secure __Host- cookie and reads it back', async () => {
      const response = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        headers: { origin: 'https://lawyers.example.ca' },
        payload: {
          email: uniqueEmail('secure'),
          password: GOOD_PASSWORD,
          firstName: 'Sec',
          lastName: 'Ure',
        },
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((c) => c.name === '__Host-session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
      const user = await secureApp.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: sessionCookieOf(response, '__Host-session') },
      });
      expect(user.statusCode).toBe(200);
    });
  });

  describe('third-party sign-in when not configured', () => {
    it('reports Google as unavailable and has no sign-in route', async () => {
      const config = await app.inject({ method: 'GET', url: '/api/auth/oauth-config' });
      expect(config.json()).toEqual({ google: false });
      expect((await app.inject({ method: 'GET', url: '/auth/google' })).statusCode).toBe(404);
    });
  });

  describe('lawyer e-mails', () => {
    it('reach signed-in viewers only, and never a shared cache', async () => {
      const { cookie, bearer } = await registerCustomer(app);
      const anonymous = await app.inject({ method: 'GET', url: `/api/lawyers/${lawyerId}` });
      expect(anonymous.json()).not.toHaveProperty('email');
      expect(anonymous.headers['cache-control']).toMatch(/^public, max-age=60/);
      for (const headers of [{ cookie }, bearer]) {
        const signedIn = await app.inject({
          method: 'GET',
          url: `/api/lawyers/${lawyerId}`,
          headers,
        });
        expect(signedIn.json()).toMatchObject({ email: expect.stringMatching(/@example\.com$/) });
        expect(signedIn.headers['cache-control']).toBe('private, no-store');
      }
      const list = await app.inject({ method: 'GET', url: '/api/lawyers', headers: { cookie } });
      expect(list.json<{ lawyers: { email?: string }[] }>().lawyers[0]?.email).toBeDefined();
    });

    it('stay hidden after logout', async () => {
      const { cookie } = await registerCustomer(app);
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...XHR, cookie } });
      const response = await app.inject({
        method: 'GET',
        url: `/api/lawyers/${lawyerId}`,
        headers: { cookie },
      });
      expect(response.json()).not.toHaveProperty('email');
    });
  });
});
