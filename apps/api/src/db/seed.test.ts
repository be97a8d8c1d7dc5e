import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCities } from '@cld/content/cities.server';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import type { DatabaseHandle } from '@cld/db/database';
import { DEMO_ADMINISTRATOR } from '@cld/content/demo-administrator';
import { DEMO_REGISTERS } from '@cld/content/demo-register';
import { ensureReferenceData, seedDemoDirectoryIfEmpty } from './demo-directory.ts';
import { countLawyers, resetDirectory, seedDirectory } from './seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../test/factories.ts';

describe.each(testDatabaseKinds)('seeding on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  const registerEntries = DEMO_REGISTERS.reduce((sum, { entries }) => sum + entries.length, 0);

  async function count(table: 'provinces' | 'cities' | 'practice_areas') {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('seeds the demo directory with every place and the taxonomy on first start only', async () => {
    const first = await seedDemoDirectoryIfEmpty({ db: database.db, count: 40, seed: 7 });
    expect(first?.lawyers).toBe(40);
    expect(first?.fromRegisters).toBe(registerEntries);
    expect(await countLawyers({ db: database.db })).toBe(40 + registerEntries);
    expect(await count('provinces')).toBe(13);
    expect(await count('cities')).toBe(loadCities().length);
    expect(await count('practice_areas')).toBe(PRACTICE_AREAS.length);

    expect(await seedDemoDirectoryIfEmpty({ db: database.db, count: 40, seed: 7 })).toBeUndefined();
    expect(await countLawyers({ db: database.db })).toBe(40 + registerEntries);
  });

  it('imports the demo’s register files through the register import: unclaimed demo listings, each audited', async () => {
    const rows = await database.db
      .selectFrom('lawyers')
      .select([
        'id',
        'name',
        'regulator',
        'licence_number',
        'register_status',
        'register_email',
        'owner_id',
        'is_demo',
        'is_hidden',
        'is_verified',
        'bio',
        'meeting_modes',
        'hourly_rate',
      ])
      .where('register_status', 'is not', null)
      .orderBy('licence_number')
      .execute();
    const expected = DEMO_REGISTERS.flatMap(({ regulator, entries }) =>
      entries.map((entry) => ({
        regulator,
        licence_number: entry.licenceNumber,
        name: entry.name,
      })),
    ).sort((a, b) => a.licence_number.localeCompare(b.licence_number));
    expect(
      rows.map(({ regulator, licence_number, name }) => ({ regulator, licence_number, name })),
    ).toEqual(expected);
    for (const row of rows) {
      // The register's data only, unclaimed, shown, and the demo's (labelled as such on its page).
      expect(row).toMatchObject({
        register_status: 'practising',
        owner_id: null,
        is_demo: true,
        is_hidden: false,
        is_verified: false,
        bio: null,
        meeting_modes: [],
        hourly_rate: 0,
      });
    }
    // Some can be claimed by a code to the register's address, the others by an administrator's review.
    expect(rows.some((row) => row.register_email)).toBe(true);
    expect(rows.some((row) => !row.register_email)).toBe(true);
    const admin = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMINISTRATOR.email)
      .executeTakeFirstOrThrow();
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target_id'])
      .where('action', 'in', ['register.add', 'register.import'])
      .execute();
    expect(audit.every((entry) => entry.actor_id === admin.id)).toBe(true);
    expect(
      audit.filter((entry) => entry.action === 'register.add').map((e) => Number(e.target_id)),
    ).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    expect(audit.filter((entry) => entry.action === 'register.import')).toHaveLength(
      DEMO_REGISTERS.length,
    );
  });

  it('stores the demo’s French bios beside the English ones, searchable in French', async () => {
    const rows = await database.db
      .selectFrom('lawyers')
      .select(['id', 'province', 'languages', 'bio', 'bio_fr'])
      .where('register_status', 'is', null)
      .execute();
    const french = rows.filter((row) => row.languages.includes('French'));
    expect(french.length).toBeGreaterThan(0);
    expect(french.every((row) => row.bio_fr !== null)).toBe(true);
    expect(rows.every((row) => row.bio !== null || row.bio_fr !== null)).toBe(true);
    // Every French bio opens with « exerce » or « conseille »: found through the French dictionary.
    const { rows: found } = await sql<{ id: number }>`
      select id from lawyers
      where search_vector @@ websearch_to_tsquery('french', ${'exerce or conseille'})`.execute(
      database.db,
    );
    expect(found.map((row) => row.id).sort()).toEqual(french.map((row) => row.id).sort());
  });

  it('marks every seeded lawyer as demo data and verifies none of them at seed time', async () => {
    const rows = await database.db
      .selectFrom('lawyers')
      .select(['id', 'is_demo', 'is_verified', 'licence_number', 'verified_at', 'verified_by'])
      .execute();
    expect(rows.every((row) => row.is_demo)).toBe(true);
    const verified = rows.filter((row) => row.is_verified);
    // The generator marks about 60 % as verified; each went through the workflow.
    expect(verified.length).toBeGreaterThan(10);
    const admin = await database.db
      .selectFrom('users')
      .select(['id', 'role', 'password_hash'])
      .where('email', '=', DEMO_ADMINISTRATOR.email)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'admin', password_hash: null });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id', 'details'])
      .where('action', '=', 'lawyer.verify')
      .execute();
    const auditOf = new Map(audit.map((entry) => [entry.target_id, entry]));
    const seededAt = Date.now();
    for (const row of verified) {
      expect(row.licence_number).toBe(`DEMO-${String(row.id).padStart(6, '0')}`);
      expect(row.verified_by).toBe(admin.id);
      // Dated in the past (a day to a year before the seed), never at seed time.
      expect(new Date(row.verified_at!).getTime()).toBeLessThanOrEqual(seededAt - 86_400_000);
      expect(new Date(row.verified_at!).getTime()).toBeGreaterThan(seededAt - 367 * 86_400_000);
      const entry = auditOf.get(String(row.id));
      expect(entry?.actor_id).toBe(admin.id);
      expect(entry?.details).toMatchObject({
        checkedOn: new Date(row.verified_at!).toISOString(),
        changes: {
          verificationStatus: { before: 'unverified', after: 'verified' },
          licenceNumber: { before: null, after: row.licence_number },
        },
      });
    }
    expect(audit).toHaveLength(verified.length);
    // The demo's lawyers are nobody: no mail went to them.
    const mail = await database.db.selectFrom('mail_outbox').select('id').execute();
    expect(mail).toHaveLength(0);
  });

  it('stores the demo’s practice details, the offers following from the details', async () => {
    const rows = await database.db
      .selectFrom('lawyers')
      .select([
        'free_consultation_minutes',
        'flat_fees',
        'fee_offers',
        'funding',
        'meeting_modes',
        'accepting_clients',
        'accepting_confirmed_at',
        'location_text',
        'office_hours',
      ])
      .where('register_status', 'is', null)
      .execute();
    for (const row of rows) {
      expect(row.fee_offers.includes('free-consultation')).toBe(
        row.free_consultation_minutes !== null,
      );
      expect(row.fee_offers.includes('flat-fees')).toBe(row.flat_fees.length > 0);
      expect(row.meeting_modes.length).toBeGreaterThan(0);
      expect(row.location_text).toBeTruthy();
      expect(Object.keys(row.office_hours)).toHaveLength(7);
    }
    // Statements about new clients are dated back up to 120 days from the seed.
    const now = Date.now();
    const dated = rows.filter((row) => row.accepting_clients !== null);
    expect(dated.length).toBeGreaterThan(0);
    for (const row of dated) {
      const age = now - new Date(row.accepting_confirmed_at!).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(121 * 86_400_000);
    }
  });

  it('seeds a fixture without practice details as a new profile, and one with them as stated', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const data = buildDirectoryData([
      buildLawyer({ name: 'Plain Fixture' }),
      buildLawyer({
        name: 'Detailed Fixture',
        location: 'Downtown Toronto',
        freeConsultationMinutes: 30,
        flatFees: [{ service: 'Simple will', minPrice: 400, maxPrice: null }],
        feeOffers: ['sliding-scale'],
        funding: ['legal-aid'],
        meetingModes: ['video', 'phone'],
        stepFreeAccess: true,
        acceptingClients: { accepting: true, confirmedDaysAgo: 100 },
      }),
    ]);
    const ids = await seedDirectory({ db: database.db, data, now });
    const rows = await database.db
      .selectFrom('lawyers')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({
      location_text: null,
      free_consultation_minutes: null,
      flat_fees: [],
      fee_offers: [],
      funding: [],
      meeting_modes: ['in-person'],
      step_free_access: null,
      office_hours: DEFAULT_OFFICE_HOURS,
      accepting_clients: null,
      accepting_confirmed_at: null,
    });
    expect(rows[1]).toMatchObject({
      location_text: 'Downtown Toronto',
      free_consultation_minutes: 30,
      flat_fees: [{ service: 'Simple will', minPrice: 400, maxPrice: null }],
      fee_offers: ['free-consultation', 'flat-fees', 'sliding-scale'],
      funding: ['legal-aid'],
      meeting_modes: ['video', 'phone'],
      step_free_access: true,
      accepting_clients: true,
    });
    expect(new Date(rows[1]!.accepting_confirmed_at!).toISOString()).toBe(
      '2026-08-12T12:00:00.000Z',
    );
    await database.db.deleteFrom('lawyers').where('id', 'in', ids).execute();
  });

  it('seeds lawyers that are not the demo without the demo mark', async () => {
    const data = buildDirectoryData([buildLawyer({ name: 'Real Fixture' })]);
    const [id] = await seedDirectory({ db: database.db, data });
    const row = await database.db
      .selectFrom('lawyers')
      .select('is_demo')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.is_demo).toBe(false);
    await database.db.deleteFrom('lawyers').where('id', '=', id!).execute();
  });

  it('yields the same lawyers for the same seed', async () => {
    const names = async () =>
      (await database.db.selectFrom('lawyers').select('name').orderBy('id').execute()).map(
        (r) => r.name,
      );
    const before = await names();
    await resetDirectory({ db: database.db });
    await seedDemoDirectoryIfEmpty({ db: database.db, count: 40, seed: 7 });
    expect(await names()).toEqual(before);
  });

  it('rolls back the whole seed when one lawyer is invalid', async () => {
    await resetDirectory({ db: database.db });
    const data = buildDirectoryData([buildLawyer(), buildLawyer({ city: 'Atlantis' })]);
    await expect(seedDirectory({ db: database.db, data })).rejects.toThrow(/Atlantis/);
    expect(await countLawyers({ db: database.db })).toBe(0);
    expect(await count('cities')).toBe(0);
  });

  it('loads the places and taxonomy without lawyers into a database that has none, once', async () => {
    await resetDirectory({ db: database.db });
    expect(await ensureReferenceData({ db: database.db })).toBe(true);
    expect(await count('provinces')).toBe(13);
    expect(await count('cities')).toBe(loadCities().length);
    expect(await count('practice_areas')).toBe(PRACTICE_AREAS.length);
    expect(await countLawyers({ db: database.db })).toBe(0);
    expect(await ensureReferenceData({ db: database.db })).toBe(false);
  });

  it("keeps each practice area's bit across re-seeds and masks each lawyer's areas", async () => {
    await resetDirectory({ db: database.db });
    const areas = PRACTICE_AREAS.slice(0, 3).map(({ slug, name }) => ({ slug, name }));
    const lawyer = buildLawyer({ practiceAreas: [areas[0]!.slug, areas[2]!.slug] as never });
    const data = { ...buildDirectoryData([lawyer]), practiceAreas: areas };
    await seedDirectory({ db: database.db, data });
    const bits = () =>
      database.db.selectFrom('practice_areas').select(['slug', 'bit']).orderBy('slug').execute();
    const first = await bits();
    expect(new Set(first.map((a) => a.bit)).size).toBe(3);

    const added = { slug: 'animal-law', name: 'Animal Law' };
    await database.db.deleteFrom('lawyers').execute();
    await seedDirectory({ db: database.db, data: { ...data, practiceAreas: [added, ...areas] } });
    const second = await bits();
    expect(second.filter((a) => a.slug !== added.slug)).toEqual(first);
    expect(second.find((a) => a.slug === added.slug)?.bit).toBe(
      Math.max(...first.map((a) => a.bit)) + 1,
    );

    const bitOf = (slug: string) => BigInt(first.find((a) => a.slug === slug)!.bit);
    const row = await database.db
      .selectFrom('lawyers')
      .select('practice_area_mask')
      .executeTakeFirstOrThrow();
    expect(BigInt(row.practice_area_mask)).toBe(
      (1n << bitOf(areas[0]!.slug)) | (1n << bitOf(areas[2]!.slug)),
    );
  });

  it('refuses a practice area outside the taxonomy', async () => {
    const data = buildDirectoryData([buildLawyer({ practiceAreas: ['made-up-law' as 'tax-law'] })]);
    await expect(seedDirectory({ db: database.db, data })).rejects.toThrow(/unknown practice area/);
  });
});
