import { describe, expect, it } from 'vitest';
import {
  accountRegisterSchema,
  loginSchema,
  PROFESSIONAL_FIELDS_MESSAGE,
  portalRegisterSchema,
} from './auth.ts';
import { messagesOf } from './test-helpers.ts';

describe('loginSchema', () => {
  it('normalises the email and needs a password', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.CA ', password: 'x' })).toEqual({
      email: 'ann@example.ca',
      password: 'x',
    });
    expect(messagesOf(loginSchema, { email: 'ann', password: '' })).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
  });
});

describe('portalRegisterSchema', () => {
  it('gives the portal’s messages', () => {
    expect(
      messagesOf(portalRegisterSchema, {
        email: 'x',
        password: 'short',
        firstName: ' ',
        lastName: '',
      }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('accepts a one-letter name and trims names', () => {
    expect(
      portalRegisterSchema.parse({
        email: 'a@example.com',
        password: 'long enough',
        firstName: ' A ',
        lastName: 'Li',
      }),
    ).toEqual({ email: 'a@example.com', password: 'long enough', firstName: 'A', lastName: 'Li' });
  });
});

const customer = {
  firstName: 'Ann',
  lastName: 'Ng',
  email: 'ann@example.ca',
  password: 'a long passphrase',
  userType: 'customer',
  role: 'user',
};

const lawyer = {
  ...customer,
  userType: 'lawyer',
  phone: '6135550142',
  practiceArea: 'Family Law',
  location: 'Ottawa, ON',
  city: 'Ottawa',
  province: 'on',
  address: '100 Elgin Street',
  experience: '12',
  hourlyRate: '350',
  bio: 'Family lawyer in Ottawa.',
};

describe('accountRegisterSchema', () => {
  it('accepts a customer with only the account fields, blank extras dropped', () => {
    const parsed = accountRegisterSchema.parse({
      ...customer,
      phone: '',
      bio: ' ',
      experience: '',
    });
    expect(parsed).toMatchObject({
      ...customer,
      phone: undefined,
      bio: undefined,
      experience: undefined,
    });
  });

  it('gives a message for each account rule', () => {
    expect(
      messagesOf(accountRegisterSchema, {
        firstName: 'A',
        lastName: 'B',
        email: 'nope',
        password: '1234567',
        userType: 'admin',
      }),
    ).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      userType: 'Please select a user type',
    });
  });

  it('accepts a lawyer with every professional field, converting numbers and the province', () => {
    expect(accountRegisterSchema.parse(lawyer)).toMatchObject({
      province: 'ON',
      experience: 12,
      hourlyRate: 350,
    });
  });

  it.each([
    'phone',
    'practiceArea',
    'location',
    'city',
    'province',
    'address',
    'experience',
    'hourlyRate',
    'bio',
  ])('puts the professional-fields message on userType when a lawyer leaves %s empty', (field) => {
    expect(messagesOf(accountRegisterSchema, { ...lawyer, [field]: '' })).toEqual({
      userType: PROFESSIONAL_FIELDS_MESSAGE,
    });
  });

  it('names the missing professional fields even when the password is also wrong', () => {
    // An empty form: the password rule must not stop the form's own rule from running.
    const fields = ['firstName', 'lastName', 'email', 'password', 'phone', 'practiceArea', 'bio'];
    const empty = Object.fromEntries(fields.map((field) => [field, '']));
    const messages = messagesOf(accountRegisterSchema, { ...empty, userType: 'lawyer' });
    expect(messages.userType).toBe(PROFESSIONAL_FIELDS_MESSAGE);
    expect(messages.password).toBe('Password must be at least 8 characters');
    expect(
      messagesOf(accountRegisterSchema, { ...lawyer, phone: '', password: 'aaaaaaaa' }),
    ).toEqual({
      password:
        'This password is too easy to guess. Please avoid repeated characters and keyboard sequences',
      userType: PROFESSIONAL_FIELDS_MESSAGE,
    });
  });

  it('needs a lawyer’s bio to have 10 characters', () => {
    expect(messagesOf(accountRegisterSchema, { ...lawyer, bio: 'Too short' })).toEqual({
      bio: 'Bio must be at least 10 characters',
      userType: PROFESSIONAL_FIELDS_MESSAGE,
    });
  });

  it('takes a lawyer’s bio in French instead of English, or in both', () => {
    const bioFr = 'Avocate en droit de la famille à Ottawa.';
    expect(accountRegisterSchema.parse({ ...lawyer, bio: '', bioFr })).toMatchObject({
      bio: undefined,
      bioFr,
    });
    expect(accountRegisterSchema.safeParse({ ...lawyer, bioFr }).success).toBe(true);
    expect(messagesOf(accountRegisterSchema, { ...lawyer, bio: '', bioFr: 'Trop court' })).toEqual(
      {},
    );
    expect(messagesOf(accountRegisterSchema, { ...lawyer, bio: '', bioFr: 'Court' })).toEqual({
      bioFr: 'Bio must be at least 10 characters',
      userType: PROFESSIONAL_FIELDS_MESSAGE,
    });
  });

  it('refuses negative or fractional numbers and non-web links', () => {
    expect(
      messagesOf(accountRegisterSchema, { ...lawyer, experience: -1, hourlyRate: '-5' }),
    ).toEqual({
      experience: 'Experience must be positive',
      hourlyRate: 'Hourly rate must be positive',
    });
    expect(messagesOf(accountRegisterSchema, { ...lawyer, experience: '2.5' })).toEqual({
      experience: 'Experience must be a whole number of years',
    });
    expect(
      messagesOf(accountRegisterSchema, { ...lawyer, website: 'javascript:alert(1)' }),
    ).toEqual({
      website: 'Please enter a valid website address',
    });
  });
});
