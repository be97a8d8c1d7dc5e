import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review.ts';

const messages = (input: unknown) => {
  const result = reviewSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('reviewSchema', () => {
  it('takes a whole rating from 1 to 5 and a trimmed text of 20 to 3,000 characters', () => {
    expect(reviewSchema.parse({ rating: '4', text: `  ${'a'.repeat(20)}  ` })).toEqual({
      rating: 4,
      text: 'a'.repeat(20),
    });
  });

  it.each([0, 6, 4.5, 'five', undefined])('refuses the rating %j', (rating) => {
    expect(messages({ rating, text: 'a'.repeat(30) })).toEqual([
      'Please choose a rating from 1 to 5 stars',
    ]);
  });

  it.each([
    ['', 'Review must be at least 20 characters'],
    [' '.repeat(40), 'Review must be at least 20 characters'],
    ['x'.repeat(20_000), 'Review must be at most 3000 characters'],
  ])('refuses the text %#', (text, message) => {
    expect(messages({ rating: 3, text })).toEqual([message]);
  });
});
