import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './language.ts';

describe('acceptedLanguage', () => {
  it('reads French from any French tag, English otherwise', () => {
    expect(acceptedLanguage('fr')).toBe('fr');
    expect(acceptedLanguage('fr-CA')).toBe('fr');
    expect(acceptedLanguage('FR-fr,en;q=0.5')).toBe('fr');
    expect(acceptedLanguage('en-CA')).toBe('en');
    expect(acceptedLanguage('de-DE')).toBe('en');
    expect(acceptedLanguage('*')).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage(undefined)).toBe('en');
  });

  it('honours q-values: the supported language weighed highest wins', () => {
    expect(acceptedLanguage('en;q=0.4, fr-CA;q=0.9')).toBe('fr');
    expect(acceptedLanguage('fr;q=0.4, en;q=0.8')).toBe('en');
    expect(acceptedLanguage('de, fr;q=0.5')).toBe('fr');
    expect(acceptedLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('fr;q=0')).toBe('en');
    // A tie goes to the first listed.
    expect(acceptedLanguage('fr-CA, en-CA')).toBe('fr');
    expect(acceptedLanguage('en, fr')).toBe('en');
    // A malformed weight is ignored, not trusted.
    expect(acceptedLanguage('fr;q=abc, en;q=0.2')).toBe('en');
  });
});
