import type { Kysely } from 'kysely';
import { loadCities } from '@cld/content/cities.server';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import type { Database } from './schema.ts';
import { countLawyers, seedDirectory } from './seed.ts';
import type { DirectoryData } from './seed.ts';

/** The real places and taxonomy, with `count` fictional lawyers from the deterministic generator. */
export function buildDemoDirectory({
  count,
  seed,
}: {
  count: number;
  seed: number;
}): DirectoryData {
  return {
    provinces: PROVINCES,
    practiceAreas: PRACTICE_AREAS,
    cities: loadCities(),
    lawyers: Array.from(generateDirectory({ count, seed })),
  };
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
