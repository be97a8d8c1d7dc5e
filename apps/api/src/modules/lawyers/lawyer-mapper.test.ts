import { describe, expect, it } from 'vitest';
import { adminLawyerRowSchema, adminLawyerSchema, exportLawyerSchema } from '@cld/contract/admin';
import { lawyerSchema } from '@cld/contract/lawyers';
import { myProfileSchema } from '@cld/contract/my-profile';
import {
  toAdminLawyer,
  toAdminLawyerRow,
  toExportLawyer,
  toOwnerLawyer,
  toPublicLawyer,
  verificationOf,
} from './lawyer-mapper.ts';
import type { AdminLawyerSource, OwnerLawyerRow, ProfileRow } from './lawyer-mapper.ts';

const profile: ProfileRow = {
  id: 7,
  name: 'Marie Tremblay',
  firm_name: 'Tremblay Avocats',
  practice_areas: ['family-law', 'immigration-law'],
  practice_area_names: ['Family Law', 'Immigration Law'],
  city: 'Laval',
  province: 'QC',
  address: '1 rue Principale',
  postal_code: 'H7N 1A1',
  phone: '450-555-0100',
  website: null,
  linkedin: 'https://www.linkedin.com/in/marie',
  experience: 12,
  hourly_rate: 250,
  fee_structure: 'Hourly',
  bio: 'Family law in Laval.',
  bio_fr: 'Droit de la famille à Laval.',
  specializations: ['Custody'],
  languages: ['English', 'French'],
  location_text: null,
  free_consultation_minutes: 30,
  flat_fees: [{ service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 }],
  fee_offers: ['free-consultation', 'flat-fees', 'sliding-scale'],
  funding: ['legal-aid'],
  meeting_modes: ['in-person', 'video'],
  step_free_access: true,
  office_hours: {
    mon: [{ opens: '09:00', closes: '17:00' }],
    tue: [{ opens: '09:00', closes: '17:00' }],
    wed: [{ opens: '09:00', closes: '17:00' }],
    thu: [{ opens: '09:00', closes: '17:00' }],
    fri: [{ opens: '09:00', closes: '12:00' }],
    sat: [],
    sun: [],
  },
  accepting_clients: true,
  accepting_confirmed_at: new Date(),
  created_at: new Date('2026-01-02T03:04:05Z'),
  updated_at: '2026-03-04T05:06:07.000Z',
};

const owner: OwnerLawyerRow = {
  ...profile,
  photo: null,
  email: 'marie@example.com',
  rating: '4.50',
  review_count: 6,
  reply_median_seconds: 3600,
  reply_within_day_share: 0.75,
  reply_sample: 4,
  is_verified: true,
  is_demo: false,
  licence_number: 'B-1234',
  regulator: 'barreau-du-quebec',
  verified_at: new Date('2026-02-01T00:00:00Z'),
  verification_status: 'verified',
  verification_requested_at: new Date('2026-01-15T00:00:00Z'),
  rejection_reason: 'An old reason',
};

const admin: AdminLawyerSource = {
  ...profile,
  owner_id: 3,
  owner_email: 'owner@example.com',
  email: 'marie@example.com',
  is_hidden: false,
  hidden_reason: null,
  verification_status: 'pending',
  licence_number: 'B-1234',
  regulator: 'barreau-du-quebec',
  licence_class: null,
  verification_notes: null,
  rejection_reason: null,
  verification_requested_at: '2026-01-15T00:00:00Z',
  verified_at: null,
  verified_by_email: null,
};

