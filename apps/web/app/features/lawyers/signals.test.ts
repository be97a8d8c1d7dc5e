import { describe, expect, it } from 'vitest';
import { replyDuration, showsRating } from './signals.ts';

describe('showsRating', () => {
  it('needs three published reviews', () => {
    expect([0, 1, 2, 3, 40].map(showsRating)).toEqual([false, false, false, true, true]);
  });
});

describe('replyDuration', () => {
  it.each([
    [30, { unit: 'minutes', count: 5 }],
    [40 * 60, { unit: 'minutes', count: 40 }],
    [59 * 60, { unit: 'minutes', count: 55 }],
    [60 * 60, { unit: 'hours', count: 1 }],
    [3.2 * 3600, { unit: 'hours', count: 4 }],
    [23.5 * 3600, { unit: 'days', count: 1 }],
    [30 * 3600, { unit: 'days', count: 2 }],
  ])('%d seconds → %j', (seconds, expected) => {
    expect(replyDuration(seconds)).toEqual(expected);
  });
});
