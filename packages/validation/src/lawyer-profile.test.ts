import { describe, expect, it } from 'vitest';
import { lawyerProfileSchema } from './lawyer-profile.ts';
import { newProfileDetails } from './practice-details.ts';
import { messagesOf } from './test-helpers.ts';

const valid = {
  name: 'Marie Tremblay',
  email: 'Marie.Tremblay@Example.ca',
  phone: '5145550123',
  practiceArea: 'Family Law',
  location: 'Montréal, QC',
  city: 'Montréal',
  province: 'QC',
  address: '1250, rue Notre-Dame, bureau 300',
  experience: 14,
  hourlyRate: '325',
  bio: 'Family lawyer serving Montréal families.',
  specializations: ['Divorce', ' Child Support ', 'Divorce', ''],
  languages: ['French', 'English'],
  feeStructure: 'Hourly, Retainer',
  website: '',
  linkedin: 'https://linkedin.example.com/in/marie-tremblay',
};

describe('lawyerProfileSchema', () => {
  it('refuses any JSON value that is not an object without throwing (issue 38)', () => {
    for (const value of [null, undefined, [], ['x'], 0, 'x', true]) {
      expect(() => lawyerProfileSchema.safeParse(value)).not.toThrow();
      expect(lawyerProfileSchema.safeParse(value).success).toBe(false);
    }
  });

  it('accepts a complete profile and normalises it', () => {
    expect(lawyerProfileSchema.parse(valid)).toEqual({
      ...valid,
      email: 'marie.tremblay@example.ca',
      hourlyRate: 325,
      specializations: ['Divorce', 'Child Support'],
      website: undefined,
      // A client that does not send the practice details gets a new profile's (issue 20).
      ...newProfileDetails(),
    });
  });

  it('says "{Field} is required" for each required text', () => {
    const blank = {
      ...valid,
      name: '',
      phone: '',
      practiceArea: ' ',
      location: '',
      city: '',
      province: '',
      address: '',
      feeStructure: '',
    };
    expect(messagesOf(lawyerProfileSchema, blank)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      practiceArea: 'Practice area is required',
      location: 'Location is required',
      city: 'City is required',
      province: 'Province is required',
      address: 'Address is required',
      feeStructure: 'Fee structure is required',
    });
  });

  it('gives the spec’s messages for email, numbers, bio and lists', () => {
    const bad = {
      ...valid,
      email: 'marie',
      experience: -2,
      hourlyRate: -1,
      bio: 'Short',
      specializations: [' '],
      languages: [],
    };
    expect(messagesOf(lawyerProfileSchema, bad)).toEqual({
      email: 'Please enter a valid email address',
      experience: 'Experience must be positive',
      hourlyRate: 'Hourly rate must be positive',
      bio: 'Bio must be at least 10 characters',
      specializations: 'At least one specialization is required',
      languages: 'At least one language is required',
    });
  });

  it('needs the numbers and the lists to be present', () => {
    const { experience: _e, hourlyRate: _h, specializations: _s, languages: _l, ...rest } = valid;
    expect(messagesOf(lawyerProfileSchema, { ...rest, experience: '' })).toEqual({
      experience: 'Experience is required',
      hourlyRate: 'Hourly rate is required',
      specializations: 'At least one specialization is required',
      languages: 'At least one language is required',
    });
    expect(messagesOf(lawyerProfileSchema, { ...valid, experience: 'ten' })).toEqual({
      experience: 'Experience must be a number',
    });
  });

  it('checks the phone format and keeps website and linkedin optional', () => {
    expect(messagesOf(lawyerProfileSchema, { ...valid, phone: '555-01' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
    const { website: _w, linkedin: _l, ...withoutLinks } = valid;
    expect(lawyerProfileSchema.safeParse(withoutLinks).success).toBe(true);
    expect(messagesOf(lawyerProfileSchema, { ...valid, linkedin: 'ftp://example.com' })).toEqual({
      linkedin: 'Please enter a valid LinkedIn address',
    });
  });

  it('takes the postal code as people type it and stores it as Canada Post writes it', () => {
    for (const typed of ['h2y1c6', 'H2Y-1C6', ' h2y 1c6 ', 'H2Y  1C6']) {
      expect(lawyerProfileSchema.parse({ ...valid, postalCode: typed }).postalCode).toBe('H2Y 1C6');
    }
    // Optional: absent or blank is none.
    expect(lawyerProfileSchema.parse(valid).postalCode).toBeUndefined();
    expect(lawyerProfileSchema.parse({ ...valid, postalCode: '  ' }).postalCode).toBeUndefined();
    for (const wrong of ['90210', 'H2Y 1C', 'H2Y 1C66', '2HY 1C6', 'H2Y\u00001C6', 'É2Y 1C6', 7]) {
      expect(messagesOf(lawyerProfileSchema, { ...valid, postalCode: wrong })).toEqual({
        postalCode: 'Enter a Canadian postal code, like A1A 1A1',
      });
    }
    expect(messagesOf(lawyerProfileSchema, { ...valid, postalCode: 'x'.repeat(10_000) })).toEqual({
      postalCode: 'Enter a Canadian postal code, like A1A 1A1',
    });
  });

  it('takes the bio in English, in French or in both, each with the bio’s rules', () => {
    const bioFr = 'Avocate en droit de la famille à Montréal.';
    expect(lawyerProfileSchema.parse({ ...valid, bio: '', bioFr }).bio).toBeUndefined();
    expect(lawyerProfileSchema.parse({ ...valid, bio: null, bioFr: ` ${bioFr} ` }).bioFr).toBe(
      bioFr,
    );
    expect(lawyerProfileSchema.parse({ ...valid, bioFr })).toMatchObject({ bio: valid.bio, bioFr });
    expect(lawyerProfileSchema.parse(valid).bioFr).toBeUndefined();
    expect(messagesOf(lawyerProfileSchema, { ...valid, bioFr: 'Courte' })).toEqual({
      bioFr: 'Bio must be at least 10 characters',
    });
    expect(messagesOf(lawyerProfileSchema, { ...valid, bioFr: 'é'.repeat(5001) })).toEqual({
      bioFr: 'Bio must be at most 5000 characters',
    });
  });

  it('needs a bio in at least one language, and says so with the other fields’ messages', () => {
    expect(messagesOf(lawyerProfileSchema, { ...valid, bio: ' ', bioFr: '' })).toEqual({
      bio: 'Bio must be at least 10 characters',
    });
    const { bio: _b, ...withoutBio } = valid;
    expect(messagesOf(lawyerProfileSchema, { ...withoutBio, name: '' })).toEqual({
      name: 'Name is required',
      bio: 'Bio must be at least 10 characters',
    });
    // An aborting issue elsewhere (no experience at all) does not hide it.
    const { experience: _e, ...withoutExperience } = withoutBio;
    expect(messagesOf(lawyerProfileSchema, withoutExperience)).toEqual({
      experience: 'Experience is required',
      bio: 'Bio must be at least 10 characters',
    });
  });
});
