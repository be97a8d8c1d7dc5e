import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RegisterImportReport } from '@cld/contract/claims';
import type { DatabaseHandle } from '@cld/db/database';
import type { RegisterEntryInput } from '@cld/validation/register';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildCity, buildDirectoryData, TEST_CITIES } from '../../test/factories.ts';
import { callerOf, type ErrorBody } from '../../test/inject.ts';
import { registerCustomer, type SignedIn } from '../auth/testing.ts';
import { auditEntries, registerAdmin } from '../admin/testing.ts';

const entry = (overrides: Partial<RegisterEntryInput> = {}): RegisterEntryInput => ({
  name: 'Avery Example',
  licenceNumber: 'P10001',
  status: 'practising',
  city: 'Toronto',
  province: 'ON',
  firm: 'Example Law LLP',
  practiceAreas: ['family-law'],
  languages: ['English'],
  registerDate: '2026-11-01',
  email: 'avery@example.com',
  phone: '416-555-0101',
  ...overrides,
});

const first = [
  entry(),
  entry({ name: 'Blake Sample', licenceNumber: 'P10002', email: undefined }),
  entry({ name: 'Casey Fiction', licenceNumber: 'P10003', city: 'Ottawa' }),
];
const second = [
  entry({ status: 'suspended', registerDate: '2026-12-01' }),
  entry({
    name: 'Blake Sample',
    licenceNumber: 'P10002',
    email: undefined,
    city: 'Ottawa',
    registerDate: '2026-12-01',
  }),
  entry({
    name: 'Casey Fiction',
    licenceNumber: 'P10003',
    city: 'Ottawa',
    registerDate: '2026-12-01',
  }),
  entry({ name: 'Dana Newcomer', licenceNumber: 'P10004', registerDate: '2026-12-01' }),
];

