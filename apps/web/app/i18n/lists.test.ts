import { describe, expect, it } from 'vitest';
import { formatList } from './lists.ts';

const LISTS = [
  [],
  ['English'],
  ['English', 'French'],
  ['English', 'French', 'Punjabi'],
  ['anglais', 'français', 'pendjabi', 'persan (farsi)', 'cri'],
];

describe.each(['en-CA', 'fr-CA', 'en', 'fr'])('lists in %s', (locale) => {
  it('joins names exactly as Intl.ListFormat does', () => {
    const intl = new Intl.ListFormat(locale, { type: 'conjunction' });
    for (const items of LISTS) expect(formatList(locale, items)).toBe(intl.format(items));
  });
});

describe('formatList', () => {
  it('puts « et » before the last name in French, with no comma before it', () => {
    expect(formatList('fr-CA', ['français', 'anglais'])).toBe('français et anglais');
    expect(formatList('fr-CA', ['anglais', 'français', 'pendjabi'])).toBe(
      'anglais, français et pendjabi',
    );
  });

  it('and "and" in Canadian English', () => {
    expect(formatList('en-CA', ['English', 'French'])).toBe('English and French');
  });
});
