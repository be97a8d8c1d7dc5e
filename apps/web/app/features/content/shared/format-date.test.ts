import { describe, expect, it } from 'vitest';
import { formatContentDate } from './format-date.ts';

describe('formatContentDate', () => {
  it('prints the calendar day of the content, whatever the time zone', () => {
    expect(formatContentDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatContentDate('2025-12-31')).toBe('December 31, 2025');
  });
});

describe('formatContentDate in French', () => {
  it('writes the day first and the month in French', () => {
    expect(formatContentDate('2026-11-24', 'fr')).toBe('24\u00a0novembre\u00a02026');
    expect(formatContentDate('2026-11-24')).toBe('November 24, 2026');
  });
});
