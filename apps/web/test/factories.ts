import type { Lawyer } from '@cld/contract/lawyers';
import type { MyProfile } from '@cld/contract/my-profile';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';

let nextId = 1;

/** A fictional lawyer (reserved 555-01xx phone, example.com addresses); override what a test needs. */
export function makeLawyer(overrides: Partial<Lawyer> = {}): Lawyer {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Avery Tremblay',
    firmName: 'Tremblay Family Law',
    photo: null,
    practiceArea: 'Family Law',
    practiceAreas: ['Family Law', 'Wills & Estates'],
    location: 'Toronto, ON',
    city: 'Toronto',
    province: 'ON',
    address: '100 King Street West, Toronto, ON',
    postalCode: null,
    phone: '4165550123',
    website: 'https://tremblay.example.com',
    linkedin: null,
    experience: 12,
    hourlyRate: 350,
    feeStructure: 'Hourly',
    bio: 'Avery helps families through separation and parenting arrangements.',
    bioFr: null,
    specializations: ['Divorce', 'Child Custody', 'Spousal Support'],
    languages: ['English', 'French'],
    freeConsultationMinutes: null,
    flatFees: [],
    feeOffers: [],
    funding: [],
    meetingModes: ['in-person'],
    stepFreeAccess: null,
    officeHours: DEFAULT_OFFICE_HOURS,
    acceptingClients: null,
    rating: 4.6,
    reviewCount: 38,
    responsiveness: null,
    isVerified: true,
    verification: {
      regulator: 'law-society-of-ontario',
      verifiedAt: '2026-10-01T12:00:00.000Z',
      licenceNumber: 'P12345',
      demo: false,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in lawyer's own profile: a lawyer with the e-mail and the verification record. */
export function makeMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    ...makeLawyer({ isVerified: false, verification: null }),
    email: 'avery@tremblay.example.com',
    licenceNumber: 'LSO-12345',
    regulator: 'law-society-of-ontario',
    verificationStatus: 'unverified',
    verificationRequestedAt: null,
    rejectionReason: null,
    acceptingClientsStated: null,
    ...overrides,
  };
}
