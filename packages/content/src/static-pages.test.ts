import { describe, expect, it } from 'vitest';
import { ABOUT } from './about.ts';
import { auditContent, findDuplicates } from './content-audit.ts';
import type { PolicyDocument } from './policy.types.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { toPlainText } from './rich-text.ts';
import { TERMS } from './terms.ts';
import { VERIFIED_MEANING } from './verification.ts';

const text = (doc: PolicyDocument) => doc.sections.map((s) => toPlainText(s.body)).join('\n');

describe('privacy policy and terms', () => {
  it('have 10 and 15 sections with unique ids, numbered in order', () => {
    expect(PRIVACY_POLICY.sections).toHaveLength(10);
    expect(TERMS.sections).toHaveLength(15);
    for (const doc of [PRIVACY_POLICY, TERMS]) {
      expect(findDuplicates(doc.sections.map((s) => s.id))).toEqual([]);
      doc.sections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `), s.title).toBe(true));
    }
  });

  it('carry a real last-updated date', () => {
    for (const doc of [PRIVACY_POLICY, TERMS])
      expect(Number.isNaN(Date.parse(doc.lastUpdated))).toBe(false);
  });

  it('name the person in charge of personal information and the Law 25 essentials', () => {
    const policy = text(PRIVACY_POLICY);
    for (const phrase of [
      'Privacy Officer',
      'top of this page',
      'Law 25',
      'consent',
      'within 30 days',
      'register of every confidentiality incident',
      'not intended for children under 13',
    ])
      expect(policy, phrase).toContain(phrase);
  });

  it('say what "Verified" means and that content is not legal advice', () => {
    const terms = text(TERMS);
    expect(terms).toContain(VERIFIED_MEANING);
    expect(terms).toContain('self-reported');
    expect(terms).toContain('not legal advice');
  });

  it('hold no operator contact details: those are configuration, shown beside the text', () => {
    expect(auditContent([PRIVACY_POLICY, TERMS, ABOUT])).toEqual([]);
    for (const doc of [PRIVACY_POLICY, TERMS]) {
      expect(text(doc)).not.toMatch(/@|\d{3}-\d{3}-\d{4}/);
    }
    expect(ABOUT.contact).not.toHaveProperty('email');
    expect(ABOUT.contact).not.toHaveProperty('phone');
  });
});

describe('ABOUT', () => {
  it('lists the 13 provinces and territories and takes directory figures from live counts', () => {
    expect(ABOUT.provinces).toHaveLength(13);
    // Every figure is counted live: none is written in.
    expect(ABOUT.statistics.map((s) => s.live)).toEqual([
      'lawyers',
      'cities',
      'practiceAreas',
      'provinces',
    ]);
  });
});
