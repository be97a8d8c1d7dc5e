import type { Kysely } from 'kysely';
import { loadCities } from '@cld/content/cities.server';
import { DEMO_ADMINISTRATOR } from '@cld/content/demo-administrator';
import { DEMO_REGISTERS } from '@cld/content/demo-register';
import { generateDirectory } from '@cld/content/demo-directory.server';
import type { DemoLawyer } from '@cld/content/demo-directory.types';
import { findLawSocieties } from '@cld/content/law-societies';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { RegulatorSlug } from '@cld/reference/regulators';
import { registerEntrySchema } from '@cld/validation/register';
import { importRegister } from '../modules/claims/register-import.ts';
import { decideVerification } from '../modules/admin/verification.ts';
import { seedDemoAvailability } from '../modules/bookings/demo.ts';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import type { Database } from '@cld/db/schema';
import { countLawyers, loadReferenceData, seedDirectory } from './seed.ts';
import type { DirectoryData, ReferenceData } from './seed.ts';

/** The real places (provinces, cities) and the practice-area taxonomy. */
function referenceData(): ReferenceData {
  return { provinces: PROVINCES, practiceAreas: PRACTICE_AREAS, cities: loadCities() };
}

/**
 * Loads the places and taxonomy into a database that has none, so a directory started without demo
 * data (`SEED_ON_EMPTY=false`, or after `pnpm migrate`) can take lawyers from the profile form or an
 * import. Returns whether it loaded them.
 */
export async function ensureReferenceData({ db }: { db: Kysely<Database> }): Promise<boolean> {
  const row = await db
    .selectFrom('provinces')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return false;
  await loadReferenceData({ db, data: referenceData() });
  return true;
}

/** The real places and taxonomy, with `count` fictional lawyers from the deterministic generator. */
export function buildDemoDirectory({
  count,
  seed,
}: {
  count: number;
  seed: number;
}): DirectoryData {
  return { ...referenceData(), lawyers: Array.from(generateDirectory({ count, seed })) };
}

async function ensureDemoAdministrator(db: Kysely<Database>): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ADMINISTRATOR.email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('users')
    .values({ ...DEMO_ADMINISTRATOR, password_hash: null, role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

const DAY_MS = 86_400_000;

/**
 * How many demo lawyers the seed verifies. Each goes through the whole workflow (lock, record,
 * audit entry: about 30 ms on PGlite), so the 60 % the generator marks would add minutes to a first
 * start; a sample spread over the directory shows the badge and the filter (decision 019).
 */
export const DEMO_VERIFICATIONS = 250;

/**
 * The generator's "verified" demo lawyers, verified the way an administrator verifies anyone
 * (decision 019): the same service as the admin area, under the demo administrator, with a
 * fictional licence number that says it is one, a check dated in the past and an audit entry each.
 * No mail: a demo lawyer's address reaches nobody.
 */
export async function verifyDemoLawyers({
  db,
  lawyers,
  limit = DEMO_VERIFICATIONS,
  now = new Date(),
}: {
  db: Kysely<Database>;
  lawyers: readonly { id: number; lawyer: DemoLawyer }[];
  limit?: number;
  now?: Date;
}): Promise<number> {
  const marked = lawyers.filter(({ lawyer }) => lawyer.isVerified);
  if (marked.length === 0 || limit <= 0) return 0;
  const actorId = await ensureDemoAdministrator(db);
  const stride = Math.max(1, Math.ceil(marked.length / limit));
  let verified = 0;
  for (const { id, lawyer } of marked.filter((_, index) => index % stride === 0)) {
    const regulator = findLawSocieties(lawyer.province as ProvinceCode)[0]?.slug;
    if (!regulator) continue;
    await decideVerification({
      db,
      id,
      actorId,
      decision: {
        decision: 'verify',
        licenceNumber: `DEMO-${String(id).padStart(6, '0')}`,
        regulator: regulator as RegulatorSlug,
        licenceClass: 'Lawyer — practising',
        notes: 'Demonstration data: a fictional lawyer and licence number; nothing was checked.',
      },
      // Spread over the year before the seed, the same day for the same lawyer.
      checkedOn: new Date(now.getTime() - (1 + ((id * 37) % 365)) * DAY_MS),
      publicOrigin: '',
      notify: false,
    });
    verified += 1;
  }
  return verified;
}

/**
 * The demo's register files (`@cld/content/demo-register`), imported by the demo administrator
 * through the operators' register import (issue 39): unclaimed listings that say where they come
 * from, which a visitor can claim, each with its audit entry. Returns how many it added.
 */
export async function importDemoRegisters({ db }: { db: Kysely<Database> }): Promise<number> {
  const actorId = await ensureDemoAdministrator(db);
  let added = 0;
  for (const register of DEMO_REGISTERS) {
    const report = await importRegister({
      db,
      actorId,
      regulator: register.regulator,
      dryRun: false,
      entries: register.entries.map((entry) => registerEntrySchema.parse(entry)),
      demo: true,
    });
    added += report.added.length;
  }
  return added;
}

/** The demo directory to write: how many lawyers, from which seed (the same seed, the same data). */
interface DemoSeeding {
  db: Kysely<Database>;
  count: number;
  seed: number;
}

export async function seedDemoDirectory({ db, count, seed }: DemoSeeding): Promise<{
  lawyers: number;
  verified: number;
  fromRegisters: number;
  generateMs: number;
  insertMs: number;
}> {
  const started = performance.now();
  const data = buildDemoDirectory({ count, seed });
  const generated = performance.now();
  const now = new Date();
  const ids = await seedDirectory({ db, data, demo: true, now });
  const lawyers = ids.map((id, index) => ({ id, lawyer: data.lawyers[index]! }));
  const verified = await verifyDemoLawyers({ db, lawyers, now });
  // About half of those taking new clients can be booked (decision 037).
  await seedDemoAvailability({ db, lawyers });
  const fromRegisters = count > 0 ? await importDemoRegisters({ db }) : 0;
  return {
    lawyers: data.lawyers.length,
    verified,
    fromRegisters,
    generateMs: Math.round(generated - started),
    insertMs: Math.round(performance.now() - generated),
  };
}

/** First start: an empty directory gets the demo data; a directory with lawyers is never touched. */
export async function seedDemoDirectoryIfEmpty({
  db,
  count,
  seed,
}: DemoSeeding): Promise<Awaited<ReturnType<typeof seedDemoDirectory>> | undefined> {
  if ((await countLawyers({ db })) > 0) return undefined;
  return seedDemoDirectory({ db, count, seed });
}
