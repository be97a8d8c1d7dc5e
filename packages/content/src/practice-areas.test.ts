import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_SLUGS } from '@cld/reference/practice-areas';
import { findPracticeArea, PRACTICE_AREAS } from './practice-areas.ts';

describe('the taxonomy', () => {
  it('describe every reference practice area once, in the reference order', () => {
    expect(PRACTICE_AREAS.map((area) => area.slug)).toEqual(PRACTICE_AREA_SLUGS);
  });

  it('find an area by slug, name or consultation issue', () => {
    expect(findPracticeArea('Family Law')?.slug).toBe('family-law');
    expect(findPracticeArea(' BANKRUPTCY ')?.slug).toBe('bankruptcy-insolvency');
    expect(findPracticeArea('unknown')).toBeUndefined();
  });
});
