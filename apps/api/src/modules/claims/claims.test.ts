import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdminClaim, Claim } from '@cld/contract/claims';
import type { Lawyer } from '@cld/contract/lawyers';
import type { DatabaseHandle } from '@cld/db/database';
import type { RegisterEntryInput } from '@cld/validation/register';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData } from '../../test/factories.ts';
import { callerOf, type ErrorBody } from '../../test/inject.ts';
import { registerCustomer, registerUser, type SignedIn } from '../auth/testing.ts';
import { auditEntries, registerAdmin } from '../admin/testing.ts';

const entry = (licenceNumber: string, name: string, email?: string): RegisterEntryInput => ({
  name,
  licenceNumber,
  status: 'practising',
  city: 'Toronto',
  province: 'ON',
  practiceAreas: ['family-law'],
  languages: ['English'],
  registerDate: '2026-12-01',
  ...(email ? { email } : {}),
});
const REGISTER = [
  entry('LSO-1', 'Avery Mailbox', 'avery@example.com'),
  entry('LSO-2', 'Blake Nomail'),
  entry('LSO-3', 'Casey Private', 'casey@example.org'),
  entry('LSO-4', 'Drew Limits', 'drew@example.net'),
];

describe.each(testDatabaseKinds)('claims on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let first: SignedIn;
  let second: SignedIn;
  let customer: SignedIn;
  const ids: Record<string, number> = {};

  const call = callerOf(() => app);
  const importRegister = () =>
    call(admin, 'POST', '/api/admin/register-imports', {
      payload: { regulator: 'law-society-of-ontario', entries: REGISTER },
    });
  const start = (
    as: SignedIn | null,
    licence: string,
    licenceNumber: string,
    purpose = 'claim',
    headers: Record<string, string> = {},
  ) =>
    call(as, 'POST', `/api/lawyers/${ids[licence]}/claims`, {
      payload: { purpose, licenceNumber },
      headers,
    });
  /** The code of the last claim mail to `to`, read from the outbox as the register's mailbox would. */
  const codeSentTo = async (to: string) => {
    const mail = await database.db
      .selectFrom('mail_outbox')
      .select(['text', 'kind'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('claim.code');
    return /(\d{6})/.exec(mail.text)?.[1] as string;
  };
  const queue = async () =>
    (await call(admin, 'GET', '/api/admin/claims?pageSize=100')).json<{ claims: AdminClaim[] }>()
      .claims;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, { data: buildDirectoryData([]) }));
    admin = await registerAdmin(app, database.db);
    first = await registerUser(app, { firstName: 'First', lastName: 'Claimant' });
    second = await registerUser(app, { firstName: 'Second', lastName: 'Claimant' });
    customer = await registerCustomer(app);
    expect((await importRegister()).statusCode).toBe(200);
    const rows = await database.db.selectFrom('lawyers').select(['id', 'licence_number']).execute();
    for (const row of rows) ids[row.licence_number as string] = row.id;
  });
  afterAll(() => closeTestApp(app, database));

  it('needs a signed-in lawyer account to claim', async () => {
    expect((await start(null, 'LSO-1', 'LSO-1')).statusCode).toBe(401);
    const client = await start(customer, 'LSO-1', 'LSO-1');
    expect(client.statusCode).toBe(403);
    expect(client.json<ErrorBody>().message).toMatch(/Only a lawyer account can claim/);
  });

  it('refuses a wrong licence number clearly, in both languages, and queues the attempt', async () => {
    const wrong = await start(first, 'LSO-1', 'LSO-9');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().message).toBe(
      'This licence number is not the one the register gives for this listing',
    );
    const french = await start(first, 'LSO-1', 'LSO-9', 'claim', { 'accept-language': 'fr-CA' });
    expect(french.json<ErrorBody>().message).toBe(
      'Ce numéro de permis n’est pas celui que le registre indique pour cette fiche.',
    );
    expect((await queue())[0]).toMatchObject({
      lawyerName: 'Avery Mailbox',
      status: 'refused',
      refusal: 'wrong-licence',
      enteredLicenceNumber: 'LSO-9',
      claimantEmail: first.user.email,
    });
  });

  it('proves a claim with the code mailed to the register’s address; a second claimant is refused', async () => {
    const started = await start(first, 'LSO-1', 'lso 1');
    expect(started.statusCode).toBe(201);
    const claim = started.json<Claim>();
    expect(claim).toMatchObject({ method: 'email-code', maskedEmail: 'a•••@example.com' });

    const rival = await start(second, 'LSO-1', 'LSO-1');
    expect(rival.statusCode).toBe(409);
    expect(rival.json<ErrorBody>().message).toMatch(/Someone else is already claiming/);
    expect((await queue())[0]).toMatchObject({ status: 'refused', refusal: 'already-claimed' });

    const code = await codeSentTo('avery@example.com');
    const other = code === '000000' ? '111111' : '000000';
    const wrongCode = await call(first, 'POST', `/api/claims/${claim.id}/code`, {
      payload: { code: other },
    });
    expect(wrongCode.statusCode).toBe(422);
    // Only the claimant's own claim: another account cannot use the code.
    const stolen = await call(second, 'POST', `/api/claims/${claim.id}/code`, {
      payload: { code },
    });
    expect(stolen.statusCode).toBe(404);
    const proven = await call(first, 'POST', `/api/claims/${claim.id}/code`, { payload: { code } });
    expect(proven.statusCode).toBe(200);
    expect(proven.json<Claim>().status).toBe('approved');

    const listing = (await call(null, 'GET', `/api/lawyers/${ids['LSO-1']}`)).json<Lawyer>();
    expect(listing.listing).toMatchObject({ claimed: true, completed: false });
    expect(listing.verification).toMatchObject({
      regulator: 'law-society-of-ontario',
      licenceNumber: 'LSO-1',
    });
    expect(listing.isVerified).toBe(true);
    const row = await database.db
      .selectFrom('lawyers')
      .select(['owner_id', 'email'])
      .where('id', '=', ids['LSO-1'] as number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_id: first.user.id, email: first.user.email });
    expect(await auditEntries(database.db, 'claim.approve')).toHaveLength(1);
  });

  it('refuses a claim on a listing already owned, and a second profile for one account', async () => {
    const owned = await start(second, 'LSO-1', 'LSO-1');
    expect(owned.statusCode).toBe(409);
    expect(owned.json<ErrorBody>().message).toMatch(/already belongs to a lawyer/);
    const twice = await start(first, 'LSO-2', 'LSO-2');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().message).toMatch(/already has a lawyer profile/);
    const refusals = (await queue()).slice(0, 2).map((c) => c.refusal);
    expect(refusals).toEqual(['has-profile', 'already-owned']);
  });

  it('sends a listing without a published address to an administrator, who approves it', async () => {
    const started = await start(second, 'LSO-2', 'LSO-2');
    expect(started.json<Claim>()).toMatchObject({ method: 'admin-review', maskedEmail: null });
    const { id } = started.json<Claim>();
    const hostile = await call(second, 'POST', `/api/claims/${id}/review`, {
      payload: { explanation: 'Call my firm\u0000 back at the number on the register.' },
    });
    expect(hostile.statusCode).toBe(400);
    const explained = await call(second, 'POST', `/api/claims/${id}/review`, {
      payload: { explanation: 'Call my firm back at 416-555-0102, the number on the register.' },
    });
    expect(explained.json<Claim>().explained).toBe(true);
    expect((await queue())[0]).toMatchObject({ id, status: 'pending', method: 'admin-review' });

    const decided = await call(admin, 'POST', `/api/admin/claims/${id}/decision`, {
      payload: { decision: 'approve', note: 'Called the firm back' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json<AdminClaim>()).toMatchObject({ status: 'approved' });
    const again = await call(admin, 'POST', `/api/admin/claims/${id}/decision`, {
      payload: { decision: 'approve' },
    });
    expect(again.statusCode).toBe(409);
    const mail = await database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', second.user.email)
      .execute();
    expect(mail.map((m) => m.kind)).toContain('claim.decision');
  });

  it('hides a listing at the request of the person listed, through the same proof, for good', async () => {
    const started = await start(customer, 'LSO-3', 'LSO-3', 'removal');
    expect(started.statusCode).toBe(201);
    const code = await codeSentTo('casey@example.org');
    const proven = await call(customer, 'POST', `/api/claims/${started.json<Claim>().id}/code`, {
      payload: { code },
    });
    expect(proven.json<Claim>()).toMatchObject({ status: 'approved', purpose: 'removal' });
    expect((await call(null, 'GET', `/api/lawyers/${ids['LSO-3']}`)).statusCode).toBe(404);
    // A new import of the same register does not show it again.
    expect((await importRegister()).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/lawyers/${ids['LSO-3']}`)).statusCode).toBe(404);
    expect(await auditEntries(database.db, 'listing.remove')).toHaveLength(1);
  });

  it.each([
    ['a NUL byte', 'LSO\u00001', 400],
    ['a lone surrogate', 'LSO-\ud8001', 400],
    ['a long value', 'L'.repeat(1000), 400],
    // Past the forms' body limit: refused before anything reads it.
    ['a huge value', 'L'.repeat(100_000), 413],
    ['nothing', '', 400],
  ])('answers hostile input (%s) with a 4xx, never a 500', async (_what, licenceNumber, status) => {
    const response = await start(second, 'LSO-2', licenceNumber);
    expect(response.statusCode).toBe(status);
  });

  it('limits the claims an account starts and the codes a listing’s address receives in a day', async () => {
    const clearCounters = () => database.db.deleteFrom('rate_limit_counters').execute();
    await clearCounters();
    const [asker, other, guesser] = await Promise.all(
      ['Asker', 'Other', 'Guesser'].map((firstName) =>
        registerUser(app, { firstName, lastName: 'Limits' }),
      ),
    );
    // Three codes a day to the register's address of one listing (each new start replaces the
    // asker's open claim and mails a new code); the fourth is refused, whoever asks, in their language.
    for (let i = 0; i < 3; i++)
      expect((await start(asker!, 'LSO-4', 'LSO-4')).statusCode).toBe(201);
    const fourth = await start(other!, 'LSO-4', 'LSO-4', 'claim', { 'accept-language': 'fr-CA' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<ErrorBody>().message).toBe('Trop de tentatives. Réessayez plus tard.');
    expect((await start(asker!, 'LSO-4', 'LSO-4')).statusCode).toBe(429);
    const mailed = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'drew@example.net')
      .where('kind', '=', 'claim.code')
      .execute();
    expect(mailed).toHaveLength(3);

    // One account trying licence numbers: ten tries a day, then 429.
    for (let i = 0; i < 10; i++) {
      expect((await start(guesser!, 'LSO-2', `GUESS-${i}`)).statusCode).toBe(422);
    }
    expect((await start(guesser!, 'LSO-2', 'GUESS-10')).statusCode).toBe(429);
    await clearCounters();
    expect((await start(guesser!, 'LSO-2', 'GUESS-11')).statusCode).toBe(422);
  });

  it('answers 404 for a profile that is not a register listing and for a hidden one', async () => {
    const missing = await call(first, 'POST', '/api/lawyers/2147483000/claims', {
      payload: { purpose: 'claim', licenceNumber: 'X1' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
