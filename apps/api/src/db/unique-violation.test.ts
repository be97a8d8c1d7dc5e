import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it('knows PostgreSQL’s unique violation and nothing else', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
