import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import type { Lawyer } from '@cld/contract/lawyers';
import { AVAILABILITY_LINK_INVALID, type MyProfile } from '@cld/contract/my-profile';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import {
  type ErrorBody,
  callerOf,
  createProfileAs,
  freshAddress,
  registerCustomerAndLawyers,
} from '../../test/inject.ts';
import { registerUser, type SignedIn } from '../auth/testing.ts';
import {
  createAvailabilityWorker,
  readAvailabilityLink,
  sendAcceptingClientsReminders,
  signAvailabilityLink,
} from './accepting-clients.ts';

const SECRET = buildConfig().sessionSecret;
const ORIGIN = buildConfig().publicOrigin;
const CONFIRM = '/api/lawyers/accepting-clients/confirm';
const MINE = '/api/lawyers/my-profile/accepting-clients';

describe('the reminder link’s token', () => {
  const link = { lawyerId: 12, confirmedAtMs: 1_790_000_000_123, expiresAt: 1_900_000_000 };

  it('reads back what it was signed with', () => {
    const token = signAvailabilityLink(SECRET, link);
    expect(token).toMatch(/^12\.1790000000123\.1900000000\.[\w-]{43}$/);
    expect(readAvailabilityLink(SECRET, token, 1_800_000_000_000)).toEqual(link);
  });

  it('refuses an altered, foreign-key or expired token, naming token', () => {
    const token = signAvailabilityLink(SECRET, link);
    const refusal = (attempt: () => unknown) => {
      try {
        attempt();
      } catch (error) {
        return (error as { issues?: { path: string[] }[]; message: string }) ?? null;
      }
      return null;
    };
    for (const forged of [
      token.replace(/^12\./, '13.'),
      signAvailabilityLink('another-secret-of-at-least-32-characters', link),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'not a token',
    ]) {
      const error = refusal(() => readAvailabilityLink(SECRET, forged, 1_800_000_000_000));
      expect(error?.issues?.[0]?.path).toEqual(['token']);
      expect(error?.message).toBe(AVAILABILITY_LINK_INVALID);
    }
    const expired = refusal(() => readAvailabilityLink(SECRET, token, 1_900_000_000_000));
    expect(expired?.issues?.[0]?.path).toEqual(['token']);
    expect(expired?.message).toMatch(/expired/);
  });
});

