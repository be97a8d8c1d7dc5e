import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { lawyerSchema } from './structured-data.ts';

const schemaOf = (reviewCount: number, rating: number) =>
  lawyerSchema({
    lawyer: makeLawyer({ reviewCount, rating }),
    url: 'https://lawyers.example.ca/lawyer/1',
    firmName: 'Tremblay Family Law',
    provinceName: 'Ontario',
  });

describe('lawyerSchema', () => {
  it.each([0, 1, 2])('has no AggregateRating with %i published reviews', (reviewCount) => {
    expect(schemaOf(reviewCount, 5)).not.toHaveProperty('aggregateRating');
  });

  it('states the rating once three published reviews back it', () => {
    expect(schemaOf(3, 4.3).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
    });
  });
});
