import { describe, expect, it } from 'vitest';
import { elidesBefore, ofName } from './french-elision.ts';

describe('elidesBefore', () => {
  it('elides before a vowel, accented or not, in either case', () => {
    for (const name of ['Ottawa', 'Edmonton', 'Iqaluit', 'Aisha Khan', 'Île-Perrot', 'Émilie']) {
      expect(elidesBefore(name), name).toBe(true);
    }
  });

  it('elides before a mute h and before a y sounded as a vowel', () => {
    expect(elidesBefore('Halifax')).toBe(true);
    expect(elidesBefore('Hélène Roy')).toBe(true);
    expect(elidesBefore('Yves Tremblay')).toBe(true);
  });

  it('does not elide before a consonant, nor before a y sounded as a consonant', () => {
    for (const name of ['Laval', 'Montréal', 'Toronto', 'Yellowknife', 'Yarmouth', 'Yorkton']) {
      expect(elidesBefore(name), name).toBe(false);
    }
  });
});

describe('ofName', () => {
  it('writes « d’ » before a vowel and « de » otherwise', () => {
    expect(ofName('Aisha Khan')).toBe('d’Aisha Khan');
    expect(ofName('Ottawa')).toBe('d’Ottawa');
    expect(ofName('Laval')).toBe('de Laval');
    expect(ofName('Yellowknife')).toBe('de Yellowknife');
  });
});
