import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DemoLawyer } from '@cld/content/demo-directory.types';
import { findLawSocieties } from '@cld/content/law-societies';
import { DEFAULT_OFFICE_HOURS, FEE_OFFERS } from '@cld/reference/practice-details';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { Database, NewLawyer } from '@cld/db/schema';

export interface SeedProvince {
  code: string;
  name: string;
  nameFr: string;
}

export interface SeedCity {
  name: string;
  nameAscii: string;
  province: string;
  lat: number;
  lng: number;
  population: number | null;
}

export interface SeedPracticeArea {
  slug: string;
  name: string;
}

export type ReferenceData = Omit<DirectoryData, 'lawyers'>;

export interface DirectoryData {
  provinces: readonly SeedProvince[];
  practiceAreas: readonly SeedPracticeArea[];
  cities: readonly SeedCity[];
  lawyers: readonly DemoLawyer[];
}

/** Rows per INSERT: 33 parameters a lawyer stays well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 500;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const cityKey = (province: string, name: string) => `${province}|${name}`;

/** Reference data is upserted so that reseeding after a taxonomy edit updates names in place. */
async function insertReferenceData(trx: Transaction<Database>, data: ReferenceData) {
  await trx
    .insertInto('provinces')
    .values(data.provinces.map((p) => ({ code: p.code, name: p.name, name_fr: p.nameFr })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        name_fr: eb.ref('excluded.name_fr'),
      })),
    )
    .execute();
  await trx
    .insertInto('practice_areas')
    .values(data.practiceAreas.map((a) => ({ slug: a.slug, name: a.name })))
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute();
  for (const batch of chunk(data.cities, BATCH_SIZE)) {
    await trx
      .insertInto('cities')
      .values(
        batch.map((c) => ({
          name: c.name,
          name_ascii: c.nameAscii,
          province: c.province,
          lat: c.lat,
          lng: c.lng,
          population: c.population,
        })),
      )
      .onConflict((oc) => oc.columns(['province', 'name']).doNothing())
      .execute();
  }
}

async function loadCityIds(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('cities').select(['id', 'name', 'province']).execute();
  return new Map(rows.map((r) => [cityKey(r.province, r.name), r.id]));
}

const DAY_MS = 86_400_000;
const DEFAULT_OFFICE_HOURS_JSON = JSON.stringify(DEFAULT_OFFICE_HOURS);

/**
 * The practice details' columns (issue 20). Every offer that applies is listed, the two that follow
 * from the details included (the table checks it); a lawyer's "accepting new clients" is dated the
 * given number of days before `now`. Left out (a test fixture): a new profile's.
 */
function practiceDetailsColumns(lawyer: DemoLawyer, now: number) {
  const flatFees = lawyer.flatFees ?? [];
  const minutes = lawyer.freeConsultationMinutes ?? null;
  const offers = new Set<string>(lawyer.feeOffers ?? []);
  if (minutes !== null) offers.add('free-consultation');
  if (flatFees.length > 0) offers.add('flat-fees');
  const accepting = lawyer.acceptingClients ?? null;
  return {
    location_text: lawyer.location ?? null,
    free_consultation_minutes: minutes,
    flat_fees: JSON.stringify(flatFees),
    fee_offers: FEE_OFFERS.filter((offer) => offers.has(offer)),
    funding: lawyer.funding ?? [],
    meeting_modes: lawyer.meetingModes ?? ['in-person'],
    step_free_access: lawyer.stepFreeAccess ?? null,
    office_hours: lawyer.officeHours
      ? JSON.stringify(lawyer.officeHours)
      : DEFAULT_OFFICE_HOURS_JSON,
    accepting_clients: accepting?.accepting ?? null,
    accepting_confirmed_at: accepting ? new Date(now - accepting.confirmedDaysAgo * DAY_MS) : null,
  };
}

function toLawyerRow(
  lawyer: DemoLawyer,
  cityIds: Map<string, number>,
  { demo, now }: { demo: boolean; now: number },
): NewLawyer {
  const cityId = cityIds.get(cityKey(lawyer.province, lawyer.city));
  if (cityId === undefined) {
    throw new Error(
      `Demo lawyer's city is not in the cities data set: ${lawyer.city}, ${lawyer.province}`,
    );
  }
  return {
    name: lawyer.name,
    firm_name: lawyer.firmName,
    photo: null,
    practice_areas: lawyer.practiceAreas,
    city_id: cityId,
    province: lawyer.province,
    address: lawyer.address,
    postal_code: lawyer.postalCode,
    phone: lawyer.phone,
    email: lawyer.email,
    website: lawyer.website,
    linkedin: lawyer.linkedin,
    experience: lawyer.experience,
    hourly_rate: lawyer.hourlyRate,
    fee_structure: lawyer.feeStructure,
    bio: lawyer.bio,
    bio_fr: lawyer.bioFr,
    specializations: lawyer.specializations,
    languages: lawyer.languages,
    ...practiceDetailsColumns(lawyer, now),
    is_demo: demo,
    // Demo lawyers are never written verified: the demo seed verifies them afterwards through the
    // administrators' workflow, with its audit trail (decision 019). Test fixtures may start
    // verified, checked with their province's bar (the first law society listed).
    ...(lawyer.isVerified && !demo
      ? {
          is_verified: true,
          verification_status: 'verified' as const,
          regulator: findLawSocieties(lawyer.province as ProvinceCode)[0]?.slug ?? null,
          verified_at: new Date(),
        }
      : {}),
  };
}

/**
 * Inserts reference data and lawyers in one transaction: a failed seed leaves nothing behind.
 * `demo` marks the lawyers as the fictional demo directory; `now` is the day their statements about
 * new clients are dated back from. Answers the new lawyers' ids, in order.
 */
export async function seedDirectory({
  db,
  data,
  demo = false,
  now = new Date(),
}: {
  db: Kysely<Database>;
  data: DirectoryData;
  demo?: boolean;
  now?: Date;
}): Promise<number[]> {
  const ids = await db.transaction().execute(async (trx) => {
    await insertReferenceData(trx, data);
    const cityIds = await loadCityIds(trx);
    const inserted: number[] = [];
    for (const batch of chunk(data.lawyers, BATCH_SIZE)) {
      const rows = await trx
        .insertInto('lawyers')
        .values(batch.map((l) => toLawyerRow(l, cityIds, { demo, now: now.getTime() })))
        .returning('id')
        .execute();
      inserted.push(...rows.map((row) => row.id));
    }
    return inserted;
  });
  // After a bulk load: fresh statistics let the planner pick the search indexes; a set visibility
  // map lets searches count and page from the indexes alone; and the GIN indexes' pending lists
  // (the last rows loaded, scanned linearly by every full-text and trigram search: 10-16 ms at
  // 100,000 lawyers) are merged into the indexes. PGlite runs no autovacuum to do it.
  await sql`vacuum (analyze) lawyers, cities`.execute(db);
  return ids;
}

/** Provinces, practice areas and cities alone: a directory that starts empty still needs its places. */
export async function loadReferenceData({
  db,
  data,
}: {
  db: Kysely<Database>;
  data: ReferenceData;
}) {
  await db.transaction().execute((trx) => insertReferenceData(trx, data));
}

export async function countLawyers({ db }: { db: Kysely<Database> }): Promise<number> {
  const row = await db
    .selectFrom('lawyers')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Empties the directory (lawyers and everything hanging off them) and restarts the ids. */
export async function resetDirectory({ db }: { db: Kysely<Database> }): Promise<void> {
  await sql`truncate lawyers, cities, practice_areas, provinces restart identity cascade`.execute(
    db,
  );
}
