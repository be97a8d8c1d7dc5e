import { importLawyerSchema } from '@cld/contract/admin';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { describe, expect, it } from 'vitest';
import { demoLawyerToImport } from './seed.ts';

describe('demoLawyerToImport', () => {
  it('turns every demo lawyer into a valid import record', () => {
    const lawyers = Array.from(generateDirectory({ count: 300, seed: 3 }), (lawyer, index) =>
      demoLawyerToImport(lawyer, index),
    );
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

  // The whole default directory: every practice detail the generator draws passes the shared
  // validation schema (the profile form's rules), so the seed never writes what a lawyer could not.
  it('keeps every practice detail of the default demo directory within the shared schema', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const problems: string[] = [];
    let index = 0;
    for (const lawyer of generateDirectory()) {
      const record = demoLawyerToImport(lawyer, index++, now);
      const parsed = importLawyerSchema.safeParse(record);
      if (!parsed.success) {
        problems.push(`${lawyer.name}: ${JSON.stringify(parsed.error.issues)}`);
        continue;
      }
      // Nothing is lost on the way: the schema reads back what the generator stated.
      const data = parsed.data;
      const same =
        JSON.stringify(data.flatFees) === JSON.stringify(lawyer.flatFees) &&
        JSON.stringify(data.officeHours) === JSON.stringify(lawyer.officeHours) &&
        (data.freeConsultationMinutes ?? null) === lawyer.freeConsultationMinutes &&
        JSON.stringify(data.funding) === JSON.stringify(lawyer.funding) &&
        JSON.stringify(data.meetingModes) === JSON.stringify(lawyer.meetingModes) &&
        (data.stepFreeAccess ?? null) === lawyer.stepFreeAccess &&
        (data.acceptingClients ?? null) === (lawyer.acceptingClients?.accepting ?? null) &&
        data.otherPracticeAreas.length === lawyer.practiceAreas.length - 1;
      if (!same) problems.push(`${lawyer.name}: a detail changed`);
    }
    expect(index).toBe(8200);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 60_000);

  it('dates "accepting new clients" back from the seeding day', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const lawyer = [...generateDirectory({ count: 50, seed: 3 })].find(
      (l) => l.acceptingClients && l.acceptingClients.confirmedDaysAgo > 0,
    )!;
    const record = demoLawyerToImport(lawyer, 0, now);
    expect(record.acceptingClients).toBe(lawyer.acceptingClients!.accepting);
    expect(Date.parse(record.acceptingConfirmedAt!)).toBe(
      now.getTime() - lawyer.acceptingClients!.confirmedDaysAgo * 86_400_000,
    );
    expect(record.location).toBe(lawyer.location);
  });
});