describe.each(testDatabaseKinds)('register import on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    // The test cities, with Halifax and Québec's town of Bedford for the former municipalities.
    const cities = [
      ...TEST_CITIES,
      buildCity({ name: 'Halifax', province: 'NS', population: 403131 }),
      buildCity({ name: 'Bedford', province: 'QC', population: 2540 }),
      buildCity({ name: 'Quebec City', province: 'QC', population: 705103 }),
    ];
    ({ database, app } = await openTestApp(kind, { data: buildDirectoryData([], cities) }));
    admin = await registerAdmin(app, database.db);
    customer = await registerCustomer(app);
  });
  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app);
  const importFile = (entries: unknown[], dryRun = false, as: SignedIn = admin) =>
    call(as, 'POST', '/api/admin/register-imports', {
      payload: { regulator: 'law-society-of-ontario', dryRun, entries },
    });
  const licences = (changes: { licenceNumber: string }[]) => changes.map((c) => c.licenceNumber);
  const idOf = async (licence: string) =>
    (
      await database.db
        .selectFrom('lawyers')
        .select('id')
        .where('licence_number', '=', licence)
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses anyone but an administrator', async () => {
    expect((await importFile(first, false, customer)).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', '/api/admin/register-imports', { payload: {} })).statusCode,
    ).toBe(401);
  });

  it('adds the practising people of a first file as unowned, visible listings', async () => {
    const response = await importFile(first);
    expect(response.statusCode).toBe(200);
    const report = response.json<RegisterImportReport>();
    expect(licences(report.added)).toEqual(['P10001', 'P10002', 'P10003']);
    expect(report.changed).toEqual([]);
    expect(report.noLongerPractising).toEqual([]);
    const listing = await app.inject({
      method: 'GET',
      url: `/api/lawyers/${await idOf('P10001')}`,
    });
    expect(listing.statusCode).toBe(200);
  });

  it('reports exactly the three differences of a second file, by dry run and then for real', async () => {
    const dry = (await importFile(second, true)).json<RegisterImportReport>();
    const expected = {
      added: ['P10004'],
      changed: ['P10002'],
      noLongerPractising: ['P10001'],
    };
    const summary = (report: RegisterImportReport) => ({
      added: licences(report.added),
      changed: licences(report.changed),
      noLongerPractising: licences(report.noLongerPractising),
    });
    expect(dry.dryRun).toBe(true);
    expect(summary(dry)).toEqual(expected);
    expect(dry.unchanged).toBe(1);
    expect(dry.changed[0]?.fields).toEqual({ city: { before: 'Toronto', after: 'Ottawa' } });
    // The dry run changed nothing.
    expect(await database.db.selectFrom('lawyers').select('id').execute()).toHaveLength(3);

    const real = (await importFile(second)).json<RegisterImportReport>();
    expect(real.dryRun).toBe(false);
    expect(summary(real)).toEqual(expected);
    expect(real.noLongerPractising[0]?.fields).toEqual({
      status: { before: 'practising', after: 'suspended' },
    });

    const hiddenId = await idOf('P10001');
    const hidden = await database.db
      .selectFrom('lawyers')
      .select(['is_hidden', 'hidden_reason', 'register_status'])
      .where('id', '=', hiddenId)
      .executeTakeFirstOrThrow();
    expect(hidden).toEqual({
      is_hidden: true,
      hidden_reason: 'Register: suspended (2026-12-01)',
      register_status: 'suspended',
    });
    expect((await app.inject({ method: 'GET', url: `/api/lawyers/${hiddenId}` })).statusCode).toBe(
      404,
    );
    const search = await app.inject({ method: 'GET', url: '/api/lawyers?pageSize=50' });
    expect(
      search
        .json<{ lawyers: { name: string }[] }>()
        .lawyers.map((l) => l.name)
        .sort(),
    ).toEqual(['Blake Sample', 'Casey Fiction', 'Dana Newcomer']);

    const hides = await auditEntries(database.db, 'register.hide');
    expect(hides.map((e) => e.target_id)).toEqual([String(hiddenId)]);
    const changes = await auditEntries(database.db, 'register.change');
    expect(changes.map((e) => e.target_id)).toEqual([String(await idOf('P10002'))]);
    expect(changes[0]?.details).toMatchObject({
      fields: { city: { before: 'Toronto', after: 'Ottawa' } },
    });
    const adds = await auditEntries(database.db, 'register.add');
    expect(adds.map((e) => e.target_id)).toContain(String(await idOf('P10004')));
    expect(adds).toHaveLength(4);
    const runs = await auditEntries(database.db, 'register.import');
    expect(runs[0]?.details).toMatchObject({ added: 1, changed: 1, noLongerPractising: 1 });
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const before = (await auditEntries(database.db, 'register.change')).length;
    const report = (await importFile(second)).json<RegisterImportReport>();
    expect(report.added).toEqual([]);
    expect(report.changed).toEqual([]);
    expect(report.noLongerPractising).toEqual([]);
    expect(report.unchanged).toBe(4);
    expect(await auditEntries(database.db, 'register.change')).toHaveLength(before);
  });

  it('an older file cannot undo a newer one', async () => {
    const report = (await importFile(first)).json<RegisterImportReport>();
    expect(report.changed).toEqual([]);
    expect(report.unchanged).toBe(3);
    expect(
      (
        await database.db
          .selectFrom('lawyers')
          .select('is_hidden')
          .where('licence_number', '=', 'P10001')
          .executeTakeFirstOrThrow()
      ).is_hidden,
    ).toBe(true);
  });

  it('shows a listing again when the register says practising again', async () => {
    const report = (
      await importFile([entry({ registerDate: '2026-12-02' })])
    ).json<RegisterImportReport>();
    expect(licences(report.changed)).toEqual(['P10001']);
    expect(
      (await app.inject({ method: 'GET', url: `/api/lawyers/${await idOf('P10001')}` })).statusCode,
    ).toBe(200);
  });

  it('a bad entry is a 400 naming it and its field, and nothing of the file is applied', async () => {
    const count = async () =>
      (await database.db.selectFrom('lawyers').select('id').execute()).length;
    const before = await count();
    const response = await importFile([
      entry({ name: 'Good Person', licenceNumber: 'P20001' }),
      entry({ name: 'Lost Person', licenceNumber: 'P20002', city: 'Atlantis' }),
      entry({ name: 'Twice', licenceNumber: 'p20001' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().issues).toEqual([
      { path: ['entries', 1, 'city'], message: 'Unknown city in this province' },
      {
        path: ['entries', 2, 'licenceNumber'],
        message: 'This licence number appears twice in the file',
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('finds a city written as registers write it, in the entry’s province only', async () => {
    const response = await importFile([
      entry({ name: 'Spelled Plainly', licenceNumber: 'P40001', city: 'MONTREAL', province: 'QC' }),
      entry({ name: 'With Province', licenceNumber: 'P40002', city: 'Ottawa, Ontario' }),
      entry({ name: 'Wrong Province', licenceNumber: 'P40003', city: 'Toronto', province: 'QC' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().issues).toEqual([
      { path: ['entries', 2, 'city'], message: 'Unknown city in this province' },
    ]);
    const fine = await importFile([
      entry({ name: 'Spelled Plainly', licenceNumber: 'P40001', city: 'MONTREAL', province: 'QC' }),
      entry({ name: 'With Province', licenceNumber: 'P40002', city: 'Ottawa, Ontario' }),
    ]);
    expect(fine.statusCode, fine.body).toBe(200);
    const cities = await database.db
      .selectFrom('lawyers as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select(['l.licence_number', 'c.name'])
      .where('l.licence_number', 'in', ['P40001', 'P40002'])
      .orderBy('l.licence_number')
      .execute();
    expect(cities.map((row) => row.name)).toEqual(['Montréal', 'Ottawa']);
  });

  it('places a lawyer whose register gives a former municipality in the city it is part of today', async () => {
    const response = await importFile([
      entry({ name: 'Former Borough', licenceNumber: 'P41001', city: 'North York' }),
      entry({ name: 'Former City', licenceNumber: 'P41002', city: 'Nepean, Ontario' }),
      entry({
        name: 'Across The Harbour',
        licenceNumber: 'P41003',
        city: 'Dartmouth',
        province: 'NS',
      }),
      entry({ name: 'Ancienne Ville', licenceNumber: 'P41004', city: 'Ste-Foy', province: 'QC' }),
      // Bedford is a town of Québec today and a former town of Halifax: each in its province.
      entry({ name: 'Town Today', licenceNumber: 'P41005', city: 'Bedford', province: 'QC' }),
      entry({ name: 'Town Before', licenceNumber: 'P41006', city: 'Bedford', province: 'NS' }),
      // The Barreau's register writes Quebec City by its French name.
      entry({ name: 'Nom Français', licenceNumber: 'P41008', city: 'Québec', province: 'QC' }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const cities = await database.db
      .selectFrom('lawyers as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .select(['l.licence_number', 'c.name', 'c.province'])
      .where('l.licence_number', 'like', 'P41%')
      .orderBy('l.licence_number')
      .execute();
    expect(cities.map((row) => `${row.name}, ${row.province}`)).toEqual([
      'Toronto, ON',
      'Ottawa, ON',
      'Halifax, NS',
      'Quebec City, QC',
      'Bedford, QC',
      'Halifax, NS',
      'Quebec City, QC',
    ]);
    // Read again from the same file: the same cities, so nothing moved.
    const again = await importFile([
      entry({ name: 'Former Borough', licenceNumber: 'P41001', city: 'North York' }),
    ]);
    expect(again.json<RegisterImportReport>().changed).toEqual([]);
    // A former municipality of another province is still refused, naming the entry.
    const wrong = await importFile([
      entry({ name: 'Wrong Side', licenceNumber: 'P41007', city: 'North York', province: 'QC' }),
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().issues).toEqual([
      { path: ['entries', 0, 'city'], message: 'Unknown city in this province' },
    ]);
  });

  it.each([
    ['a NUL byte', { name: 'Null\u0000Person' }, 'name'],
    ['a lone surrogate', { firm: 'Firm \ud800' }, 'firm'],
    ['a huge name', { name: 'x'.repeat(100_000) }, 'name'],
    ['an unknown status', { status: 'retired' }, 'status'],
    ['an unknown practice area', { practiceAreas: ['space-law'] }, 'practiceAreas'],
    ['a future date', { registerDate: '2999-01-01' }, 'registerDate'],
    ['an impossible date', { registerDate: '2026-02-30' }, 'registerDate'],
  ])(
    'hostile input (%s) is a 400 naming the field, never a 500',
    async (_what, overrides, field) => {
      const response = await importFile([
        entry({ licenceNumber: 'P30001', ...overrides } as never),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues?.[0]?.path.slice(0, 3)).toEqual([
        'entries',
        0,
        field,
      ]);
    },
  );
});
