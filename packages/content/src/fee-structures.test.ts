import { describe, expect, it } from 'vitest';
import { formatFeeStructure, parseFeeStructure } from './fee-structures.ts';

describe('fee structures', () => {
  it('formats in the canonical order without duplicates', () => {
    expect(formatFeeStructure(['Retainer', 'Hourly', 'Retainer'])).toBe('Hourly, Retainer');
  });

  it('parses case-insensitively and drops unknown parts', () => {
    expect(parseFeeStructure(' retainer ,FLAT FEE, barter')).toEqual(['Flat fee', 'Retainer']);
  });
});
