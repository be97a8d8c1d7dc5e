import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_SLUGS } from '@cld/reference/practice-areas';
import { PROVINCES as PROVINCE_NAMES } from '@cld/reference/provinces';
import { findPracticeArea, PRACTICE_AREAS } from './practice-areas.ts';
import { PROVINCES } from './provinces.ts';

describe('the taxonomy and the provinces', () => {
  it('describe every reference practice area once, in the reference order', () => {
    expect(PRACTICE_AREAS.map((area) => area.slug)).toEqual(PRACTICE_AREA_SLUGS);
  });

  it('find an area by slug, name or consultation issue', () => {
    expect(findPracticeArea('Family Law')?.slug).toBe('family-law');
    expect(findPracticeArea(' BANKRUPTCY ')?.slug).toBe('bankruptcy-insolvency');
    expect(findPracticeArea('unknown')).toBeUndefined();
  });

  it('keep the reference codes and names of the provinces, each with its capital', () => {
    expect(PROVINCES.map(({ code, name, nameFr, kind }) => ({ code, name, nameFr, kind }))).toEqual(
      PROVINCE_NAMES,
    );
    for (const province of PROVINCES) expect(province.capital).not.toBe('');
  });
});
