import { LAW_SOCIETIES } from '@cld/content/law-societies';
import { REGULATORS } from '@cld/content/regulators';
import { REGULATOR_SLUGS } from '@cld/validation/licence';
import { describe, expect, it } from 'vitest';

// The contract may import only the validation package, so the slugs live there and in content.
describe('law society slugs', () => {
  it('are the same in the validation schemas and in the content', () => {
    expect(LAW_SOCIETIES.map((society) => society.slug).toSorted()).toEqual(
      [...REGULATOR_SLUGS].toSorted(),
    );
    expect(Object.keys(REGULATORS).toSorted()).toEqual([...REGULATOR_SLUGS].toSorted());
  });
});
