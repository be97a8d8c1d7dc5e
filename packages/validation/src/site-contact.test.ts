import { describe, expect, it } from 'vitest';
import { SITE_CONTACT_CATEGORIES, siteContactSchema } from './site-contact.ts';
import { messagesOf } from './test-helpers.ts';

const valid = {
  name: 'Sam Lee',
  email: 'Sam@Example.org',
  phone: '',
  category: 'Technical Support',
  subject: 'Login issue',
  message: 'I cannot sign in to my account.',
};

describe('siteContactSchema', () => {
  it('accepts a form without a phone number', () => {
    expect(siteContactSchema.parse(valid)).toEqual({
      ...valid,
      email: 'sam@example.org',
      phone: undefined,
    });
    const { phone: _phone, ...withoutPhone } = valid;
    expect(siteContactSchema.safeParse(withoutPhone).success).toBe(true);
  });

  it('checks a phone number when one is given', () => {
    expect(siteContactSchema.parse({ ...valid, phone: ' 902 555 0199 ' }).phone).toBe(
      '902 555 0199',
    );
    expect(messagesOf(siteContactSchema, { ...valid, phone: '12' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('gives the spec’s message for each rule', () => {
    expect(
      messagesOf(siteContactSchema, {
        name: '',
        email: '',
        category: 'Spam',
        subject: 'Hi',
        message: '',
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      category: 'Please select a category',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('lists the spec’s seven categories', () => {
    expect(SITE_CONTACT_CATEGORIES).toHaveLength(7);
    expect(SITE_CONTACT_CATEGORIES).toContain('Feedback & Suggestions');
  });
});
