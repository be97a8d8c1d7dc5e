import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { searchSelfHelp, SELF_HELP } from './self-help.ts';

describe('SELF_HELP', () => {
  it('has uniquely named categories, each with resources', () => {
    expect(findDuplicates(SELF_HELP.map((c) => c.slug))).toEqual([]);
    for (const category of SELF_HELP) expect(category.resources.length).toBeGreaterThan(0);
  });

  it('gives every province and territory a legal-information resource', () => {
    expect(SELF_HELP[0]?.resources).toHaveLength(13);
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent(SELF_HELP)).toEqual([]);
  });
});

describe('searchSelfHelp', () => {
  it('returns everything for an empty query', () => {
    expect(searchSelfHelp('  ')).toHaveLength(SELF_HELP.length);
  });

  it('matches category names case-insensitively and keeps their resources', () => {
    const [family] = searchSelfHelp('FAMILY LAW');
    expect(family?.slug).toBe('family-law');
    expect(family?.resources).toHaveLength(3);
  });

  it('matches resource names and descriptions, keeping only matching resources', () => {
    expect(searchSelfHelp('canlii').flatMap((c) => c.resources.map((r) => r.name))).toContain(
      'CanLII',
    );
    const strata = searchSelfHelp('strata');
    expect(strata.flatMap((c) => c.resources.map((r) => r.name))).toEqual([
      'Civil Resolution Tribunal (BC)',
    ]);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSelfHelp('zzzz-no-match')).toEqual([]);
  });
});
