import { describe, expect, it } from 'vitest';
import { LEGAL_ISSUE_OPTIONS, lawyerContactSchema } from './lawyer-contact.ts';
import { messagesOf } from './test-helpers.ts';

const valid = {
  name: '  Jane Doe ',
  email: ' Jane.Doe@Example.COM ',
  phone: '(416) 555-0123',
  legalIssue: 'Divorce',
  message: 'I need advice about my separation.',
};

/** The spec's message for each field, for a wrong value as for a missing one. */
const specMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  legalIssue: 'Please select a legal issue',
  message: 'Message must be at least 10 characters',
};

describe('lawyerContactSchema', () => {
  it('accepts a complete form and normalises it', () => {
    expect(lawyerContactSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
    });
  });

  it('gives the spec’s message for each rule', () => {
    expect(
      messagesOf(lawyerContactSchema, {
        name: ' J ',
        email: 'not-an-email',
        phone: '555-0123',
        legalIssue: '',
        message: 'Too short',
      }),
    ).toEqual(specMessages);
  });

  it('gives the same messages when fields are missing', () => {
    expect(messagesOf(lawyerContactSchema, {})).toEqual(specMessages);
  });

  it('counts characters after trimming', () => {
    expect(messagesOf(lawyerContactSchema, { ...valid, message: '   123456789   ' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses phone numbers with letters and legal issues off the list', () => {
    expect(messagesOf(lawyerContactSchema, { ...valid, phone: 'call me maybe' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(messagesOf(lawyerContactSchema, { ...valid, legalIssue: 'Piracy' })).toEqual({
      legalIssue: 'Please select a legal issue',
    });
  });

  it('lists the spec’s ten legal issues', () => {
    expect(LEGAL_ISSUE_OPTIONS).toHaveLength(10);
    expect(LEGAL_ISSUE_OPTIONS.at(-1)).toBe('Other');
  });
});
