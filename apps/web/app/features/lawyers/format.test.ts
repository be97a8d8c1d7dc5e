import { describe, expect, it } from 'vitest';
import { experienceBucket, formatCardPhone, formatProfilePhone, phoneHref } from './format.ts';

describe('formatCardPhone', () => {
  it('formats ten digits as (###) ###-####', () => {
    expect(formatCardPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatCardPhone('416-555-0123')).toBe('(416) 555-0123');
    expect(formatCardPhone('+1 416 555 0123')).toBe('(416) 555-0123');
  });

  it('keeps anything else as given', () => {
    expect(formatCardPhone('555-0123')).toBe('555-0123');
    expect(formatCardPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('formatProfilePhone', () => {
  it('formats ten digits as +1 (xxx) xxx-xxxx', () => {
    expect(formatProfilePhone('6045550188')).toBe('+1 (604) 555-0188');
  });

  it('keeps anything else as given', () => {
    expect(formatProfilePhone('12345')).toBe('12345');
  });
});

describe('phoneHref', () => {
  it('dials the full North American number', () => {
    expect(phoneHref('(604) 555-0188')).toBe('tel:+16045550188');
  });
});

describe('experienceBucket', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [9, 5],
    [10, 10],
    [14, 10],
    [15, 15],
    [19, 15],
    [20, 20],
    [45, 20],
  ])('puts %i years in the %i+ bucket', (years, bucket) => {
    expect(experienceBucket(years)).toBe(bucket);
  });
});
