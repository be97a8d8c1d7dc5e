import { importLawyerSchema } from '@cld/contract/admin';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { describe, expect, it } from 'vitest';
import { demoLawyerToImport } from './seed.ts';

describe('demoLawyerToImport', () => {
  it('turns every demo lawyer into a valid import record', () => {
    const lawyers = Array.from(generateDirectory({ count: 300, seed: 3 }), demoLawyerToImport);
    for (const lawyer of lawyers)
      expect(importLawyerSchema.safeParse(lawyer).error).toBeUndefined();
    const verified = lawyers.filter((lawyer) => lawyer.isVerified);
    expect(verified.length).toBeGreaterThan(0);
    for (const lawyer of verified) {
      expect(lawyer.licenceNumber).toMatch(/^DEMO-\d{7}$/);
      expect(lawyer.regulator).toBeTruthy();
    }
    expect(lawyers[0]?.practiceArea).toMatch(/^[A-Z]/);
    // Demo data says so: the site shows its notice while these lawyers are listed.
    expect(lawyers.every((lawyer) => lawyer.isDemo === true)).toBe(true);
  });
});
