import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminContract } from '@cld/contract/admin';
import type { AdminLawyer, AuditEntry, ImportLawyer, IncidentRecord } from '@cld/contract/admin';
import type { Lawyer } from '@cld/contract/lawyers';
import type { MyProfile } from '@cld/contract/my-profile';
import type { IncidentInput } from '@cld/validation/admin';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import type { Method } from '../../test/inject.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { buildProfileInput, registerCustomer, registerUser } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { auditEntries, registerAdmin } from './testing.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { type ErrorBody, callerOf, createProfileAs } from '../../test/inject.ts';

/** Every admin route, from the contract itself: a new route cannot be left out of the matrix. */
const ADMIN_ROUTES = Object.entries(adminContract).map(([name, route]) => ({
  name,
  method: route.method as Method,
  url: route.path.replace(':id', '2147483000'),
}));

const incidentInput = (overrides: Partial<IncidentInput> = {}): IncidentInput => ({
  title: 'Mail sent to the wrong lawyer',
  description: 'A request was e-mailed to a lawyer it was not meant for.',
  occurredOn: '2026-01-10',
  discoveredOn: '2026-01-12',
  affected: 'One visitor',
  affectedCount: 1,
  personalInformation: 'Name, e-mail, message',
  riskOfSignificantHarm: false,
  reportedToRegulator: false,
  individualsNotified: true,
  measures: 'Asked the lawyer to delete it',
  ...overrides,
});

