import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { TOKEN_IN_BODY } from '@cld/contract/auth';
import { COMMON_PASSWORD_MESSAGE, PREDICTABLE_PASSWORD_MESSAGE } from '@cld/validation/password';
import { RESET_TOKEN_MESSAGE } from '@cld/validation/password-reset';
import { buildApp } from '../../app.ts';
import { DEFAULT_MAIL_CONFIG } from '../../config.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import type { ErrorBody } from '../../test/inject.ts';
import {
  RESET_CONFIRMS_PER_IP,
  RESET_LINK_MINUTES,
  RESET_REQUESTS_PER_IP,
  RESET_REQUESTS_PER_MAILBOX,
} from './password-reset.ts';
import {
  GOOD_PASSWORD,
  XHR,
  nextIp,
  registerCustomer,
  registerUser,
  uniqueEmail,
} from './testing.ts';

const NEW_PASSWORD = 'copper kettle harbour 17';
const ORIGIN = 'http://localhost:3000';

describe.each(testDatabaseKinds)('password reset on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
  });

  afterAll(() => closeTestApp(app, database));

  function post(
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    ip = nextIp(),
  ) {
    return app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: ip,
      headers: { ...XHR, ...headers },
    });
  }

  const requestReset = (email: unknown, ip?: string, headers?: Record<string, string>) =>
    post('/api/auth/password-reset', { email }, headers, ip);
  const confirm = (payload: unknown, headers?: Record<string, string>, ip?: string) =>
    post('/api/auth/password-reset/confirm', payload, headers, ip);
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const getUser = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  const resetMailsTo = (email: string) =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'account.password-reset')
      .orderBy('created_at')
      .execute();

  /** The token of the last reset link mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await resetMailsTo(email);
    const text = mails.at(-1)?.text ?? '';
    const token = /\?token=([\w-]{43})\b/.exec(text)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}: ${text}`);
    return token;
  }

  async function resetLinkFor(email: string): Promise<string> {
    const response = await requestReset(email);
    expect(response.statusCode, response.body).toBe(202);
    return mailedToken(email);
  }

  describe('asking for a link', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const { user } = await registerCustomer(app);
      const unknown = uniqueEmail('nobody');
      const known = await requestReset(`  ${user.email.toUpperCase()} `);
      const other = await requestReset(unknown);
      for (const response of [known, other]) {
        expect(response.statusCode).toBe(202);
        expect(response.body).toBe('');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.cookies).toEqual([]);
      }
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(other.headers).sort());
      expect(await resetMailsTo(unknown)).toEqual([]);

      const [mail] = await resetMailsTo(user.email);
      expect(mail).toMatchObject({ reply_to: null });
      // Waiting, being taken by the test app's worker, or held by it (no SMTP server): never sent,
      // never failed. ('sending' is the worker's claim between the two: a flake of 2026-12-07.)
      expect(['pending', 'sending', 'held']).toContain(mail!.status);
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.text).toContain(`${ORIGIN}/reset-password?token=`);
      expect(mail!.text).toContain(`within ${RESET_LINK_MINUTES} minutes`);
    });

    it('does the same work for a known and an unknown address: the same statements, in order', async () => {
      const { user } = await registerCustomer(app);
      const statements: string[] = [];
      const executor = database.db.getExecutor();
      const recorded = database.db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          statements.push(executor.compileQuery(node, queryId).sql);
          return node;
        },
        transformResult: ({ result }) => Promise.resolve(result),
      });
      // No mail worker: nothing but the request reaches the database while it is recorded.
      const traced = buildApp({
        config: buildConfig({ mail: { ...DEFAULT_MAIL_CONFIG, worker: false } }),
        db: recorded,
      });
      try {
        const statementsFor = async (email: string) => {
          statements.length = 0;
          const response = await traced.inject({
            method: 'POST',
            url: '/api/auth/password-reset',
            payload: { email },
            remoteAddress: nextIp(),
            headers: XHR,
          });
          expect(response.statusCode, response.body).toBe(202);
          return [...statements];
        };
        const known = await statementsFor(user.email);
        const unknown = await statementsFor(uniqueEmail('nobody'));
        expect(known.some((statement) => statement.includes('"mail_outbox"'))).toBe(true);
        expect(unknown).toEqual(known);
      } finally {
        await traced.close();
      }
      expect(await resetMailsTo(user.email)).toHaveLength(1);
    });

    it('keeps only the token’s SHA-256, valid for 30 minutes', async () => {
      const { user } = await registerCustomer(app);
      const token = await resetLinkFor(user.email);
      const rows = await database.db
        .selectFrom('password_reset_tokens')
        .select([
          'token_hash',
          'used_at',
          sql<number>`extract(epoch from (expires_at - created_at))::int`.as('validSeconds'),
        ])
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(rows[0]!.used_at).toBeNull();
      expect(rows[0]!.validSeconds).toBe(RESET_LINK_MINUTES * 60);
    });

    it('writes in the account’s language, linking to the French page', async () => {
      const { user } = await registerUser(app, { locale: 'fr' });
      await resetLinkFor(user.email);
      const [mail] = await resetMailsTo(user.email);
      expect(mail!.subject).toBe('Réinitialiser votre mot de passe');
      expect(mail!.text).toContain(`${ORIGIN}/fr/reinitialiser-le-mot-de-passe?token=`);
      expect(mail!.text).toContain('dans les 30\u00a0minutes');
    });

    it('offers an account that signs in with Google only to choose a password', async () => {
      const email = uniqueEmail('google');
      const { id } = await database.db
        .insertInto('users')
        .values({
          email,
          password_hash: null,
          first_name: 'Gail',
          last_name: 'Google',
          role: 'lawyer',
          provider: 'google',
          provider_id: `google-${email}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await resetLinkFor(email);
      const [mail] = await resetMailsTo(email);
      expect(mail!.subject).toBe('Choose a password');
      expect(mail!.text).toContain('you sign in with Google');
      expect(mail!.text).toContain('Google sign-in still works');

      const response = await confirm({ token, password: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      const user = await database.db
        .selectFrom('users')
        .select(['provider', 'provider_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ provider: 'google', provider_id: `google-${email}` });
    });

    it.each([
      ['a NUL byte', 'ann\u0000@example.com'],
      ['a huge address', `${'a'.repeat(10_000)}@example.com`],
      ['no address', ''],
      ['not a string', 42],
    ])('refuses %s with 400 naming email', async (_, email) => {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([['email']]);
    });

    it(`answers 429 after ${RESET_REQUESTS_PER_MAILBOX.max} links for one mailbox, known or not`, async () => {
      const { user } = await registerCustomer(app);
      for (const email of [user.email, uniqueEmail('unknown')]) {
        for (let i = 0; i < RESET_REQUESTS_PER_MAILBOX.max; i += 1) {
          expect((await requestReset(email)).statusCode).toBe(202);
        }
        const refused = await requestReset(email);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      }
      expect(await resetMailsTo(user.email)).toHaveLength(RESET_REQUESTS_PER_MAILBOX.max);
    });

    it(`answers 429 after ${RESET_REQUESTS_PER_IP.max} requests from one address`, async () => {
      const ip = nextIp();
      for (let i = 0; i < RESET_REQUESTS_PER_IP.max; i += 1) {
        expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(202);
      }
      expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(429);
      expect((await requestReset(uniqueEmail('spray'))).statusCode).toBe(202);
    });

    it('needs no session, and a session changes nothing', async () => {
      const signedIn = await registerCustomer(app);
      const other = await registerCustomer(app);
      const response = await requestReset(other.user.email, undefined, {
        cookie: signedIn.cookie,
      });
      expect(response.statusCode).toBe(202);
      expect(await resetMailsTo(other.user.email)).toHaveLength(1);
      expect((await getUser(signedIn.cookie)).statusCode).toBe(200);
    });
  });

  describe('setting the new password', () => {
    it('works once, ends every session, and the new password signs in', async () => {
      const { user, cookie } = await registerCustomer(app);
      const second = await post(
        '/api/auth/login',
        { email: user.email, password: GOOD_PASSWORD },
        TOKEN_IN_BODY,
      );
      expect(second.statusCode).toBe(200);
      const token = await resetLinkFor(user.email);

      const response = await confirm({ token, password: NEW_PASSWORD }, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ reset: true });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.cookies.find((c) => c.name === 'session')?.value).toBe('');

      expect((await getUser(cookie)).statusCode).toBe(401);
      const bearer = second.json<{ token: string }>().token;
      const byBearer = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(byBearer.statusCode).toBe(401);
      const open = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(open).toEqual([]);

      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

      const reused = await confirm({ token, password: 'another fine passphrase' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json<ErrorBody>().issues).toEqual([
        { path: ['token'], message: RESET_TOKEN_MESSAGE },
      ]);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('spends the account’s other links with it', async () => {
      const { user } = await registerCustomer(app);
      const first = await resetLinkFor(user.email);
      const second = await resetLinkFor(user.email);
      expect(first).not.toBe(second);
      expect((await confirm({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await confirm({ token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    });

    it('refuses an expired link', async () => {
      const { user } = await registerCustomer(app);
      const token = await resetLinkFor(user.email);
      await database.db
        .updateTable('password_reset_tokens')
        .set({
          created_at: sql<Date>`now() - interval '31 minutes'`,
          expires_at: sql<Date>`now() - interval '1 minute'`,
        })
        .where('user_id', '=', user.id)
        .execute();
      const response = await confirm({ token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([['token']]);
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['a forged token of the right shape', 'A'.repeat(43)],
      ['a token of the wrong shape', 'not-a-token'],
      ['a NUL byte', `${'A'.repeat(42)}\u0000`],
      ['no token', undefined],
    ])('refuses %s with 400 naming token', async (_, token) => {
      const response = await confirm({ token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([['token']]);
    });

    it('answers in French to a French page', async () => {
      const response = await confirm(
        { token: 'A'.repeat(43), password: NEW_PASSWORD },
        { 'accept-language': 'fr-CA' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.[0]?.message).toBe(
        'Ce lien de réinitialisation n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
      );
    });

    it('changes only the link’s own account, whoever is signed in', async () => {
      const owner = await registerCustomer(app);
      const other = await registerCustomer(app);
      const token = await resetLinkFor(owner.user.email);
      const response = await confirm({ token, password: NEW_PASSWORD }, { cookie: other.cookie });
      expect(response.statusCode).toBe(200);
      expect((await login(owner.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(other.user.email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect((await login(other.user.email, NEW_PASSWORD)).statusCode).toBe(401);
      // The other account's session is not the owner's: it stays open.
      expect((await getUser(other.cookie)).statusCode).toBe(200);
      expect((await getUser(owner.cookie)).statusCode).toBe(401);
    });

    it.each([
      ['too short', 'short', 'Password must be at least 8 characters'],
      ['predictable', 'qwertyuiop', PREDICTABLE_PASSWORD_MESSAGE],
      ['common', 'password123', COMMON_PASSWORD_MESSAGE],
    ])(
      'refuses a %s password naming password, and the link still works',
      async (_, password, message) => {
        const { user } = await registerCustomer(app);
        const token = await resetLinkFor(user.email);
        const response = await confirm({ token, password });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().issues).toEqual([{ path: ['password'], message }]);
        expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
      },
    );

    it('lets only one of two simultaneous uses of a link through', async () => {
      const { user } = await registerCustomer(app);
      const token = await resetLinkFor(user.email);
      const answers = await Promise.all([
        confirm({ token, password: NEW_PASSWORD }),
        confirm({ token, password: 'another fine passphrase' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    it(`answers 429 after ${RESET_CONFIRMS_PER_IP.max} tries from one address`, async () => {
      const ip = nextIp();
      for (let i = 0; i < RESET_CONFIRMS_PER_IP.max; i += 1) {
        expect(
          (await confirm({ token: 'B'.repeat(43), password: NEW_PASSWORD }, {}, ip)).statusCode,
        ).toBe(400);
      }
      const refused = await confirm({ token: 'B'.repeat(43), password: NEW_PASSWORD }, {}, ip);
      expect(refused.statusCode).toBe(429);
    });
  });

  it('drops the account’s links with the account', async () => {
    const { user } = await registerCustomer(app);
    await resetLinkFor(user.email);
    await database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const rows = await database.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