describe('toPublicLawyer', () => {
  it('maps a row to exactly the public schema, the e-mail only when the row has it', () => {
    const { email: _email, ...anonymous } = owner;
    const lawyer = toPublicLawyer(anonymous);
    expect(lawyerSchema.strict().parse(lawyer)).toEqual(lawyer);
    expect(lawyer).not.toHaveProperty('email');
    expect(lawyer).toMatchObject({
      practiceArea: 'Family Law',
      practiceAreas: ['Family Law', 'Immigration Law'],
      location: 'Laval, QC',
      bio: 'Family law in Laval.',
      bioFr: 'Droit de la famille à Laval.',
      rating: 4.5,
      reviewCount: 6,
      responsiveness: { medianReplySeconds: 3600, withinDayShare: 0.75, requestCount: 4 },
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-03-04T05:06:07.000Z',
      verification: {
        regulator: 'barreau-du-quebec',
        verifiedAt: '2026-02-01T00:00:00.000Z',
        licenceNumber: 'B-1234',
        demo: false,
      },
    });
    expect(toPublicLawyer(owner).email).toBe('marie@example.com');
  });

  it('falls back to the slugs when the taxonomy names none of them', () => {
    const lawyer = toPublicLawyer({ ...owner, practice_area_names: [] });
    expect(lawyer.practiceAreas).toEqual(['family-law', 'immigration-law']);
    expect(lawyer.practiceArea).toBe('family-law');
    expect(
      toPublicLawyer({ ...owner, practice_areas: [], practice_area_names: [] }).practiceArea,
    ).toBe('');
  });
});

describe('verificationOf', () => {
  it('shows a verification only for a verified profile with a regulator and a date', () => {
    expect(verificationOf({ ...owner, is_verified: false })).toBeNull();
    expect(verificationOf({ ...owner, regulator: null })).toBeNull();
    expect(verificationOf({ ...owner, verified_at: null })).toBeNull();
    expect(verificationOf({ ...owner, is_demo: true })?.demo).toBe(true);
  });
});

describe('toOwnerLawyer', () => {
  it('is the public lawyer plus the owner’s verification record', () => {
    const mine = toOwnerLawyer(owner);
    expect(myProfileSchema.strict().parse(mine)).toEqual(mine);
    expect(mine).toEqual({
      ...toPublicLawyer(owner),
      licenceNumber: 'B-1234',
      regulator: 'barreau-du-quebec',
      verificationStatus: 'verified',
      verificationRequestedAt: '2026-01-15T00:00:00.000Z',
      rejectionReason: null,
      acceptingClientsStated: toPublicLawyer(owner).acceptingClients,
    });
  });

  it('lapses "accepting new clients" from the public view after 90 days, not from the owner’s', () => {
    const lapsed = { ...owner, accepting_confirmed_at: new Date(Date.now() - 91 * 86_400_000) };
    expect(toPublicLawyer(lapsed).acceptingClients).toBeNull();
    expect(toOwnerLawyer(lapsed).acceptingClientsStated).toEqual({
      accepting: true,
      confirmedAt: new Date(lapsed.accepting_confirmed_at).toISOString(),
    });
    const fresh = { ...owner, accepting_confirmed_at: new Date(Date.now() - 89 * 86_400_000) };
    expect(toPublicLawyer(fresh).acceptingClients?.accepting).toBe(true);
  });

  it('shows the typed location, and "City, PR" for a profile from before it was kept', () => {
    expect(toPublicLawyer({ ...owner, location_text: 'Downtown Laval' }).location).toBe(
      'Downtown Laval',
    );
    expect(toPublicLawyer({ ...owner, location_text: null }).location).toBe('Laval, QC');
  });

  it('shows the rejection reason only while the profile is rejected', () => {
    expect(toOwnerLawyer(owner).rejectionReason).toBeNull();
    expect(
      toOwnerLawyer({ ...owner, verification_status: 'rejected', is_verified: false })
        .rejectionReason,
    ).toBe('An old reason');
  });
});

describe('the administrator’s views', () => {
  it('maps the whole record, the list row and the export to their schemas', () => {
    const lawyer = toAdminLawyer(admin);
    expect(adminLawyerSchema.strict().parse(lawyer)).toEqual(lawyer);
    expect(lawyer).toMatchObject({
      ownerEmail: 'owner@example.com',
      location: 'Laval, QC',
      verificationRequestedAt: '2026-01-15T00:00:00.000Z',
      verifiedAt: null,
    });
    const row = toAdminLawyerRow(admin);
    expect(adminLawyerRowSchema.strict().parse(row)).toEqual(row);
    const exported = toExportLawyer(admin);
    expect(exportLawyerSchema.strict().parse(exported)).toEqual(exported);
    expect(exported).not.toHaveProperty('ownerEmail');
    expect(exported).not.toHaveProperty('verifiedBy');
  });
});
