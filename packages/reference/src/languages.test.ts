import { describe, expect, it } from 'vitest';
import { canonicalLanguage, LANGUAGES } from './languages.ts';

describe('canonicalLanguage', () => {
  it('gives every listed language its one spelling whatever the case', () => {
    for (const language of LANGUAGES) {
      expect(canonicalLanguage(language.toUpperCase())).toBe(language);
      expect(canonicalLanguage(language.toLowerCase())).toBe(language);
    }
    expect(canonicalLanguage('fRENCH')).toBe('French');
  });

  it('leaves a language that is not listed as it was typed', () => {
    expect(canonicalLanguage('Klingon')).toBe('Klingon');
    expect(canonicalLanguage('french ')).toBe('french ');
  });
});
