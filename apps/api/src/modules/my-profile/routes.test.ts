import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MyProfile } from '@cld/contract/my-profile';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildProfileInput, registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import {
  type ErrorBody,
  callerOf,
  createProfileAs,
  registerCustomerAndLawyers,
} from '../../test/inject.ts';

type Method = 'GET' | 'POST' | 'PUT';

const ENDPOINTS: { name: string; method: Method; url: string }[] = [
  { name: 'read my profile', method: 'GET', url: '/api/lawyers/my-profile' },
  { name: 'create a profile', method: 'POST', url: '/api/lawyers/profile' },
  { name: 'update my profile', method: 'PUT', url: '/api/lawyers/profile' },
  { name: 'list my contact requests', method: 'GET', url: '/api/lawyers/my-contact-requests' },
];

describe.each(testDatabaseKinds)('my-profile routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let customer: SignedIn;
  /** Has a profile from the start. */
  let lawyerA: SignedIn;
  /** Has none until the tests create it. */
  let lawyerB: SignedIn;
  let profileA: MyProfile;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
    ({ customer, lawyerA, lawyerB } = await registerCustomerAndLawyers(app));
    profileA = await createProfileAs(app, lawyerA, {
      name: 'Ada Zephyrine',
      email: 'ada@example.com',
    });
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app);

  const payloadFor = (method: Method) => (method === 'GET' ? {} : { payload: buildProfileInput() });

  describe('authorization', () => {
    it.each(ENDPOINTS)('anonymous callers may not $name (401)', async ({ method, url }) => {
      const response = await call(null, method, url, payloadFor(method));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in' });
    });

    it.each(ENDPOINTS)(
      'anonymous callers get 401 before any validation: $name',
      async ({ method, url }) => {
        const response = await call(null, method, url, { payload: { name: '' } });
        expect(response.statusCode).toBe(401);
      },
    );

    it.each(ENDPOINTS)('customers may not $name (403)', async ({ method, url }) => {
      const response = await call(customer, method, url, payloadFor(method));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only lawyer accounts have a lawyer profile' });
    });

    it('lawyer A reads their own profile, with its e-mail, never cached', async () => {
      const response = await call(lawyerA, 'GET', '/api/lawyers/my-profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(profileA);
      expect(profileA).toMatchObject({ name: 'Ada Zephyrine', email: 'ada@example.com' });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('works with a bearer token as well as the cookie', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/lawyers/my-profile',
        headers: lawyerA.bearer,
      });
      expect(response.json()).toEqual(profileA);
    });

    it('lawyer A cannot create a second profile (409)', async () => {
      const response = await call(lawyerA, 'POST', '/api/lawyers/profile', payloadFor('POST'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You already have a lawyer profile' });
    });

    it('lawyer B without a profile: read and update are 404, requests are empty', async () => {
      const read = await call(lawyerB, 'GET', '/api/lawyers/my-profile');
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: 'You have no lawyer profile yet' });
      const update = await call(lawyerB, 'PUT', '/api/lawyers/profile', payloadFor('PUT'));
      expect(update.statusCode).toBe(404);
      const requests = await call(lawyerB, 'GET', '/api/lawyers/my-contact-requests');
      expect(requests.statusCode).toBe(200);
      expect(requests.json()).toEqual([]);
    });

    it('takes the owner from the session and ignores fields the client may not set', async () => {
      const response = await call(lawyerB, 'POST', '/api/lawyers/profile', {
        payload: {
          ...buildProfileInput({ name: 'Bo Quintessa' }),
          id: profileA.id,
          ownerId: lawyerA.user.id,
          isVerified: true,
          rating: 1,
          reviewCount: 999,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<MyProfile>();
      expect(created.id).not.toBe(profileA.id);
      expect(created).toMatchObject({
        isVerified: false,
        rating: 0,
        reviewCount: 0,
        responsiveness: null,
      });
      const row = await database.db
        .selectFrom('lawyers')
        .select('owner_id')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.owner_id).toBe(lawyerB.user.id);
      const a = await call(lawyerA, 'GET', '/api/lawyers/my-profile');
      expect(a.json()).toEqual(profileA);
    });

    it("lawyer B's update changes only B's profile, whatever id the body names", async () => {
      const response = await call(lawyerB, 'PUT', '/api/lawyers/profile', {
        payload: {
          ...buildProfileInput({ name: 'Bo Renamed' }),
          id: profileA.id,
          isVerified: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Bo Renamed', isVerified: false });
      const a = await call(lawyerA, 'GET', '/api/lawyers/my-profile');
      expect(a.json<MyProfile>().name).toBe('Ada Zephyrine');
    });

    it('sets and clears the firm name', async () => {
      const named = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({ name: 'Ada Zephyrine', firmName: '  Zephyrine Law LLP ' }),
      });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json<MyProfile>().firmName).toBe('Zephyrine Law LLP');
      const cleared = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({ name: 'Ada Zephyrine', firmName: '' }),
      });
      expect(cleared.json<MyProfile>().firmName).toBeNull();
      profileA = cleared.json<MyProfile>();
    });

    it('saves the primary practice area first, then the others the form sends', async () => {
      const response = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({
          name: 'Ada Zephyrine',
          practiceArea: 'Criminal Law',
          // The primary again and a duplicate are dropped; slugs and names both work.
          otherPracticeAreas: ['Tax Law', 'criminal-law', 'family-law', 'tax-law'],
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<MyProfile>().practiceAreas).toEqual([
        'Criminal Law',
        'Tax Law',
        'Family Law',
      ]);
      profileA = response.json<MyProfile>();
    });

    it('refuses an unknown other practice area, naming it', async () => {
      const response = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({
          name: 'Ada Zephyrine',
          practiceArea: 'Criminal Law',
          otherPracticeAreas: ['Tax Law', 'Underwater Law'],
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toContainEqual({
        path: ['otherPracticeAreas', 1],
        message: 'Please select a practice area',
      });
    });

    it('each lawyer reads only their own requests, both kinds, newest first', async () => {
      const b = await call(lawyerB, 'GET', '/api/lawyers/my-profile');
      const person = (lawyerId: number, name: string, createdAt: string) => ({
        lawyer_id: lawyerId,
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: '4165550100',
        message: 'Please call me back about my file.',
        created_at: createdAt,
      });
      await database.db
        .insertInto('contact_requests')
        .values([
          { ...person(profileA.id, 'Older', '2026-01-01T10:00:00Z'), legal_issue: 'Divorce' },
          { ...person(profileA.id, 'Newer', '2026-03-01T10:00:00Z'), legal_issue: 'Divorce' },
          {
            ...person(b.json<MyProfile>().id, 'ForB', '2026-03-01T10:00:00Z'),
            legal_issue: 'Other',
          },
        ])
        .execute();
      await database.db
        .insertInto('consultation_requests')
        .values({
          ...person(profileA.id, 'Middle', '2026-02-01T10:00:00Z'),
          legal_issue: 'family-law',
          preferred_date: '2026-02-10',
          preferred_time: '9:30 AM',
          consultation_type: 'video-call',
        })
        .execute();
      const forA = await call(lawyerA, 'GET', '/api/lawyers/my-contact-requests');
      expect(forA.headers['cache-control']).toBe('private, no-store');
      expect(forA.json()).toEqual([
        {
          kind: 'contact',
          id: expect.any(Number),
          lawyerId: profileA.id,
          name: 'Newer',
          email: 'newer@example.com',
          phone: '4165550100',
          legalIssue: 'Divorce',
          message: 'Please call me back about my file.',
          createdAt: '2026-03-01T10:00:00.000Z',
          isRead: false,
          repliedAt: null,
          answeredAt: null,
          answeredElsewhere: false,
          conversation: [],
        },
        {
          kind: 'consultation',
          id: expect.any(Number),
          lawyerId: profileA.id,
          name: 'Middle',
          email: 'middle@example.com',
          phone: '4165550100',
          legalIssue: 'family-law',
          message: 'Please call me back about my file.',
          createdAt: '2026-02-01T10:00:00.000Z',
          isRead: false,
          repliedAt: null,
          answeredAt: null,
          answeredElsewhere: false,
          conversation: [],
          preferredDate: '2026-02-10',
          preferredTime: '9:30 AM',
          consultationType: 'video-call',
        },
        expect.objectContaining({ kind: 'contact', name: 'Older' }),
      ]);
      const forB = await call(lawyerB, 'GET', '/api/lawyers/my-contact-requests');
      expect(forB.json<{ name: string }[]>().map((r) => r.name)).toEqual(['ForB']);
    });

    it('refuses a cookie-authenticated write from another site', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/lawyers/profile',
        headers: { cookie: lawyerA.cookie, origin: 'https://evil.example' },
        payload: buildProfileInput({ name: 'Hijacked' }),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('routing', () => {
    it('does not let /api/lawyers/:id capture the my-profile paths', async () => {
      for (const url of ['/api/lawyers/my-profile', '/api/lawyers/my-contact-requests']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.json()).toEqual({ message: 'Please sign in' });
      }
    });
  });

  describe('validation', () => {
    it.each([
      [{ name: '' }, 'name', 'Name is required'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ experience: -1 }, 'experience', 'Experience must be positive'],
      [{ hourlyRate: -5 }, 'hourlyRate', 'Hourly rate must be positive'],
      [{ bio: 'short' }, 'bio', 'Bio must be at least 10 characters'],
      [{ specializations: [] }, 'specializations', 'At least one specialization is required'],
      [{ languages: [' '] }, 'languages', 'At least one language is required'],
      [{ feeStructure: '' }, 'feeStructure', 'Fee structure is required'],
      [{ practiceArea: 'Space Law' }, 'practiceArea', 'Please select a practice area'],
      [{ city: 'Vancouver' }, 'city', 'Please select a city of the chosen province'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter a valid website address'],
      [{ postalCode: '90210' }, 'postalCode', 'Enter a Canadian postal code, like A1A 1A1'],
      [
        { postalCode: 'H2Y 1C6 '.repeat(3) },
        'postalCode',
        'Enter a Canadian postal code, like A1A 1A1',
      ],
    ])('refuses %j with the field message', async (change, field, message) => {
      const response = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: { ...buildProfileInput(), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toContainEqual({ path: [field], message });
    });
  });

  describe('the office postal code (issue 37)', () => {
    it('is saved as Canada Post writes it, shown on the public profile, and can be removed', async () => {
      const saved = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: { ...buildProfileInput(), postalCode: 'k1p-5g4' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<MyProfile>().postalCode).toBe('K1P 5G4');
      const shown = await app.inject({ method: 'GET', url: `/api/lawyers/${profileA.id}` });
      expect(shown.json<{ postalCode: string | null }>().postalCode).toBe('K1P 5G4');
      const removed = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
        payload: { ...buildProfileInput(), postalCode: '' },
      });
      expect(removed.json<MyProfile>().postalCode).toBeNull();
    });

    it('refuses a NUL byte, a lone surrogate or a wrong type with a 400 naming postalCode', async () => {
      for (const postalCode of ['H2Y\u00001C6', 'H2Y 1C\ud800', 42, ['H2Y 1C6']]) {
        const response = await call(lawyerA, 'PUT', '/api/lawyers/profile', {
          payload: { ...buildProfileInput(), postalCode },
        });
        expect(response.statusCode, JSON.stringify(postalCode)).toBe(400);
        expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toContainEqual([
          'postalCode',
        ]);
      }
    });
  });

  describe('search', () => {
    it('finds a new or changed profile at once', async () => {
      const lawyerC = await registerUser(app, { email: uniqueEmail('c') });
      const create = await call(lawyerC, 'POST', '/api/lawyers/profile', {
        payload: buildProfileInput({
          name: 'Casimir Orbelian',
          city: 'Montreal',
          province: 'QC',
          practiceArea: 'immigration-law',
          location: 'Plateau-Mont-Royal, Montréal',
          languages: ['FRENCH'],
        }),
      });
      expect(create.statusCode, create.body).toBe(201);
      // The location is kept as typed (issue 20); the city is the reference data's spelling.
      expect(create.json()).toMatchObject({
        city: 'Montréal',
        location: 'Plateau-Mont-Royal, Montréal',
        practiceArea: 'Immigration Law',
        languages: ['French'],
      });
      const search = (query: string) =>
        app
          .inject({ method: 'GET', url: `/api/lawyers?${query}` })
          .then((r) => r.json<{ lawyers: { name: string }[] }>().lawyers.map((l) => l.name));
      expect(await search('search=Orbelian')).toEqual(['Casimir Orbelian']);
      expect(await search('languages=french&province=QC')).toEqual(['Casimir Orbelian']);

      const update = await call(lawyerC, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({ name: 'Casimir Valtrane', practiceArea: 'Tax Law' }),
      });
      expect(update.statusCode, update.body).toBe(200);
      expect(update.json()).toMatchObject({
        practiceArea: 'Tax Law',
        practiceAreas: ['Tax Law'],
        location: 'Toronto, ON',
      });
      expect(await search('search=Orbelian')).toEqual([]);
      expect(await search('search=Valtrane&practiceAreas=tax-law')).toEqual(['Casimir Valtrane']);
    });
  });

  describe('verification', () => {
    let lawyerV: SignedIn;
    const verificationRequest = (actor: SignedIn | null) =>
      call(actor, 'POST', '/api/lawyers/my-profile/verification-request');

    beforeAll(async () => {
      lawyerV = await registerUser(app, { firstName: 'Vera', lastName: 'Licence' });
      const created = await call(lawyerV, 'POST', '/api/lawyers/profile', {
        payload: buildProfileInput({ name: 'Vera Licence' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        verificationStatus: 'unverified',
        licenceNumber: null,
        regulator: null,
        verification: null,
      });
    });

    it('is for lawyers only', async () => {
      expect((await verificationRequest(null)).statusCode).toBe(401);
      expect((await verificationRequest(customer)).statusCode).toBe(403);
    });

    it('names the missing licence fields (400)', async () => {
      const response = await verificationRequest(lawyerV);
      expect(response.statusCode).toBe(400);
      const paths = response.json<ErrorBody>().issues?.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(['licenceNumber', 'regulator']);
    });

    it('stores the licence, queues the request once, and answers 409 after', async () => {
      const saved = await call(lawyerV, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({
          name: 'Vera Licence',
          licenceNumber: ' LSO-12345 ',
          regulator: 'law-society-of-ontario',
        }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        licenceNumber: 'LSO-12345',
        regulator: 'law-society-of-ontario',
      });
      const requested = await verificationRequest(lawyerV);
      expect(requested.statusCode, requested.body).toBe(200);
      const profile = requested.json<MyProfile>();
      expect(profile.verificationStatus).toBe('pending');
      expect(Date.now() - Date.parse(profile.verificationRequestedAt ?? '')).toBeLessThan(60_000);
      expect(requested.headers['cache-control']).toBe('private, no-store');
      const again = await verificationRequest(lawyerV);
      expect(again.statusCode).toBe(409);
    });

    it('a rejected profile may ask again; a verified one may not', async () => {
      const where = (q: ReturnType<typeof database.db.updateTable<'lawyers'>>) =>
        q.where('owner_id', '=', lawyerV.user.id);
      await where(
        database.db
          .updateTable('lawyers')
          .set({ verification_status: 'rejected', rejection_reason: 'Licence not found' }),
      ).execute();
      const rejected = await call(lawyerV, 'GET', '/api/lawyers/my-profile');
      expect(rejected.json()).toMatchObject({
        verificationStatus: 'rejected',
        rejectionReason: 'Licence not found',
      });
      expect((await verificationRequest(lawyerV)).json()).toMatchObject({
        verificationStatus: 'pending',
        rejectionReason: null,
      });
      await where(
        database.db.updateTable('lawyers').set({
          verification_status: 'verified',
          is_verified: true,
          verified_at: new Date(),
        }),
      ).execute();
      expect((await verificationRequest(lawyerV)).statusCode).toBe(409);
    });

    it('keeps verification through other edits, resets it when the licence changes', async () => {
      const input = {
        name: 'Vera Licence',
        licenceNumber: 'LSO-12345',
        regulator: 'law-society-of-ontario' as const,
      };
      const edited = await call(lawyerV, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({ ...input, bio: 'A new biography, long enough to pass.' }),
      });
      expect(edited.json()).toMatchObject({
        verificationStatus: 'verified',
        isVerified: true,
        verification: { regulator: 'law-society-of-ontario', verifiedAt: expect.any(String) },
      });
      const publicProfile = await app.inject({
        method: 'GET',
        url: `/api/lawyers/${edited.json<MyProfile>().id}`,
      });
      expect(publicProfile.json()).toMatchObject({
        isVerified: true,
        verification: { regulator: 'law-society-of-ontario' },
      });
      const moved = await call(lawyerV, 'PUT', '/api/lawyers/profile', {
        payload: buildProfileInput({ ...input, licenceNumber: 'LSO-99999' }),
      });
      expect(moved.json()).toMatchObject({
        verificationStatus: 'pending',
        isVerified: false,
        verification: null,
        licenceNumber: 'LSO-99999',
      });
    });

    describe('a verified lawyer changing an identity field', () => {
      const identity = {
        name: 'Vera Licence',
        firmName: 'Licence LLP',
        province: 'ON' as const,
        city: 'Toronto',
        licenceNumber: 'LSO-12345',
        regulator: 'law-society-of-ontario' as const,
      };
      const verify = () =>
        database.db
          .updateTable('lawyers')
          .set({
            verification_status: 'verified',
            is_verified: true,
            verified_at: new Date(),
            verification_requested_at: null,
          })
          .where('owner_id', '=', lawyerV.user.id)
          .execute();
      const save = (changes: Record<string, unknown>) =>
        call(lawyerV, 'PUT', '/api/lawyers/profile', {
          payload: buildProfileInput({ ...identity, ...changes }),
        });

      beforeAll(async () => {
        expect((await save({})).statusCode).toBe(200);
      });

      it.each([
        ['name', { name: 'Vera Impostor' }],
        ['firmName', { firmName: 'Other Firm LLP' }],
        ['province', { province: 'AB', city: 'Calgary' }],
        ['licenceNumber', { licenceNumber: 'LSO-54321' }],
        ['regulator', { regulator: 'law-society-of-alberta' }],
      ])(
        'returns to pending on a new %s, badge off at once, audit-logged',
        async (field, change) => {
          await verify();
          const saved = await save(change);
          expect(saved.statusCode, saved.body).toBe(200);
          const profile = saved.json<MyProfile>();
          expect(profile).toMatchObject({
            verificationStatus: 'pending',
            isVerified: false,
            verification: null,
          });
          expect(Date.now() - Date.parse(profile.verificationRequestedAt ?? '')).toBeLessThan(
            60_000,
          );
          const shown = await app.inject({ method: 'GET', url: `/api/lawyers/${profile.id}` });
          expect(shown.json()).toMatchObject({ isVerified: false, verification: null });
          const [entry] = await database.db
            .selectFrom('audit_log')
            .selectAll()
            .where('action', '=', 'lawyer.reverify')
            .where('target_id', '=', String(profile.id))
            .orderBy('id', 'desc')
            .execute();
          expect(entry).toMatchObject({ actor_id: lawyerV.user.id, target_type: 'lawyer' });
          const details = entry!.details as {
            changes: Record<string, unknown>;
            verificationStatus: unknown;
          };
          expect(Object.keys(details.changes)).toContain(field);
          expect(details.verificationStatus).toEqual({ before: 'verified', after: 'pending' });
          expect((await save({})).statusCode).toBe(200);
        },
      );

      it('keeps the badge when nothing it covers changes (spacing included)', async () => {
        await verify();
        const saved = await save({
          name: ' Vera Licence ',
          bio: 'Another biography, long enough.',
        });
        expect(saved.json()).toMatchObject({ verificationStatus: 'verified', isVerified: true });
      });

      it('goes back to unverified when the licence is removed', async () => {
        await verify();
        const saved = await save({ licenceNumber: undefined, regulator: undefined });
        expect(saved.json()).toMatchObject({
          verificationStatus: 'unverified',
          isVerified: false,
          verificationRequestedAt: null,
        });
      });
    });
  });

  describe('the bio in English, French or both (issue 19)', () => {
    const bioFr = 'Conseille les cidreries et les vignobles du Québec dans leurs contrats.';
    let bilingual: SignedIn;

    beforeAll(async () => {
      bilingual = await registerUser(app, { firstName: 'Chloé', lastName: 'Bilingue' });
      const created = await call(bilingual, 'POST', '/api/lawyers/profile', {
        payload: buildProfileInput({ name: 'Chloé Bilingue', email: 'chloe@example.com' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ bioFr: null });
    });

    const update = (bios: { bio?: string | null; bioFr?: string | null }) =>
      call(bilingual, 'PUT', '/api/lawyers/profile', {
        payload: { ...buildProfileInput({ name: 'Chloé Bilingue' }), ...bios },
      });

    it('saves both bios and shows both to the owner and to the public', async () => {
      const saved = await update({ bio: 'Advises cideries and vineyards.', bioFr });
      expect(saved.statusCode, saved.body).toBe(200);
      const mine = await call(bilingual, 'GET', '/api/lawyers/my-profile');
      expect(mine.json()).toMatchObject({ bio: 'Advises cideries and vineyards.', bioFr });
      const shown = await call(null, 'GET', `/api/lawyers/${saved.json<MyProfile>().id}`);
      expect(shown.json()).toMatchObject({ bio: 'Advises cideries and vineyards.', bioFr });
    });

    it('keeps a French bio alone (a blank or null English bio is none)', async () => {
      for (const bio of ['', null]) {
        const saved = await update({ bio, bioFr });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json()).toMatchObject({ bio: null, bioFr });
      }
    });

    it('refuses a profile without a bio in either language, naming the bio (400)', async () => {
      const refused = await update({ bio: ' ', bioFr: '' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().issues).toContainEqual({
        path: ['bio'],
        message: 'Bio must be at least 10 characters',
      });
      const short = await update({ bioFr: 'Courte' });
      expect(short.json<ErrorBody>().issues).toContainEqual({
        path: ['bioFr'],
        message: 'Bio must be at least 10 characters',
      });
    });

    it('finds the lawyer by a word of the French bio, French stop words and forms included', async () => {
      const saved = await update({ bio: null, bioFr });
      const id = saved.json<MyProfile>().id;
      for (const search of ['cidreries', 'les vignobles', 'vignoble']) {
        const found = await call(null, 'GET', `/api/lawyers?search=${encodeURIComponent(search)}`);
        expect(found.statusCode).toBe(200);
        const ids = found.json<{ lawyers: { id: number }[] }>().lawyers.map((l) => l.id);
        expect(ids, search).toContain(id);
      }
    });
  });
});
