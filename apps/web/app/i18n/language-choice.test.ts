import { describe, expect, it } from 'vitest';
import { languageCookie, readLanguageCookie } from './language-choice.ts';
import { browserPrefersFrench, languageOffer } from './language-offer.server.ts';

describe('the visitor’s choice of language', () => {
  it('reads a browser’s preference with its weights', () => {
    expect(browserPrefersFrench('fr-CA,fr;q=0.9,en;q=0.8')).toBe(true);
    expect(browserPrefersFrench('fr-FR')).toBe(true);
    expect(browserPrefersFrench('en-CA,en;q=0.9,fr;q=0.8')).toBe(false);
    expect(browserPrefersFrench('en;q=0.5, fr;q=0.9')).toBe(true);
    expect(browserPrefersFrench('de-DE')).toBe(false);
    expect(browserPrefersFrench('')).toBe(false);
    expect(browserPrefersFrench(null)).toBe(false);
    expect(browserPrefersFrench('\u0000fr;;;q=bad')).toBe(false);
  });

  it('keeps the choice in a cookie only this site reads, and ignores anything else in it', () => {
    expect(languageCookie('fr', true)).toBe(
      'cld_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(readLanguageCookie('a=1; cld_lang=fr; b=2')).toBe('fr');
    expect(readLanguageCookie('cld_lang=de')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });

  it('offers French to a first visit whose browser prefers it, never the page’s own language', () => {
    expect(languageOffer('en', null, 'fr-CA,fr;q=0.9')).toBe('fr');
    expect(languageOffer('fr', null, 'fr-CA,fr;q=0.9')).toBeNull();
    expect(languageOffer('en', null, 'en-CA')).toBeNull();
    // A browser in English on a French page: the visitor came to French on purpose.
    expect(languageOffer('fr', null, 'en-CA')).toBeNull();
  });

  it('follows a recorded choice over the browser', () => {
    expect(languageOffer('en', 'cld_lang=en', 'fr-CA')).toBeNull();
    expect(languageOffer('en', 'cld_lang=fr', 'en-CA')).toBe('fr');
    expect(languageOffer('fr', 'cld_lang=en', 'fr-CA')).toBe('en');
    expect(languageOffer('fr', 'cld_lang=fr', 'en-CA')).toBeNull();
  });
});
