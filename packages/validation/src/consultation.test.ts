import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_LEGAL_ISSUES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
  createConsultationSchema,
  todayIn,
} from './consultation.ts';
import { messagesOf } from './test-helpers.ts';

const schema = createConsultationSchema({ today: '2026-11-22' });
const valid = {
  name: 'Jane Doe',
  email: 'JANE@example.ca',
  phone: '416-555-0123',
  preferredDate: '2026-11-22',
  preferredTime: '9:30 AM',
  consultationType: 'video-call',
  legalIssue: 'family-law',
  message: 'I would like to discuss custody.',
};

describe('createConsultationSchema', () => {
  it('accepts a complete request for today', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, email: 'jane@example.ca' });
  });

  it('gives the spec’s message for each missing choice', () => {
    expect(
      messagesOf(schema, {
        ...valid,
        preferredDate: '',
        preferredTime: '',
        consultationType: '',
        legalIssue: '',
      }),
    ).toEqual({
      preferredDate: 'Please select a preferred date',
      preferredTime: 'Please select a preferred time',
      consultationType: 'Please select consultation type',
      legalIssue: 'Please describe your legal issue',
    });
  });

  it('follows the contact form’s rules for name, email, phone and message', () => {
    expect(
      messagesOf(schema, { ...valid, name: 'J', email: 'x@', phone: '123', message: 'short' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses a date before today and dates that do not exist', () => {
    expect(messagesOf(schema, { ...valid, preferredDate: '2026-11-21' })).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
    expect(messagesOf(schema, { ...valid, preferredDate: '2027-02-30' })).toEqual({
      preferredDate: 'Please select a preferred date',
    });
    expect(messagesOf(schema, { ...valid, preferredDate: '22/11/2026' })).toEqual({
      preferredDate: 'Please select a preferred date',
    });
    expect(schema.safeParse({ ...valid, preferredDate: '2027-01-05' }).success).toBe(true);
  });

  it('refuses a time outside the slots', () => {
    expect(messagesOf(schema, { ...valid, preferredTime: '5:30 PM' })).toEqual({
      preferredTime: 'Please select a preferred time',
    });
  });

  it('refuses a malformed today', () => {
    expect(() => createConsultationSchema({ today: 'tomorrow' })).toThrow(RangeError);
  });
});

describe('consultation options', () => {
  it('offers 30-minute slots from 9:00 AM through 5:00 PM in 12-hour form', () => {
    expect(CONSULTATION_TIME_SLOTS).toHaveLength(17);
    expect(CONSULTATION_TIME_SLOTS.slice(0, 3)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM']);
    expect(CONSULTATION_TIME_SLOTS).toContain('12:00 PM');
    expect(CONSULTATION_TIME_SLOTS).toContain('12:30 PM');
    expect(CONSULTATION_TIME_SLOTS.at(-1)).toBe('5:00 PM');
  });

  it('lists the spec’s types and legal issues', () => {
    expect(CONSULTATION_TYPES).toEqual([
      'in-person',
      'video-call',
      'phone-call',
      'initial-consultation',
    ]);
    expect(CONSULTATION_LEGAL_ISSUES).toHaveLength(16);
    expect(CONSULTATION_LEGAL_ISSUES.at(-1)).toBe('other');
  });
});

describe('todayIn', () => {
  it('gives the calendar date of the time zone', () => {
    const instant = new Date('2026-11-22T03:30:00Z');
    expect(todayIn('America/Toronto', instant)).toBe('2026-11-21');
    expect(todayIn('America/Halifax', instant)).toBe('2026-11-21');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
  });
});
