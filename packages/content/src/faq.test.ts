import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { FAQ, FAQ_CATEGORIES, filterFaq } from './faq.ts';
import { toPlainText } from './rich-text.ts';
import { VERIFIED_MEANING } from './verification.ts';

describe('FAQ', () => {
  it('has entries in each of the five categories, with unique ids', () => {
    expect(FAQ_CATEGORIES.map((c) => c.id)).toEqual([
      'general',
      'finding',
      'fees',
      'process',
      'directory',
    ]);
    for (const { id } of FAQ_CATEGORIES)
      expect(FAQ.filter((e) => e.category === id).length, id).toBeGreaterThanOrEqual(3);
    expect(findDuplicates(FAQ.map((e) => e.id))).toEqual([]);
  });

  it('says what "Verified" means in the words of DESIGN §5.2', () => {
    const answer = FAQ.find((e) => e.id === 'verified-badge')?.answer ?? [];
    expect(toPlainText(answer)).toContain(VERIFIED_MEANING);
    expect(toPlainText(answer)).toContain('self-reported');
  });

  it('is free of unsafe addresses and malformed numbers', () => {
    expect(auditContent(FAQ)).toEqual([]);
  });
});

describe('filterFaq', () => {
  it('lists a category’s entries when there is no query', () => {
    expect(filterFaq({ query: ' ', category: 'fees' }).map((e) => e.id)).toEqual([
      'how-lawyers-charge',
      'dispute-a-bill',
      'contingency-allowed',
    ]);
  });

  it('matches question or answer text, case-insensitively, within the category', () => {
    expect(filterFaq({ query: 'SOLICITOR-CLIENT', category: 'process' }).map((e) => e.id)).toEqual([
      'confidentiality',
    ]);
    expect(filterFaq({ query: 'first meeting', category: 'process' }).map((e) => e.id)).toEqual([
      'first-meeting',
    ]);
    expect(filterFaq({ query: 'solicitor-client', category: 'general' })).toEqual([]);
  });
});
