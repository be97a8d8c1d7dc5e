import { describe, expect, it } from 'vitest';
import { lawyerSearchQuerySchema } from './lawyers.ts';

describe('lawyerSearchQuerySchema', () => {
  it.each([
    [{ practiceAreas: 'family-law' }, { practiceAreas: ['family-law'] }],
    [{ practiceAreas: ['family-law', 'tax-law'] }, { practiceAreas: ['family-law', 'tax-law'] }],
    [{ practiceAreas: 'family-law, tax-law,' }, { practiceAreas: ['family-law', 'tax-law'] }],
    [{ province: ' qc ' }, { province: 'QC' }],
    [{ province: '', city: '  ', search: '' }, {}],
    [
      { experience: '10', page: '2', pageSize: '50' },
      { experience: 10, page: 2, pageSize: 50 },
    ],
  ])('accepts %j', (input, expected) => {
    expect(lawyerSearchQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    { experience: 'abc' },
    { experience: '-1' },
    { page: '0' },
    { pageSize: '51' },
    { province: 'XX' },
    { sort: 'random' },
    { search: 'x'.repeat(201) },
  ])('rejects %j', (input) => {
    expect(lawyerSearchQuerySchema.safeParse(input).success).toBe(false);
  });
});
