import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import type { NewLawyer } from '../schema.ts';
import { openMigratedPglite } from '../testing.ts';

describe('migration 0100: the bio in English, French or both', () => {
  let database: DatabaseHandle;
  let cityId: number;

  const lawyer = (bios: Pick<NewLawyer, 'bio' | 'bio_fr'>): NewLawyer => ({
    name: 'Marie Tremblay',
    firm_name: null,
    photo: null,
    practice_areas: ['family-law'],
    city_id: cityId,
    province: 'QC',
    address: '1, rue Principale',
    phone: '5145550100',
    email: 'marie@example.ca',
    website: null,
    linkedin: null,
    experience: 10,
    hourly_rate: 250,
    fee_structure: 'Hourly',
    specializations: [],
    languages: ['French'],
    ...bios,
  });

  const insert = (bios: Pick<NewLawyer, 'bio' | 'bio_fr'>) =>
    database.db
      .insertInto('lawyers')
      .values(lawyer(bios))
      .returning('id')
      .executeTakeFirstOrThrow();

  const matches = async (id: number, query: string, config: 'english' | 'french') => {
    const { rows } = await sql<{ found: boolean }>`
      select search_vector @@ websearch_to_tsquery(${config}::regconfig, ${query}) as found
      from lawyers where id = ${id}`.execute(database.db);
    return rows[0]?.found;
  };

  beforeAll(async () => {
    database = await openMigratedPglite();
    await database.db
      .insertInto('provinces')
      .values({ code: 'QC', name: 'Quebec', name_fr: 'Québec' })
      .execute();
    await database.db
      .insertInto('practice_areas')
      .values({ slug: 'family-law', name: 'Family Law' })
      .execute();
    ({ id: cityId } = await database.db
      .insertInto('cities')
      .values({ name: 'Montréal', name_ascii: 'Montreal', province: 'QC', lat: 45.5, lng: -73.6 })
      .returning('id')
      .executeTakeFirstOrThrow());
  }, 30_000);

  afterAll(() => database?.close());

  it('takes a French bio alone, an English bio alone, or both', async () => {
    await expect(
      insert({ bio: null, bio_fr: 'Avocate en droit de la famille.' }),
    ).resolves.toBeDefined();
    await expect(insert({ bio: 'Family lawyer.', bio_fr: null })).resolves.toBeDefined();
    await expect(insert({ bio: 'Family lawyer.', bio_fr: 'Avocate.' })).resolves.toBeDefined();
  });

  it('refuses a profile without a bio in either language, blank included', async () => {
    await expect(insert({ bio: null, bio_fr: null })).rejects.toThrow(/lawyers_bio_present/);
    await expect(insert({ bio: '', bio_fr: null })).rejects.toThrow(/lawyers_bio_present/);
    await expect(insert({ bio: null, bio_fr: '' })).rejects.toThrow(/lawyers_bio_present/);
  });

  it('searches the French bio with French stemming, and keeps it current on update', async () => {
    const { id } = await insert({
      bio: null,
      bio_fr: 'Successions immobilières et garde partagée des enfants.',
    });
    expect(await matches(id, 'succession immobiliere', 'french')).toBe(true);
    expect(await matches(id, 'enfant', 'french')).toBe(true);
    expect(await matches(id, 'testament', 'french')).toBe(false);

    await database.db
      .updateTable('lawyers')
      .set({ bio_fr: 'Testaments et mandats de protection.' })
      .where('id', '=', id)
      .execute();
    expect(await matches(id, 'testament', 'french')).toBe(true);
    expect(await matches(id, 'enfant', 'french')).toBe(false);
  });

  it('keeps the English bio searchable through the English dictionary', async () => {
    const { id } = await insert({ bio: 'Helps families through divorces.', bio_fr: null });
    expect(await matches(id, 'divorce family', 'english')).toBe(true);
  });
});
