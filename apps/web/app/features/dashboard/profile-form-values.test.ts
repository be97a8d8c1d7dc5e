import { describe, expect, it } from 'vitest';
import { makeMyProfile } from '../../../test/factories.ts';
import {
  hasFeeStructure,
  toFormValues,
  toggleFeeStructure,
  toProfileInput,
} from './profile-form-values.ts';

const user = {
  id: 1,
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Quill',
  role: 'lawyer' as const,
  isVerified: false,
};

describe('toFormValues', () => {
  it('starts a new profile from the account’s name and email', () => {
    expect(toFormValues({ profile: null, user })).toMatchObject({
      name: 'Robin Quill',
      email: 'robin@example.com',
      phone: '',
      specializations: '',
    });
  });

  it('shows a saved profile’s lists as comma-separated text', () => {
    const profile = makeMyProfile({ linkedin: null, email: 'a@example.com' });
    expect(toFormValues({ profile, user })).toMatchObject({
      experience: '12',
      specializations: 'Divorce, Child Custody, Spousal Support',
      languages: 'English, French',
      linkedin: '',
    });
  });
});

describe('toProfileInput', () => {
  it('splits the lists on commas', () => {
    const values = { ...toFormValues({ profile: null, user }), languages: 'English, French,' };
    expect(toProfileInput(values).languages).toEqual(['English', 'French', '']);
  });
});

describe('the fee structure', () => {
  it('keeps the chosen ways of billing in a fixed order', () => {
    const retainer = toggleFeeStructure({ current: '', structure: 'Retainer', checked: true });
    const both = toggleFeeStructure({ current: retainer, structure: 'Hourly', checked: true });
    expect(both).toBe('Hourly, Retainer');
    expect(hasFeeStructure(both, 'Retainer')).toBe(true);
    expect(toggleFeeStructure({ current: both, structure: 'Retainer', checked: false })).toBe(
      'Hourly',
    );
  });
});
