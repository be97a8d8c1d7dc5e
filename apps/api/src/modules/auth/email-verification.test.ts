import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  accountContract,
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_TOKEN_MESSAGE,
  OTHER_ACCOUNT_TOKEN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@cld/contract/account';
import type { CurrentUser } from '@cld/contract/auth';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import type { ErrorBody } from '../../test/inject.ts';
import {
  EMAIL_LINK_HOURS,
  VERIFICATION_RESENDS_PER_ACCOUNT,
  WRONG_CURRENT_PASSWORDS,
} from './email-verification.ts';
import {
  GOOD_PASSWORD,
  XHR,
  nextIp,
  registerCustomer,
  registerUser,
  sessionCookieOf,
  uniqueEmail,
} from './testing.ts';
import type { SignedIn } from './testing.ts';

const ORIGIN = 'http://localhost:3000';
const NEW_PASSWORD = 'copper kettle harbour 17';
const FORGED = 'A'.repeat(43);

describe.each(testDatabaseKinds)('e-mail verification and Settings changes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
  });

  afterAll(() => closeTestApp(app, database));

  function post(url: string, payload?: unknown, cookie?: string, ip = nextIp()) {
    return app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: ip,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    });
  }
  const verify = (token: unknown, cookie?: string) =>
    post('/api/auth/verify-email', { token }, cookie);
  const resend = (cookie?: string) => post('/api/account/verification-email', undefined, cookie);
  const changeEmail = (cookie: string, payload: unknown) =>
    post('/api/account/email', payload, cookie);
  const changePassword = (cookie: string, payload: unknown) =>
    post('/api/account/password', payload, cookie);
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const getUser = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    return { status: response.statusCode, user: response.json<CurrentUser>() };
  };
  const fieldsOf = (body: string) =>
    (JSON.parse(body) as ErrorBody).issues?.map((issue) => issue.path.join('.'));

  const mailsTo = (email: string, kind: string) =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  /** The token of the last link of `kind` mailed to `email`. */
  async function mailedToken(email: string, kind = 'account.verify-email'): Promise<string> {
    const text = (await mailsTo(email, kind)).at(-1)?.text ?? '';
    const token = /\?token=([\w-]{43})\b/.exec(text)?.[1];
    if (!token) throw new Error(`no ${kind} link mailed to ${email}: ${text}`);
    return token;
  }

  describe('the authorization matrix of the account routes', () => {
    // From the contract itself: a new account route cannot be left out.
    const routes = Object.entries(accountContract).map(([name, route]) => ({
      name,
      method: route.method,
      path: route.path,
    }));

    it.each(routes)('$name ($method $path) answers 401 to a visitor', async ({ method, path }) => {
      const response = await app.inject({
        method,
        url: path,
        remoteAddress: nextIp(),
        headers: XHR,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
    });

    it('lets a visitor use a mailed link (no session needed)', async () => {
      const response = await verify(FORGED);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('on registration', () => {
    it('mails a customer a 24-hour link in the outbox; the account is not verified yet', async () => {
      const { user, cookie } = await registerCustomer(app);
      expect(user.isVerified).toBe(false);
      expect(user.emailVerifiedAt).toBeNull();
      const [mail] = await mailsTo(user.email, 'account.verify-email');
      expect(mail).toMatchObject({ status: 'pending', reply_to: null });
      expect(mail!.subject).toBe('Confirm your e-mail address');
      expect(mail!.text).toContain(`${ORIGIN}/verify-email?token=`);
      expect(mail!.text).toContain(`within ${EMAIL_LINK_HOURS} hours`);
      const rows = await database.db
        .selectFrom('email_tokens')
        .select([
          'purpose',
          'email',
          'token_hash',
          sql<number>`extract(epoch from (expires_at - created_at))::int`.as('validSeconds'),
        ])
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toEqual([
        {
          purpose: 'verify',
          email: user.email,
          token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          validSeconds: EMAIL_LINK_HOURS * 3600,
        },
      ]);
      expect(rows[0]!.token_hash).not.toContain(await mailedToken(user.email));
      // Unverified accounts use the site.
      expect((await getUser(cookie)).status).toBe(200);
    });

    it('mails a lawyer registered on a French page in French, to the French page', async () => {
      const { user } = await registerUser(app, { locale: 'fr' });
      const [mail] = await mailsTo(user.email, 'account.verify-email');
      expect(mail!.subject).toBe('Confirmez votre adresse courriel');
      expect(mail!.text).toContain(`${ORIGIN}/fr/verifier-courriel?token=`);
      expect(mail!.text).toContain('dans les 24\u00a0heures');
    });
  });

  describe('leading back to the page the person came from (issue 37)', () => {
    it('carries returnTo in the registration’s link, encoded', async () => {
      const { user } = await registerCustomer(app, { returnTo: '/fr/avocat/12/message?de=a%20b' });
      const [mail] = await mailsTo(user.email, 'account.verify-email');
      expect(mail!.text).toMatch(
        /\/verify-email\?token=[\w-]{43}&returnTo=%2Ffr%2Favocat%2F12%2Fmessage%3Fde%3Da%2520b\n/,
      );
    });

    it('carries nothing without one', async () => {
      const { user } = await registerCustomer(app);
      const [mail] = await mailsTo(user.email, 'account.verify-email');
      expect(mail!.text).not.toContain('returnTo');
    });

    it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'lawyer/12', '/a\tb'])(
      'refuses %j with a 400 naming returnTo, and registers nobody',
      async (returnTo) => {
        const email = uniqueEmail('return');
        const response = await post('/api/auth/register', {
          firstName: 'Casey',
          lastName: 'Client',
          email,
          password: GOOD_PASSWORD,
          userType: 'customer',
          returnTo,
        });
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response.body)).toContain('returnTo');
        expect(await mailsTo(email, 'account.verify-email')).toEqual([]);
      },
    );

    it('carries the resend’s returnTo, and refuses one off the site', async () => {
      const { user, cookie } = await registerCustomer(app);
      const sent = await post(
        '/api/account/verification-email?returnTo=%2Ffr%2Fmon-espace',
        undefined,
        cookie,
      );
      expect(sent.statusCode, sent.body).toBe(202);
      expect((await mailsTo(user.email, 'account.verify-email')).at(-1)!.text).toContain(
        '&returnTo=%2Ffr%2Fmon-espace',
      );
      const refused = await post(
        '/api/account/verification-email?returnTo=%2F%2Fevil.example',
        undefined,
        cookie,
      );
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.body)).toContain('returnTo');
    });
  });

  describe('using the link', () => {
    it('verifies the address once, without a session, and the badge tells the date', async () => {
      const { user, cookie } = await registerCustomer(app);
      const token = await mailedToken(user.email);
      const first = await verify(token);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ purpose: 'verify', email: user.email });
      expect(first.headers['cache-control']).toBe('no-store');
      const { user: after } = await getUser(cookie);
      expect(after.isVerified).toBe(true);
      expect(Date.parse(after.emailVerifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json<ErrorBody>().issues).toEqual([
        { path: ['token'], message: EMAIL_TOKEN_MESSAGE },
      ]);
    });

    it.each([
      ['a forged token', FORGED],
      ['a malformed token', 'short'],
      ['a NUL byte', `${'A'.repeat(42)}\u0000`],
      ['a lone surrogate', `${'A'.repeat(42)}\ud800`],
      ['a huge value', 'A'.repeat(10_000)],
      ['no token', undefined],
      ['a number', 42],
    ])('refuses %s with 400 naming token', async (_, token) => {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['token']);
    });

    it('refuses an expired link', async () => {
      const { user, cookie } = await registerCustomer(app);
      const token = await mailedToken(user.email);
      await database.db
        .updateTable('email_tokens')
        .set({
          created_at: sql<Date>`now() - interval '25 hours'`,
          expires_at: sql<Date>`now() - interval '1 hour'`,
        })
        .where('user_id', '=', user.id)
        .execute();
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['token']);
      expect((await getUser(cookie)).user.isVerified).toBe(false);
    });

    it('refuses another account’s link while signed in (403), which its owner can still use', async () => {
      const owner = await registerCustomer(app);
      const other = await registerCustomer(app);
      const token = await mailedToken(owner.user.email);
      const refused = await verify(token, other.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().issues).toEqual([
        { path: ['token'], message: OTHER_ACCOUNT_TOKEN_MESSAGE },
      ]);
      expect((await getUser(other.cookie)).user.isVerified).toBe(false);
      expect((await verify(token, owner.cookie)).statusCode).toBe(200);
      expect((await getUser(owner.cookie)).user.isVerified).toBe(true);
    });

    it('of two concurrent uses, exactly one verifies', async () => {
      const { user } = await registerCustomer(app);
      const token = await mailedToken(user.email);
      const answers = await Promise.all([verify(token), verify(token), verify(token)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    });
  });

  describe('resending from Settings', () => {
    it('needs a session', async () => {
      expect((await resend()).statusCode).toBe(401);
    });

    it('mails a new link, the old one stops working; 409 once verified', async () => {
      const { user, cookie } = await registerCustomer(app);
      const old = await mailedToken(user.email);
      const response = await resend(cookie);
      expect(response.statusCode, response.body).toBe(202);
      const fresh = await mailedToken(user.email);
      expect(fresh).not.toBe(old);
      expect((await verify(old)).statusCode).toBe(400);
      expect((await verify(fresh)).statusCode).toBe(200);
      const done = await resend(cookie);
      expect(done.statusCode).toBe(409);
      expect(done.json<ErrorBody>().message).toBe(ALREADY_VERIFIED_MESSAGE);
    });

    it(`answers 429 after ${VERIFICATION_RESENDS_PER_ACCOUNT.max} resends in an hour`, async () => {
      const { user, cookie } = await registerCustomer(app);
      for (let i = 0; i < VERIFICATION_RESENDS_PER_ACCOUNT.max; i += 1) {
        expect((await resend(cookie)).statusCode).toBe(202);
      }
      const refused = await resend(cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await mailsTo(user.email, 'account.verify-email')).toHaveLength(
        1 + VERIFICATION_RESENDS_PER_ACCOUNT.max,
      );
    });
  });

  describe('changing the e-mail', () => {
    it('needs a session', async () => {
      const response = await post('/api/account/email', {
        newEmail: uniqueEmail('new'),
        currentPassword: GOOD_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a wrong current password (400 naming it), and stops guessing with 429', async () => {
      const { cookie } = await registerCustomer(app);
      const newEmail = uniqueEmail('new');
      for (let i = 0; i < WRONG_CURRENT_PASSWORDS.max; i += 1) {
        const wrong = await changeEmail(cookie, { newEmail, currentPassword: 'not my password' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json<ErrorBody>().issues).toEqual([
          { path: ['currentPassword'], message: WRONG_CURRENT_PASSWORD_MESSAGE },
        ]);
      }
      const limited = await changeEmail(cookie, { newEmail, currentPassword: GOOD_PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(await mailsTo(newEmail, 'account.confirm-new-email')).toEqual([]);
    });

    it.each([
      [
        'a NUL byte',
        { newEmail: 'ann\u0000@example.com', currentPassword: GOOD_PASSWORD },
        'newEmail',
      ],
      [
        'a huge address',
        { newEmail: `${'a'.repeat(10_000)}@example.com`, currentPassword: GOOD_PASSWORD },
        'newEmail',
      ],
      ['no password', { newEmail: 'ann@example.com', currentPassword: '' }, 'currentPassword'],
    ])('refuses %s with 400 naming the field', async (_, payload, field) => {
      const { cookie } = await registerCustomer(app);
      const response = await changeEmail(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toEqual([field]);
    });

    it('refuses an address another account has (409 naming newEmail) and its own (400)', async () => {
      const { cookie, user } = await registerCustomer(app);
      const other = await registerCustomer(app);
      const taken = await changeEmail(cookie, {
        newEmail: other.user.email.toUpperCase(),
        currentPassword: GOOD_PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorBody>().issues).toEqual([
        { path: ['newEmail'], message: EMAIL_IN_USE_MESSAGE },
      ]);
      const same = await changeEmail(cookie, {
        newEmail: user.email,
        currentPassword: GOOD_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(fieldsOf(same.body)).toEqual(['newEmail']);
    });

    it('mails the new address; switches once confirmed, verified, and tells the old one', async () => {
      const { cookie, user } = await registerCustomer(app);
      const verifyToken = await mailedToken(user.email);
      const newEmail = uniqueEmail('moved');
      const asked = await changeEmail(cookie, {
        newEmail: ` ${newEmail.toUpperCase()} `,
        currentPassword: GOOD_PASSWORD,
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toEqual({ pendingEmail: newEmail });
      // Nothing changes until the new address is proven.
      expect((await getUser(cookie)).user.email).toBe(user.email);
      const token = await mailedToken(newEmail, 'account.confirm-new-email');
      const [mail] = await mailsTo(newEmail, 'account.confirm-new-email');
      expect(mail!.subject).toBe('Confirm your new e-mail address');

      const confirmed = await verify(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ purpose: 'change', email: newEmail });
      const { user: after } = await getUser(cookie);
      expect(after).toMatchObject({ email: newEmail, isVerified: true });
      const [notice] = await mailsTo(user.email, 'account.email-changed');
      expect(notice!.text).toContain(newEmail);
      expect(notice!.text).toContain(`${ORIGIN}/forgot-password`);
      expect((await login(newEmail, GOOD_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(401);
      // The old address's verification link proves nothing any more; the change link is spent.
      expect((await verify(verifyToken)).statusCode).toBe(400);
      expect((await verify(token)).statusCode).toBe(400);
    });

    it('answers 409 when the new address was registered before the link was used', async () => {
      const { cookie, user } = await registerCustomer(app);
      const newEmail = uniqueEmail('raced');
      expect(
        (await changeEmail(cookie, { newEmail, currentPassword: GOOD_PASSWORD })).statusCode,
      ).toBe(202);
      const token = await mailedToken(newEmail, 'account.confirm-new-email');
      await registerCustomer(app, { email: newEmail });
      const response = await verify(token);
      expect(response.statusCode).toBe(409);
      expect((await getUser(cookie)).user.email).toBe(user.email);
    });
  });

  describe('changing the password', () => {
    async function secondSession(signedIn: SignedIn): Promise<string> {
      const response = await login(signedIn.user.email, GOOD_PASSWORD);
      expect(response.statusCode).toBe(200);
      return sessionCookieOf(response);
    }

    it('needs a session', async () => {
      const response = await post('/api/account/password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('checks the current password and the password rules, naming the field', async () => {
      const { cookie } = await registerCustomer(app);
      const wrong = await changePassword(cookie, {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldsOf(wrong.body)).toEqual(['currentPassword']);
      const short = await changePassword(cookie, {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(fieldsOf(short.body)).toEqual(['newPassword']);
      const same = await changePassword(cookie, {
        currentPassword: GOOD_PASSWORD,
        newPassword: GOOD_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json<ErrorBody>().issues?.[0]?.message).toBe(SAME_PASSWORD_MESSAGE);
      const common = await changePassword(cookie, {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'password1234',
      });
      expect(common.statusCode).toBe(400);
      expect(fieldsOf(common.body)).toEqual(['newPassword']);
    });

    it('changes it, ends the other sessions, keeps this one, and tells the account', async () => {
      const signedIn = await registerCustomer(app);
      const other = await secondSession(signedIn);
      const response = await changePassword(signedIn.cookie, {
        currentPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ changed: true });
      expect((await getUser(signedIn.cookie)).status).toBe(200);
      expect((await getUser(other)).status).toBe(401);
      expect((await login(signedIn.user.email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(signedIn.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await mailsTo(signedIn.user.email, 'account.password-changed')).toHaveLength(1);
    });
  });
});
