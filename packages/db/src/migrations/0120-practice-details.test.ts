import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import type { NewLawyer } from '../schema.ts';
import { openMigratedPglite } from '../testing.ts';

describe('migration 0120: what a lawyer states about cost, funding, how and when', () => {
  let database: DatabaseHandle;
  let cityId: number;

  const lawyer = (details: Partial<NewLawyer> = {}): NewLawyer => ({
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
    bio: 'Family law in Laval.',
    bio_fr: null,
    specializations: [],
    languages: ['French'],
    location_text: null,
    free_consultation_minutes: null,
    step_free_access: null,
    accepting_clients: null,
    accepting_confirmed_at: null,
    ...details,
  });

  const insert = (details: Partial<NewLawyer> = {}) =>
    database.db
      .insertInto('lawyers')
      .values(lawyer(details))
      .returning(['id', 'fee_offers', 'funding', 'meeting_modes', 'office_hours', 'flat_fees'])
      .executeTakeFirstOrThrow();

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
      .values({ name: 'Laval', name_ascii: 'Laval', province: 'QC', lat: 45.57, lng: -73.69 })
      .returning('id')
      .executeTakeFirstOrThrow());
  }, 30_000);

  afterAll(() => database.close());

  it('gives every profile nothing stated, in person and the spec’s hours', async () => {
    const row = await insert();
    expect(row).toMatchObject({
      fee_offers: [],
      funding: [],
      meeting_modes: ['in-person'],
      flat_fees: [],
    });
    expect(row.office_hours.mon).toEqual([{ opens: '09:00', closes: '18:00' }]);
    expect(row.office_hours.sat).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(row.office_hours.sun).toEqual([]);
  });

  it('keeps the offers in step with the details they follow from', async () => {
    await expect(
      insert({ free_consultation_minutes: 30, fee_offers: ['free-consultation'] }),
    ).resolves.toBeDefined();
    await expect(insert({ free_consultation_minutes: 30 })).rejects.toThrow(/fee_offers_follow/);
    await expect(insert({ fee_offers: ['free-consultation'] })).rejects.toThrow(
      /fee_offers_follow/,
    );
    await expect(insert({ fee_offers: ['flat-fees'] })).rejects.toThrow(/fee_offers_follow/);
    await expect(
      insert({
        flat_fees: JSON.stringify([{ service: 'Simple will', minPrice: 400, maxPrice: null }]),
        fee_offers: ['flat-fees', 'sliding-scale'],
      }),
    ).resolves.toBeDefined();
  });

  it('refuses words outside the vocabularies and lengths outside the limits', async () => {
    await expect(insert({ fee_offers: ['free-lunch'] })).rejects.toThrow(/check/);
    await expect(insert({ funding: ['lottery'] })).rejects.toThrow(/check/);
    await expect(insert({ meeting_modes: ['teleport'] })).rejects.toThrow(/check/);
    await expect(insert({ meeting_modes: [] })).rejects.toThrow(/check/);
    await expect(
      insert({ free_consultation_minutes: 5, fee_offers: ['free-consultation'] }),
    ).rejects.toThrow(/check/);
  });

  it('keeps "accepting new clients" with the date it was confirmed, or neither', async () => {
    await expect(insert({ accepting_clients: true })).rejects.toThrow(/accepting_confirmed/);
    await expect(
      insert({ accepting_clients: false, accepting_confirmed_at: new Date() }),
    ).resolves.toBeDefined();
  });

  it('deletes a photo with its lawyer', async () => {
    const { id } = await insert();
    await database.db
      .insertInto('lawyer_photos')
      .values({
        lawyer_id: id,
        version: '0123456789abcdef',
        content_type: 'image/webp',
        image: new Uint8Array([1, 2, 3]),
        width: 400,
        height: 400,
      })
      .execute();
    await database.db.deleteFrom('lawyers').where('id', '=', id).execute();
    const left = await database.db.selectFrom('lawyer_photos').select('lawyer_id').execute();
    expect(left).toEqual([]);
  });
});
