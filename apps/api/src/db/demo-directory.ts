import type { Kysely } from 'kysely';
import { loadCities } from '@cld/content/cities.server';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import type { Database } from './schema.ts';
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

export async function seedDemoDirectory({
  db,
  count,
  seed,
}: {
  db: Kysely<Database>;
  count: number;
  seed: number;
}): Promise<{ lawyers: number; generateMs: number; insertMs: number }> {
  const started = performance.now();
  const data = buildDemoDirectory({ count, seed });
  const generated = performance.now();
  await seedDirectory({ db, data });
  return {
    lawyers: data.lawyers.length,
    generateMs: Math.round(generated - started),
    insertMs: Math.round(performance.now() - generated),
  };
}

/** First start: an empty directory gets the demo data; a directory with lawyers is never touched. */
export async function seedDemoDirectoryIfEmpty({
  db,
  count,
  seed,
}: {
  db: Kysely<Database>;
  count: number;
  seed: number;
}): Promise<Awaited<ReturnType<typeof seedDemoDirectory>> | undefined> {
  if ((await countLawyers({ db })) > 0) return undefined;
  return seedDemoDirectory({ db, count, seed });
}
