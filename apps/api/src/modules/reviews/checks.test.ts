import { describe, expect, it } from 'vitest';
import { reviewHeldReasons } from './checks.ts';

describe('reviewHeldReasons', () => {
  it('passes an ordinary review', () => {
    expect(
      reviewHeldReasons('She explained my options clearly and answered within a day. Recommended.'),
    ).toEqual([]);
  });

  it.each([
    ['Visit https://spam.example for cheap lawyers', 'links'],
    ['see www.other-firm for more', 'links'],
    ['better at cheaplawyers.com honestly', 'links'],
    ['He was a complete fucking disaster', 'profanity'],
    ['Call me at 416-555-0199 if you want details', 'personal-data'],
    ['Write to jane.doe@example.org about it', 'personal-data'],
    ['<script>alert(1)</script> great lawyer', 'markup'],
    ['<b>Bold</b> claims were made', 'markup'],
  ])('holds %j for %s', (text, reason) => {
    expect(reviewHeldReasons(text)).toContain(reason);
  });

  it('does not mistake ordinary words or short numbers for problems', () => {
    expect(
      reviewHeldReasons(
        'The grapes of wrath: 3 meetings in 2025, a fee of $1,500 as quoted. Class act.',
      ),
    ).toEqual([]);
  });
});
