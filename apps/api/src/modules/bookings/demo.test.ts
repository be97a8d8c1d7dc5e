import { describe, expect, it } from 'vitest';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { availabilitySchema } from '@cld/validation/booking';
import { resetDirectory } from '../../db/seed.ts';
import { seedDemoDirectoryIfEmpty } from '../../db/demo-directory.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { demoAvailability } from './demo.ts';
import { listSlots } from './service.ts';

describe('demoAvailability', () => {
  const lawyers = [...generateDirectory({ count: 400, seed: 7 })];

  it('makes a realistic share of the demo lawyers bookable, each one a valid availability', () => {
    const available = lawyers.map(demoAvailability).filter((a) => a !== null);
    const share = available.length / lawyers.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
    for (const availability of available) {
      expect(availabilitySchema.safeParse(availability).success).toBe(true);
    }
  });

  it('only for lawyers taking new clients, and the same each time', () => {
    for (const lawyer of lawyers) {
      const availability = demoAvailability(lawyer);
      if (availability) expect(lawyer.acceptingClients?.accepting).toBe(true);
      expect(demoAvailability(lawyer)).toEqual(availability);
    }
  });
});

describe.each(testDatabaseKinds)('the seeded demo directory on %s', (kind) => {
  it('stores the availability, and its lawyers have open slots', async () => {
    const database = await openTestDatabase(kind);
    try {
      await resetDirectory({ db: database.db });
      await seedDemoDirectoryIfEmpty({ db: database.db, count: 60, seed: 11 });
      const rows = await database.db.selectFrom('booking_availability').selectAll().execute();
      const expected = [...generateDirectory({ count: 60, seed: 11 })].filter(
        (lawyer) => demoAvailability(lawyer) !== null,
      ).length;
      expect(rows).toHaveLength(expected);
      expect(expected).toBeGreaterThan(5);
      const [first] = rows;
      const slots = await listSlots({
        db: database.db,
        lawyerIdText: String(first!.lawyer_id),
        query: {},
      });
      expect(slots.bookable).toBe(true);
      expect(slots.slots.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
