// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { acceptLanguageOf, documentAcceptLanguage } from './language.ts';

/** French, before `'fr'` joins LOCALES (issue 19). */
const FRENCH = 'fr' as const;

describe('the language the site asks the API to answer in', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('is the page’s language, Canadian', () => {
    expect(acceptLanguageOf('en')).toBe('en-CA');
    expect(acceptLanguageOf(FRENCH)).toBe('fr-CA');
  });

  it('is the document’s language in the browser', () => {
    expect(documentAcceptLanguage()).toEqual({ 'accept-language': 'en-CA' });
    document.documentElement.lang = 'fr';
    expect(documentAcceptLanguage()).toEqual({ 'accept-language': 'fr-CA' });
    document.documentElement.lang = 'en';
    expect(documentAcceptLanguage()).toEqual({ 'accept-language': 'en-CA' });
  });
});
