import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { EMERGENCY_SERVICES, EMERGENCY_SITUATIONS } from './emergency.ts';

describe('emergency content', () => {
  it('puts 911 first', () => {
    expect(EMERGENCY_SERVICES[0]?.phone).toBe('911');
  });

  it('covers the spec’s four criminal and four civil situations', () => {
    const slugs = (kind: string) =>
      EMERGENCY_SITUATIONS.filter((s) => s.kind === kind).map((s) => s.slug);
    expect(slugs('criminal')).toEqual([
      'arrest-or-detention',
      'search-warrants',
      'immigration-detention',
      'domestic-violence-charges',
    ]);
    expect(slugs('civil')).toEqual([
      'emergency-custody',
      'restraining-order-violations',
      'unlawful-eviction',
      'mental-health-commitments',
    ]);
    expect(findDuplicates(EMERGENCY_SITUATIONS.map((s) => s.slug))).toEqual([]);
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent([EMERGENCY_SERVICES, EMERGENCY_SITUATIONS])).toEqual([]);
  });
});
