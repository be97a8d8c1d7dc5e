import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_LEGAL_ISSUES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
} from './consultation.ts';
import {
  CONSULTATION_ISSUE_LABELS,
  CONSULTATION_TYPE_LABELS,
  formatTimeSlot,
  labelIn,
  LEGAL_ISSUE_LABELS,
  SITE_CONTACT_CATEGORY_LABELS,
} from './inquiry-labels.ts';
import { LEGAL_ISSUE_OPTIONS } from './lawyer-contact.ts';
import { SITE_CONTACT_CATEGORIES } from './site-contact.ts';

describe('the inquiry forms’ labels in both languages', () => {
  it.each([
    ['legal issues', LEGAL_ISSUE_LABELS, LEGAL_ISSUE_OPTIONS],
    ['consultation issues', CONSULTATION_ISSUE_LABELS, CONSULTATION_LEGAL_ISSUES],
    ['consultation types', CONSULTATION_TYPE_LABELS, CONSULTATION_TYPES],
    ['contact categories', SITE_CONTACT_CATEGORY_LABELS, SITE_CONTACT_CATEGORIES],
  ] as const)('names every one of the %s, in each language', (_name, table, values) => {
    for (const locale of ['en', 'fr'] as const) {
      expect(Object.keys(table[locale]).sort()).toEqual([...values].sort());
    }
    // French typography: the typographic apostrophe.
    expect(Object.values(table.fr).join(' ')).not.toContain("'");
  });

  it('gives a stored value its label, or the value itself when it has none', () => {
    expect(labelIn(LEGAL_ISSUE_LABELS, 'fr', 'Child Custody')).toBe('Garde des enfants');
    expect(labelIn(CONSULTATION_ISSUE_LABELS, 'en', 'wills-estates')).toBe('Wills & Estates');
    expect(labelIn(LEGAL_ISSUE_LABELS, 'fr', 'toString')).toBe('toString');
  });

  it('writes every slot the French way in French, as stored in English', () => {
    expect(formatTimeSlot('9:00 AM', 'fr')).toBe('9\u00a0h');
    expect(formatTimeSlot('1:30 PM', 'fr')).toBe('13\u00a0h\u00a030');
    expect(formatTimeSlot('12:00 PM', 'fr')).toBe('12\u00a0h');
    expect(formatTimeSlot('1:30 PM', 'en')).toBe('1:30 PM');
    expect(formatTimeSlot('whenever', 'fr')).toBe('whenever');
    for (const slot of CONSULTATION_TIME_SLOTS)
      expect(formatTimeSlot(slot, 'fr')).toMatch(/^\d+\u00a0h/);
  });
});