describe.each(testDatabaseKinds)('admin routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let customer: SignedIn;
  let lawyer: SignedIn;
  let profile: MyProfile;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData([
        buildLawyer({ name: 'Seeded Sasha' }),
        buildLawyer({ name: 'Seeded Robin', city: 'Calgary', province: 'AB' }),
        buildLawyer({ name: 'Seeded Quinn', city: 'Vancouver', province: 'BC' }),
      ]),
    }));
    admin = await registerAdmin(app, database.db);
    customer = await registerCustomer(app);
    lawyer = await registerUser(app, { firstName: 'Leona', lastName: 'Lawful' });
    profile = await createProfileAs(app, lawyer, {
      name: 'Leona Lawful',
      email: 'leona.office@example.com',
      licenceNumber: 'LSO-4242',
      regulator: 'law-society-of-ontario',
    });
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app);
  const asAdmin = (method: Method, url: string, payload?: unknown) =>
    call(admin, method, url, payload === undefined ? {} : { payload: payload as object });

  describe('every admin route is for administrators only', () => {
    const payloadFor = (method: Method) =>
      method === 'POST' || method === 'PUT' ? { payload: {} } : {};

    it.each(ADMIN_ROUTES)('$name: anonymous 401', async ({ method, url }) => {
      const response = await call(null, method, url, payloadFor(method));
      expect(response.statusCode).toBe(401);
    });
    it.each(ADMIN_ROUTES)('$name: client 403', async ({ method, url }) => {
      const response = await call(customer, method, url, payloadFor(method));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only administrators may do this' });
    });
    it.each(ADMIN_ROUTES)('$name: lawyer 403', async ({ method, url }) => {
      const response = await call(lawyer, method, url, payloadFor(method));
      expect(response.statusCode).toBe(403);
    });
    it.each(ADMIN_ROUTES)('$name: admin passes the guard, never 500', async ({ method, url }) => {
      const response = await call(admin, method, url, payloadFor(method));
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    });
    it('covers every route of the contract', () => {
      expect(ADMIN_ROUTES.length).toBe(Object.keys(adminContract).length);
      expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(20);
    });
  });

  describe('verification', () => {
    const decide = (id: number, body: unknown) =>
      asAdmin('POST', `/api/admin/lawyers/${id}/verification`, body);
    const verify = {
      decision: 'verify',
      licenceNumber: 'LSO-4242',
      regulator: 'law-society-of-ontario',
      licenceClass: 'Lawyer — practising',
      notes: 'Checked on the LSO directory',
    };

    it('queues a request, rejects it with a reason, and e-mails the lawyer', async () => {
      const asked = await call(lawyer, 'POST', '/api/lawyers/my-profile/verification-request');
      expect(asked.statusCode, asked.body).toBe(200);
      const queue = await asAdmin('GET', '/api/admin/verifications');
      expect(queue.statusCode, queue.body).toBe(200);
      expect(queue.json().lawyers.map((l: AdminLawyer) => l.id)).toContain(profile.id);

      const tooShort = await decide(profile.id, { decision: 'reject', reason: 'no' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json<ErrorBody>().issues?.[0]?.path).toEqual(['reason']);

      const rejected = await decide(profile.id, {
        decision: 'reject',
        reason: 'The licence number does not match your name',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({
        verificationStatus: 'rejected',
        rejectionReason: 'The licence number does not match your name',
      });
      const mail = await database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'verification.rejected')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe(lawyer.user.email);
      expect(mail.text).toContain('does not match your name');
      const [entry] = await auditEntries(database.db, 'lawyer.reject');
      expect(entry).toMatchObject({
        actor_id: admin.user.id,
        actor_email: admin.user.email,
        target_type: 'lawyer',
        target_id: String(profile.id),
      });
      expect(entry?.details).toMatchObject({
        changes: { verificationStatus: { before: 'pending', after: 'rejected' } },
      });
      expect(
        (await decide(profile.id, { decision: 'reject', reason: 'Once more, no.' })).statusCode,
      ).toBe(409);
      const mine = await call(lawyer, 'GET', '/api/lawyers/my-profile');
      expect(mine.json()).toMatchObject({
        rejectionReason: 'The licence number does not match your name',
      });
    });

    it('verifies: the public profile shows the regulator and date, the lawyer is told', async () => {
      expect(
        (await call(lawyer, 'POST', '/api/lawyers/my-profile/verification-request')).statusCode,
      ).toBe(200);
      const verified = await decide(profile.id, verify);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({
        verificationStatus: 'verified',
        licenceClass: 'Lawyer — practising',
        verifiedBy: admin.user.email,
        verifiedAt: expect.any(String),
      });
      const shown = await app.inject({ method: 'GET', url: `/api/lawyers/${profile.id}` });
      expect(shown.json<Lawyer>()).toMatchObject({
        isVerified: true,
        verification: { regulator: 'law-society-of-ontario' },
      });
      const mail = await database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'verification.verified')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe(lawyer.user.email);
      expect((await decide(profile.id, verify)).statusCode).toBe(409);
      const [entry] = await auditEntries(database.db, 'lawyer.verify');
      expect(entry?.details).toMatchObject({
        changes: { verificationStatus: { before: 'pending', after: 'verified' } },
      });
    });

    it('answers 404 for an unknown lawyer and 400 for an unknown decision', async () => {
      expect((await decide(2147483000, verify)).statusCode).toBe(404);
      const bad = await decide(profile.id, { decision: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().issues?.[0]?.path).toEqual(['decision']);
    });
  });

  describe('moderation', () => {
    it('hides a profile from the directory with a reason, then restores it', async () => {
      const noReason = await asAdmin('POST', `/api/admin/lawyers/${profile.id}/hide`, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<ErrorBody>().issues?.[0]?.path).toEqual(['reason']);
      const hidden = await asAdmin('POST', `/api/admin/lawyers/${profile.id}/hide`, {
        reason: 'Complaint under review',
      });
      expect(hidden.json()).toMatchObject({
        isHidden: true,
        hiddenReason: 'Complaint under review',
      });
      expect(
        (await app.inject({ method: 'GET', url: `/api/lawyers/${profile.id}` })).statusCode,
      ).toBe(404);
      const search = await app.inject({ method: 'GET', url: '/api/lawyers?search=Leona' });
      expect(search.json().total).toBe(0);
      const list = await asAdmin('GET', '/api/admin/lawyers?visibility=hidden');
      expect(list.json().lawyers.map((l: AdminLawyer) => l.id)).toEqual([profile.id]);

      const restored = await asAdmin('POST', `/api/admin/lawyers/${profile.id}/restore`, {});
      expect(restored.json()).toMatchObject({ isHidden: false, hiddenReason: null });
      expect(
        (await app.inject({ method: 'GET', url: `/api/lawyers/${profile.id}` })).statusCode,
      ).toBe(200);
      expect((await auditEntries(database.db, 'lawyer.hide'))[0]?.details).toMatchObject({
        reason: 'Complaint under review',
      });
      expect(await auditEntries(database.db, 'lawyer.restore')).toHaveLength(1);
    });

    it('finds lawyers by name, firm or e-mail', async () => {
      const response = await asAdmin('GET', '/api/admin/lawyers?search=leona.office');
      expect(response.json()).toMatchObject({ total: 1, lawyers: [{ id: profile.id }] });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('reads one lawyer with everything, audited', async () => {
      const response = await asAdmin('GET', `/api/admin/lawyers/${profile.id}`);
      expect(response.json()).toMatchObject({
        id: profile.id,
        ownerId: lawyer.user.id,
        ownerEmail: lawyer.user.email,
        email: 'leona.office@example.com',
        licenceNumber: 'LSO-4242',
      });
      const [entry] = await auditEntries(database.db, 'lawyer.view');
      expect(entry).toMatchObject({ target_type: 'lawyer', target_id: String(profile.id) });
      expect((await asAdmin('GET', '/api/admin/lawyers/2147483000')).statusCode).toBe(404);
      expect((await asAdmin('GET', '/api/admin/lawyers/abc')).statusCode).toBe(400);
    });

    it('edits any field, keeping each changed field before and after', async () => {
      const response = await asAdmin(
        'PUT',
        `/api/admin/lawyers/${profile.id}`,
        buildProfileInput({
          name: 'Leona Lawful',
          email: 'leona.office@example.com',
          licenceNumber: 'LSO-4242',
          regulator: 'law-society-of-ontario',
          phone: '416-555-0199',
          city: 'Ottawa',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ phone: '416-555-0199', city: 'Ottawa' });
      const [entry] = await auditEntries(database.db, 'lawyer.update');
      expect(entry?.details).toEqual({
        changes: {
          phone: { before: '416-555-0123', after: '416-555-0199' },
          city: { before: 'Toronto', after: 'Ottawa' },
        },
      });
      expect(JSON.stringify(entry)).not.toMatch(/password|scrypt/i);
      const badCity = await asAdmin(
        'PUT',
        `/api/admin/lawyers/${profile.id}`,
        buildProfileInput({ city: 'Atlantis' }),
      );
      expect(badCity.statusCode).toBe(400);
      expect(badCity.json<ErrorBody>().issues?.[0]?.path).toEqual(['city']);
    });
  });

  describe('practice details (issue 20)', () => {
    const details = {
      location: 'Downtown Toronto',
      otherPracticeAreas: ['Wills & Estates'],
      freeConsultationMinutes: 30,
      flatFees: [
        { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
        { service: 'Simple will', minPrice: 400 },
      ],
      feeOffers: ['limited-scope', 'payment-plans'],
      funding: ['legal-aid'],
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: 'yes',
      officeHours: {
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '17:00' },
        ],
        tue: [{ opens: '09:00', closes: '20:00' }],
        wed: [{ opens: '09:00', closes: '17:00' }],
        thu: [{ opens: '09:00', closes: '17:00' }],
        fri: [{ opens: '09:00', closes: '16:00' }],
        sat: [],
        sun: [],
      },
      acceptingClients: 'yes',
    } as const;
    let owner: SignedIn;
    let id: number;
    const edit = (overrides: Record<string, unknown> = {}) =>
      asAdmin(
        'PUT',
        `/api/admin/lawyers/${id}`,
        buildProfileInput({
          name: 'Petra Practice',
          email: 'petra@example.com',
          ...details,
          ...overrides,
        } as never),
      );
    const confirmedAt = async () =>
      (
        await database.db
          .selectFrom('lawyers')
          .select('accepting_confirmed_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).accepting_confirmed_at;

    beforeAll(async () => {
      owner = await registerUser(app, { firstName: 'Petra', lastName: 'Practice' });
      ({ id } = await createProfileAs(app, owner, {
        name: 'Petra Practice',
        email: 'petra@example.com',
        ...details,
      } as never));
    });

    it('shows the administrator every practice detail the lawyer stated', async () => {
      const response = await asAdmin('GET', `/api/admin/lawyers/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const lawyer = response.json<AdminLawyer>();
      expect(lawyer).toMatchObject({
        location: 'Downtown Toronto',
        practiceAreas: ['Family Law', 'Wills & Estates'],
        freeConsultationMinutes: 30,
        flatFees: [
          { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
          { service: 'Simple will', minPrice: 400, maxPrice: null },
        ],
        feeOffers: ['free-consultation', 'flat-fees', 'limited-scope', 'payment-plans'],
        funding: ['legal-aid'],
        meetingModes: ['in-person', 'video'],
        stepFreeAccess: true,
        officeHours: details.officeHours,
        acceptingClients: { accepting: true },
        acceptingClientsStated: { accepting: true },
      });
      expect(adminContract.lawyer.responses[200].safeParse(lawyer).success).toBe(true);
    });

    it('keeps the lawyer’s confirmation date when an edit leaves the answer as it was', async () => {
      // Confirmed 100 days ago: lapsed on the public pages, still the lawyer's answer.
      const backdated = new Date(Date.now() - 100 * 86_400_000);
      await database.db
        .updateTable('lawyers')
        .set({ accepting_confirmed_at: backdated })
        .where('id', '=', id)
        .execute();
      const lapsed = await asAdmin('GET', `/api/admin/lawyers/${id}`);
      expect(lapsed.json()).toMatchObject({
        acceptingClients: null,
        acceptingClientsStated: { accepting: true, confirmedAt: backdated.toISOString() },
      });

      const unchanged = await edit({ phone: '416-555-0177' });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json()).toMatchObject({
        phone: '416-555-0177',
        acceptingClients: null,
        acceptingClientsStated: { accepting: true, confirmedAt: backdated.toISOString() },
      });
      expect(new Date((await confirmedAt())!).toISOString()).toBe(backdated.toISOString());

      const changed = await edit({ phone: '416-555-0177', acceptingClients: 'no' });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = changed.json<AdminLawyer>();
      expect(after.acceptingClients?.accepting).toBe(false);
      expect(Date.now() - Date.parse(after.acceptingClients!.confirmedAt)).toBeLessThan(60_000);
      const [entry] = await auditEntries(database.db, 'lawyer.update');
      expect(entry?.details).toMatchObject({
        changes: {
          acceptingClientsStated: {
            before: { accepting: true, confirmedAt: backdated.toISOString() },
            after: { accepting: false },
          },
        },
      });
    });

    it('edits the details, each change in the audit trail, and clears what is left blank', async () => {
      const response = await edit({
        location: 'Toronto',
        freeConsultationMinutes: '',
        flatFees: [],
        feeOffers: [],
        funding: ['pro-bono'],
        meetingModes: ['phone'],
        stepFreeAccess: '',
        acceptingClients: '',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        location: 'Toronto',
        freeConsultationMinutes: null,
        flatFees: [],
        feeOffers: [],
        funding: ['pro-bono'],
        meetingModes: ['phone'],
        stepFreeAccess: null,
        acceptingClients: null,
        acceptingClientsStated: null,
      });
      const [entry] = await auditEntries(database.db, 'lawyer.update');
      expect(entry?.details).toMatchObject({
        changes: {
          location: { before: 'Downtown Toronto', after: 'Toronto' },
          freeConsultationMinutes: { before: 30, after: null },
          funding: { before: ['legal-aid'], after: ['pro-bono'] },
          meetingModes: { before: ['in-person', 'video'], after: ['phone'] },
          stepFreeAccess: { before: true, after: null },
        },
      });
    });

    it('answers 400 naming the field for a bad detail, never 500', async () => {
      const cases: [Record<string, unknown>, (string | number)[]][] = [
        [{ funding: ['grant'] }, ['funding', 0]],
        [{ meetingModes: [] }, ['meetingModes']],
        [{ freeConsultationMinutes: 5000 }, ['freeConsultationMinutes']],
        [
          { flatFees: [{ service: 'Will', minPrice: 500, maxPrice: 100 }] },
          ['flatFees', 0, 'maxPrice'],
        ],
        [
          { officeHours: { ...details.officeHours, mon: [{ opens: '18:00', closes: '09:00' }] } },
          ['officeHours', 'mon', 0, 'closes'],
        ],
        [{ acceptingClients: 'maybe' }, ['acceptingClients']],
        [{ otherPracticeAreas: ['Underwater Basket Law'] }, ['otherPracticeAreas', 0]],
      ];
      for (const [overrides, path] of cases) {
        const response = await edit(overrides);
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json<ErrorBody>().issues?.map((issue) => issue.path)).toContainEqual(path);
      }
    });

    it('imports the details with the confirmation date given, and exports them', async () => {
      const confirmed = new Date(Date.now() - 95 * 86_400_000).toISOString();
      const imported = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [
          {
            ...buildProfileInput({
              name: 'Imported Irma',
              email: 'irma@example.com',
              ...details,
            } as never),
            acceptingConfirmedAt: confirmed,
          },
          buildProfileInput({ name: 'Imported Older', email: 'older@example.com' }),
        ],
      });
      expect(imported.statusCode, imported.body).toBe(201);
      const [irmaId, olderId] = imported.json<{ ids: number[] }>().ids;
      const page = await asAdmin('GET', `/api/admin/lawyers/export?afterId=${irmaId! - 1}&limit=2`);
      const [irma, older] = page.json<{ lawyers: AdminLawyer[] }>().lawyers;
      expect(irma).toMatchObject({
        id: irmaId,
        location: 'Downtown Toronto',
        feeOffers: ['free-consultation', 'flat-fees', 'limited-scope', 'payment-plans'],
        officeHours: details.officeHours,
        acceptingClients: null,
        acceptingClientsStated: { accepting: true, confirmedAt: confirmed },
      });
      // A row without the details is a new profile: nothing stated, in person, the spec's hours.
      expect(older).toMatchObject({
        id: olderId,
        freeConsultationMinutes: null,
        flatFees: [],
        feeOffers: [],
        funding: [],
        meetingModes: ['in-person'],
        stepFreeAccess: null,
        officeHours: DEFAULT_OFFICE_HOURS,
        acceptingClientsStated: null,
      });

      const refused = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [
          {
            ...buildProfileInput({ name: 'Future Fay', acceptingClients: 'yes' }),
            acceptingConfirmedAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
          { ...buildProfileInput({ name: 'Undated Uma' }), acceptingConfirmedAt: '2026-01-01' },
          { ...buildProfileInput({ name: 'Grant Gus' }), funding: ['grant'] },
        ],
      });
      expect(refused.statusCode).toBe(400);
      const paths = refused.json<ErrorBody>().issues?.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(
        expect.arrayContaining([
          'lawyers.0.acceptingConfirmedAt',
          'lawyers.1.acceptingConfirmedAt',
          'lawyers.2.funding.0',
        ]),
      );
      await database.db.deleteFrom('lawyers').where('id', 'in', [irmaId!, olderId!]).execute();
    });
  });

  describe('import and export', () => {
    const row = (overrides: Partial<ImportLawyer> = {}): ImportLawyer => ({
      ...buildProfileInput({ name: 'Imported Ines', email: 'ines@example.com' }),
      ...overrides,
    });

    it('refuses the whole batch and names each bad row', async () => {
      const before = await database.db.selectFrom('lawyers').select('id').execute();
      const response = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [
          row(),
          row({ city: 'Atlantis' }),
          row({ isVerified: true }),
          row({ email: 'not an e-mail' }),
        ],
      });
      expect(response.statusCode).toBe(400);
      const paths = response.json<ErrorBody>().issues?.map((issue) => issue.path.join('.'));
      expect(paths).toContain('lawyers.3.email');
      const resolved = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [row(), row({ city: 'Atlantis' }), row({ isVerified: true })],
      });
      expect(resolved.statusCode).toBe(400);
      expect(resolved.json<ErrorBody>().issues?.map((issue) => issue.path)).toEqual([
        ['lawyers', 1, 'city'],
        ['lawyers', 2, 'licenceNumber'],
        ['lawyers', 2, 'regulator'],
      ]);
      expect(await database.db.selectFrom('lawyers').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('imports all rows, verified ones with their licence', async () => {
      const response = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [
          row({ name: 'Imported Ines', practiceArea: 'Tax Law' }),
          row({
            name: 'Imported Ivo',
            city: 'Montreal',
            province: 'QC',
            isVerified: true,
            licenceNumber: 'B-123',
            regulator: 'barreau-du-quebec',
          }),
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const { imported, ids } = response.json<{ imported: number; ids: number[] }>();
      expect(imported).toBe(2);
      const ivo = await app.inject({ method: 'GET', url: `/api/lawyers/${ids[1]}` });
      expect(ivo.json()).toMatchObject({
        city: 'Montréal',
        isVerified: true,
        verification: { regulator: 'barreau-du-quebec' },
      });
      const [entry] = await auditEntries(database.db, 'lawyer.import');
      expect(entry?.details).toMatchObject({ imported: 2, ids });
    });

    it('imports demo lawyers as demo data, and their badge says so', async () => {
      const response = await asAdmin('POST', '/api/admin/lawyers/import', {
        lawyers: [
          row({
            name: 'Demo Dora',
            isDemo: true,
            isVerified: true,
            licenceNumber: 'DEMO-0000001',
            regulator: 'law-society-of-ontario',
          }),
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const [id] = response.json<{ ids: number[] }>().ids;
      const dora = await app.inject({ method: 'GET', url: `/api/lawyers/${id}` });
      expect(dora.json()).toMatchObject({
        verification: { licenceNumber: 'DEMO-0000001', demo: true },
      });
      const row2 = await database.db
        .selectFrom('lawyers')
        .select('is_demo')
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(row2.is_demo).toBe(true);
      await database.db.deleteFrom('lawyers').where('id', '=', id!).execute();
    });

    it('exports every lawyer in id order, a page at a time', async () => {
      const seen: number[] = [];
      let afterId: number | null = 0;
      let total = 0;
      while (afterId !== null) {
        const page = await asAdmin('GET', `/api/admin/lawyers/export?afterId=${afterId}&limit=2`);
        expect(page.statusCode, page.body).toBe(200);
        const body = page.json<{
          lawyers: AdminLawyer[];
          total: number;
          nextAfterId: number | null;
        }>();
        seen.push(...body.lawyers.map((l) => l.id));
        total = body.total;
        afterId = body.nextAfterId;
      }
      expect(seen).toHaveLength(total);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      expect((await asAdmin('GET', '/api/admin/lawyers/export?limit=0')).statusCode).toBe(400);
    });
  });

  describe('contact messages, incidents, outbox, analytics: audited reads', () => {
    it('lists contact messages and marks one handled', async () => {
      const { id } = await database.db
        .insertInto('site_contact_messages')
        .values({
          name: 'Sam Visitor',
          email: 'sam@example.com',
          category: 'general',
          subject: 'Hello',
          message: 'A question about the site.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = await asAdmin('GET', '/api/admin/contact-messages?handled=false');
      expect(list.json().messages.map((m: { id: number }) => m.id)).toContain(id);
      expect(await auditEntries(database.db, 'contact_message.list')).not.toHaveLength(0);
      const handled = await asAdmin('POST', `/api/admin/contact-messages/${id}/handled`);
      expect(handled.statusCode, handled.body).toBe(200);
      expect(handled.json().handledAt).toEqual(expect.any(String));
      const later = await asAdmin('GET', '/api/admin/contact-messages?handled=false');
      expect(later.json().messages.map((m: { id: number }) => m.id)).not.toContain(id);
      expect((await asAdmin('GET', '/api/admin/contact-messages?handled=maybe')).statusCode).toBe(
        400,
      );
    });

    it('records, lists and updates incidents, kept five years', async () => {
      const bad = await asAdmin(
        'POST',
        '/api/admin/incidents',
        incidentInput({ discoveredOn: '2025-01-01' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().issues?.[0]?.path).toEqual(['discoveredOn']);
      const created = await asAdmin('POST', '/api/admin/incidents', incidentInput());
      expect(created.statusCode, created.body).toBe(201);
      const incident = created.json<IncidentRecord>();
      expect(incident).toMatchObject({ occurredOn: '2026-01-10', recordedBy: admin.user.email });
      const today = new Date().toISOString().slice(0, 10);
      expect(Number(incident.keepUntil.slice(0, 4)) - Number(today.slice(0, 4))).toBe(5);
      const updated = await asAdmin(
        'PUT',
        `/api/admin/incidents/${incident.id}`,
        incidentInput({ reportedToRegulator: true, reportedOn: '2026-01-15' }),
      );
      expect(updated.json()).toMatchObject({ reportedToRegulator: true, reportedOn: '2026-01-15' });
      expect((await auditEntries(database.db, 'incident.update'))[0]?.details).toEqual({
        changes: {
          reportedToRegulator: { before: false, after: true },
          reportedOn: { before: null, after: '2026-01-15' },
        },
      });
      const listed = (await auditEntries(database.db, 'incident.list')).length;
      const list = await asAdmin('GET', '/api/admin/incidents');
      expect(list.json<IncidentRecord[]>()[0]?.id).toBe(incident.id);
      expect(await auditEntries(database.db, 'incident.list')).toHaveLength(listed + 1);
    });

    it('audits reads of the outbox and of the analytics summary', async () => {
      const outboxReads = (await auditEntries(database.db, 'outbox.list')).length;
      const summaryReads = (await auditEntries(database.db, 'analytics.view')).length;
      expect((await asAdmin('GET', '/api/admin/outbox')).statusCode).toBe(200);
      expect((await asAdmin('GET', '/api/admin/analytics/summary')).statusCode).toBe(200);
      expect(await auditEntries(database.db, 'outbox.list')).toHaveLength(outboxReads + 1);
      expect(await auditEntries(database.db, 'analytics.view')).toHaveLength(summaryReads + 1);
      expect((await call(customer, 'GET', '/api/admin/outbox')).statusCode).toBe(403);
    });

    it('shows the audit trail newest first, and audits that too', async () => {
      const response = await asAdmin(
        'GET',
        `/api/admin/audit-log?targetType=lawyer&targetId=${profile.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json<{ entries: AuditEntry[] }>().entries;
      expect(entries.length).toBeGreaterThan(3);
      expect(entries.every((e) => e.targetId === String(profile.id))).toBe(true);
      const times = entries.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(await auditEntries(database.db, 'audit_log.view')).not.toHaveLength(0);
      expect((await asAdmin('GET', '/api/admin/audit-log?action=lawyer.explode')).statusCode).toBe(
        400,
      );
    });

    it('shows the figures', async () => {
      const open = await asAdmin(
        'POST',
        '/api/admin/incidents',
        incidentInput({ riskOfSignificantHarm: true, individualsNotified: false }),
      );
      expect(open.statusCode, open.body).toBe(201);
      const response = await asAdmin('GET', '/api/admin/stats');
      expect(response.json().openIncidents).toBe(1);
      expect(response.json()).toMatchObject({
        lawyers: { verified: expect.any(Number), total: expect.any(Number) },
        users: { admins: 1, clients: expect.any(Number) },
        openIncidents: expect.any(Number),
      });
    });
  });

  describe('users', () => {
    it('finds accounts by e-mail, exports one, and keeps the last administrator', async () => {
      const short = await asAdmin('GET', '/api/admin/users?email=ab');
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorBody>().issues?.[0]?.path).toEqual(['email']);
      const found = await asAdmin(
        'GET',
        `/api/admin/users?email=${encodeURIComponent(lawyer.user.email)}`,
      );
      expect(found.json()).toEqual([
        expect.objectContaining({ id: lawyer.user.id, role: 'lawyer', lawyerId: profile.id }),
      ]);
      expect((await auditEntries(database.db, 'user.search'))[0]?.details).toMatchObject({
        ids: [lawyer.user.id],
      });

      const exported = await asAdmin('GET', `/api/admin/users/${lawyer.user.id}/export`);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.json().account).toMatchObject({ email: lawyer.user.email });
      expect(exported.body).not.toMatch(/password_hash|scrypt/);
      expect(exported.json().lawyerProfile).toMatchObject({ id: profile.id });
      expect((await auditEntries(database.db, 'user.export'))[0]).toMatchObject({
        target_type: 'user',
        target_id: String(lawyer.user.id),
      });

      const last = await asAdmin('DELETE', `/api/admin/users/${admin.user.id}`);
      expect(last.statusCode).toBe(409);
      expect((await asAdmin('DELETE', '/api/admin/users/2147483000')).statusCode).toBe(404);
    });

    it('deletes an account with its profile', async () => {
      const gone = await registerCustomer(app, { firstName: 'Gone', lastName: 'Soon' });
      const response = await asAdmin('DELETE', `/api/admin/users/${gone.user.id}`);
      expect(response.statusCode, response.body).toBe(204);
      expect((await call(gone, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await auditEntries(database.db, 'user.delete'))[0]).toMatchObject({
        actor_id: admin.user.id,
        target_id: String(gone.user.id),
      });
    });
  });

  it('runs the retention job on demand and reports what it did', async () => {
    const response = await asAdmin('POST', '/api/admin/retention/run');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ inquiriesAnonymised: 0, sentMailDeleted: 0 });
    expect(await auditEntries(database.db, 'retention.run')).not.toHaveLength(0);
  });
});