describe.each(testDatabaseKinds)('accepting new clients on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let customer: SignedIn;
  let lawyerA: SignedIn;
  let lawyerB: SignedIn;
  let profileA: MyProfile;
  let profileB: MyProfile;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
    ({ customer, lawyerA, lawyerB } = await registerCustomerAndLawyers(app));
    profileA = await createProfileAs(app, lawyerA, { name: 'Ada Available' });
    profileB = await createProfileAs(app, lawyerB, { name: 'Bo Disponible' });
  });
  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);

  /** Moves the lawyer's confirmation `days` into the past. */
  async function backdate(lawyerId: number, days: number) {
    await database.db
      .updateTable('lawyers')
      .set({ accepting_confirmed_at: sql<Date>`now() - make_interval(days => ${days})` })
      .where('id', '=', lawyerId)
      .execute();
  }

  async function remindersTo(address: string) {
    return database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text'])
      .where('kind', '=', 'availability.reminder')
      .where('to_address', '=', address)
      .execute();
  }

  const tokenIn = (text: string) => /\?token=([\w.-]+)/.exec(text)?.[1] ?? '';

  describe('the dashboard’s confirmation', () => {
    it('says it now and answers the owner’s profile', async () => {
      const response = await call(lawyerA, 'POST', MINE, { payload: { accepting: true } });
      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json<MyProfile>();
      expect(profile.id).toBe(profileA.id);
      expect(profile.acceptingClients).toMatchObject({ accepting: true });
      expect(Date.now() - Date.parse(profile.acceptingClients!.confirmedAt)).toBeLessThan(60_000);
      expect(profile.acceptingClientsStated).toEqual(profile.acceptingClients);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 400 naming accepting, 401 signed out, 403 for a customer, 404 without a profile', async () => {
      const bad = await call(lawyerA, 'POST', MINE, { payload: { accepting: 'yes' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([['accepting']]);
      expect((await call(null, 'POST', MINE, { payload: { accepting: true } })).statusCode).toBe(
        401,
      );
      const asCustomer = await call(customer, 'POST', MINE, { payload: { accepting: true } });
      expect(asCustomer.statusCode).toBe(403);
      const newcomer = await registerUser(app, { firstName: 'Cy', lastName: 'Newcomer' });
      const none = await call(newcomer, 'POST', MINE, { payload: { accepting: true } });
      expect(none.statusCode).toBe(404);
    });

    it('lapses from the public pages after 90 days; the owner still sees what they said', async () => {
      await call(lawyerA, 'POST', MINE, { payload: { accepting: true } });
      await backdate(profileA.id, 89);
      const fresh = (await call(null, 'GET', `/api/lawyers/${profileA.id}`)).json<Lawyer>();
      expect(fresh.acceptingClients).toMatchObject({ accepting: true });
      await backdate(profileA.id, 91);
      const lapsed = (await call(null, 'GET', `/api/lawyers/${profileA.id}`)).json<Lawyer>();
      expect(lapsed.acceptingClients).toBeNull();
      const own = (await call(lawyerA, 'GET', '/api/lawyers/my-profile')).json<MyProfile>();
      expect(own.acceptingClients).toBeNull();
      expect(own.acceptingClientsStated).toMatchObject({ accepting: true });
      // Confirming again brings it back.
      await call(lawyerA, 'POST', MINE, { payload: { accepting: true } });
      const back = (await call(null, 'GET', `/api/lawyers/${profileA.id}`)).json<Lawyer>();
      expect(back.acceptingClients).toMatchObject({ accepting: true });
    });
  });

  describe('the reminders and their link', () => {
    let demo: MyProfile;
    let ownerless: MyProfile;
    let recent: MyProfile;
    let longLapsed: MyProfile;
    let recentUser: SignedIn;
    let longLapsedUser: SignedIn;
    let demoUser: SignedIn;

    beforeAll(async () => {
      // A: lapses in 4 days (English account); B: lapsed 3 days ago (French account).
      await call(lawyerA, 'POST', MINE, { payload: { accepting: true } });
      await backdate(profileA.id, 86);
      await call(lawyerB, 'POST', MINE, { payload: { accepting: false } });
      await backdate(profileB.id, 93);
      await database.db
        .updateTable('users')
        .set({ language: 'fr' })
        .where('id', '=', lawyerB.user.id)
        .execute();

      recentUser = await registerUser(app, { firstName: 'Re', lastName: 'Cent' });
      recent = await createProfileAs(app, recentUser, { name: 'Recent Confirmation' });
      await call(recentUser, 'POST', MINE, { payload: { accepting: true } });
      await backdate(recent.id, 30);

      longLapsedUser = await registerUser(app, { firstName: 'Lo', lastName: 'Ng' });
      longLapsed = await createProfileAs(app, longLapsedUser, { name: 'Long Lapsed' });
      await call(longLapsedUser, 'POST', MINE, { payload: { accepting: true } });
      await backdate(longLapsed.id, 120);

      demoUser = await registerUser(app, { firstName: 'De', lastName: 'Mo' });
      demo = await createProfileAs(app, demoUser, { name: 'Demo Lawyer' });
      await call(demoUser, 'POST', MINE, { payload: { accepting: true } });
      await backdate(demo.id, 86);
      await database.db
        .updateTable('lawyers')
        .set({ is_demo: true })
        .where('id', '=', demo.id)
        .execute();

      const ownerUser = await registerUser(app, { firstName: 'Ow', lastName: 'Ner' });
      ownerless = await createProfileAs(app, ownerUser, { name: 'Nobody Owns' });
      await call(ownerUser, 'POST', MINE, { payload: { accepting: true } });
      await backdate(ownerless.id, 86);
      await database.db
        .updateTable('lawyers')
        .set({ owner_id: null })
        .where('id', '=', ownerless.id)
        .execute();
    });

    it('reminds once, in the owner’s language, only those lapsing within a week or lapsed less than a week ago', async () => {
      const sent = await sendAcceptingClientsReminders({
        db: database.db,
        secret: SECRET,
        publicOrigin: ORIGIN,
      });
      expect(sent).toBe(2);
      const [english] = await remindersTo(lawyerA.user.email);
      expect(english?.subject).toBe('Are you still accepting new clients?');
      expect(english?.text).toContain('Ada Available, on ');
      expect(english?.text).toContain('said that you are accepting new clients');
      expect(english?.text).toContain(`${ORIGIN}/confirm-availability?token=`);
      expect(english?.text).toContain(`${ORIGIN}/lawyer-dashboard`);
      const [french] = await remindersTo(lawyerB.user.email);
      expect(french?.subject).toBe(
        'Votre profil n’indique plus si vous acceptez une nouvelle clientèle',
      );
      expect(french?.text).toContain(
        'que vous n’acceptez pas de nouvelle clientèle pour le moment',
      );
      expect(french?.text).toContain(`${ORIGIN}/fr/confirmer-disponibilite?token=`);
      expect(french?.text).toContain(`${ORIGIN}/fr/espace-avocat`);
      expect(french?.text).not.toMatch(/ [:;!?]/);
      for (const user of [recentUser, longLapsedUser, demoUser]) {
        expect(await remindersTo(user.user.email)).toEqual([]);
      }
      const ownerlessMail = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('text', 'like', '%Nobody Owns%')
        .execute();
      expect(ownerlessMail).toEqual([]);

      // A second run, or a second replica, sends nothing more for the same confirmations.
      expect(
        await sendAcceptingClientsReminders({
          db: database.db,
          secret: SECRET,
          publicOrigin: ORIGIN,
        }),
      ).toBe(0);
      expect(await remindersTo(lawyerA.user.email)).toHaveLength(1);
    });

    it('confirms by the link without signing in, once; the badge is back on the public profile', async () => {
      const [mail] = await remindersTo(lawyerB.user.email);
      const token = tokenIn(mail!.text);
      const before = (await call(null, 'GET', `/api/lawyers/${profileB.id}`)).json<Lawyer>();
      expect(before.acceptingClients).toBeNull();

      const response = await call(null, 'POST', CONFIRM, { payload: { token, accepting: true } });
      expect(response.statusCode, response.body).toBe(200);
      const confirmation = response.json<{ accepting: boolean; confirmedAt: string }>();
      expect(confirmation.accepting).toBe(true);
      expect(Date.now() - Date.parse(confirmation.confirmedAt)).toBeLessThan(60_000);
      const after = (await call(null, 'GET', `/api/lawyers/${profileB.id}`)).json<Lawyer>();
      expect(after.acceptingClients).toEqual(confirmation);

      const again = await call(null, 'POST', CONFIRM, {
        payload: { token, accepting: false },
        headers: { 'accept-language': 'fr-CA' },
      });
      expect(again.statusCode).toBe(400);
      const body = again.json<ErrorBody>();
      expect(body.issues?.[0]?.path).toEqual(['token']);
      expect(body.message).toMatch(/^Ce lien a déjà servi/);
    });

    it('stops working once the lawyer confirmed from the dashboard instead', async () => {
      const [mail] = await remindersTo(lawyerA.user.email);
      await call(lawyerA, 'POST', MINE, { payload: { accepting: false } });
      const response = await call(null, 'POST', CONFIRM, {
        payload: { token: tokenIn(mail!.text), accepting: true },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.[0]?.path).toEqual(['token']);
      const own = (await call(lawyerA, 'GET', '/api/lawyers/my-profile')).json<MyProfile>();
      expect(own.acceptingClients).toMatchObject({ accepting: false });
      // The reminder of the old confirmation is forgotten: the next one may be reminded again.
      await sendAcceptingClientsReminders({
        db: database.db,
        secret: SECRET,
        publicOrigin: ORIGIN,
      });
      const rows = await database.db
        .selectFrom('accepting_reminders')
        .select('lawyer_id')
        .where('lawyer_id', '=', profileA.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('answers 400 naming token for an expired, forged or malformed link, never 500', async () => {
      const row = await database.db
        .selectFrom('lawyers')
        .select(
          sql<string>`floor(extract(epoch from accepting_confirmed_at) * 1000)::bigint`.as('ms'),
        )
        .where('id', '=', recent.id)
        .executeTakeFirstOrThrow();
      const link = { lawyerId: recent.id, confirmedAtMs: Number(row.ms) };
      const expired = signAvailabilityLink(SECRET, {
        ...link,
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      });
      const forged = signAvailabilityLink('someone-else-secret-of-32-characters!!', {
        ...link,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      for (const token of [expired, forged, 'x'.repeat(30), '', 'a'.repeat(500)]) {
        const response = await call(null, 'POST', CONFIRM, { payload: { token, accepting: true } });
        expect(response.statusCode, token).toBe(400);
        expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([['token']]);
      }
      const noAnswer = await call(null, 'POST', CONFIRM, { payload: { token: expired } });
      expect(noAnswer.statusCode).toBe(400);
      expect(noAnswer.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([
        ['accepting'],
      ]);
      // A valid one works.
      const valid = signAvailabilityLink(SECRET, {
        ...link,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      const ok = await call(null, 'POST', CONFIRM, { payload: { token: valid, accepting: false } });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('runs as a daily worker that wakes the outbox when it queued mail', async () => {
      await backdate(recent.id, 85);
      const onMailQueued = vi.fn();
      const worker = createAvailabilityWorker({
        db: database.db,
        log: app.log,
        secret: SECRET,
        publicOrigin: ORIGIN,
        onMailQueued,
      });
      worker.start();
      await worker.stop();
      expect(onMailQueued).toHaveBeenCalledTimes(1);
      expect(await remindersTo(recentUser.user.email)).toHaveLength(1);
    });
  });
});
