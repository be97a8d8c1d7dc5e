import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consultationRequestBodySchema,
  contactRequestBodySchema,
  inquirySchema,
  replyBodySchema,
} from './inquiries.ts';
import { localeOf } from './languages.ts';

const consultation = {
  lawyerId: 7,
  name: 'Jane Doe',
  email: 'jane@example.ca',
  phone: '416-555-0123',
  preferredDate: '2026-11-22',
  preferredTime: '9:30 AM',
  consultationType: 'video-call',
  legalIssue: 'family-law',
  message: 'I would like to discuss custody.',
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('consultationRequestBodySchema', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes today from Canada's westernmost time zone at each parse", () => {
    // 06:30 UTC on the 23rd is still the 22nd in Vancouver, already the 23rd in Halifax.
    vi.useFakeTimers({ now: new Date('2026-11-23T06:30:00Z'), toFake: ['Date'] });
    expect(consultationRequestBodySchema.safeParse(consultation).success).toBe(true);
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    expect(messagesOf(consultationRequestBodySchema.safeParse(consultation))).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
  });

  it('reports the past date together with the other fields’ messages', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    expect(
      messagesOf(consultationRequestBodySchema.safeParse({ ...consultation, name: 'J' })),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      preferredDate: 'Preferred date cannot be in the past',
    });
  });
});

describe('contactRequestBodySchema', () => {
  it('accepts the lawyer id as a number or a numeric string, and an optional honeypot', () => {
    const body = {
      lawyerId: '12',
      name: 'Jane Doe',
      email: 'jane@example.ca',
      phone: '416-555-0123',
      legalIssue: 'Divorce',
      message: 'I need advice about my separation.',
    };
    expect(contactRequestBodySchema.parse(body)).toMatchObject({ lawyerId: 12 });
    expect(contactRequestBodySchema.parse({ ...body, website: 'x' })).toMatchObject({
      website: 'x',
    });
    expect(messagesOf(contactRequestBodySchema.safeParse({ ...body, lawyerId: 'abc' }))).toEqual({
      lawyerId: 'This lawyer is not available',
    });
  });
});

describe('replyBodySchema', () => {
  it('trims and requires a reply of at most 5000 characters', () => {
    expect(replyBodySchema.parse({ content: '  Thanks, call me.  ' })).toEqual({
      content: 'Thanks, call me.',
    });
    expect(messagesOf(replyBodySchema.safeParse({ content: '   ' }))).toEqual({
      content: 'Please write a reply',
    });
    expect(messagesOf(replyBodySchema.safeParse({ content: 'x'.repeat(5001) }))).toEqual({
      content: 'Reply must be at most 5000 characters',
    });
  });
});

describe('inquirySchema', () => {
  it('tells the two kinds apart by `kind`', () => {
    const base = {
      id: 1,
      lawyerId: 2,
      name: 'Jane',
      email: 'jane@example.ca',
      phone: '4165550123',
      legalIssue: 'Divorce',
      message: 'Please call me back.',
      createdAt: '2026-11-22T10:00:00.000Z',
      isRead: false,
      repliedAt: null,
      answeredAt: null,
      answeredElsewhere: false,
      conversation: [],
    };
    expect(inquirySchema.safeParse({ ...base, kind: 'contact' }).success).toBe(true);
    expect(inquirySchema.safeParse({ ...base, kind: 'consultation' }).success).toBe(false);
  });
});

describe("the page's language on the forms' bodies", () => {
  const contact = {
    lawyerId: 1,
    name: 'Jeanne Tremblay',
    email: 'jeanne@example.com',
    phone: '514-555-0100',
    legalIssue: 'Divorce',
    message: 'Bonjour, j’ai une question.',
  };

  it("is optional (older clients send none) and only 'en' or 'fr'", () => {
    expect(contactRequestBodySchema.parse(contact).locale).toBeUndefined();
    expect(contactRequestBodySchema.parse({ ...contact, locale: 'fr' }).locale).toBe('fr');
    expect(contactRequestBodySchema.safeParse({ ...contact, locale: 'de' }).success).toBe(false);
    expect(localeOf(contactRequestBodySchema.parse(contact))).toBe('en');
  });
});
