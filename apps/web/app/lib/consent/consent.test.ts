import { describe, expect, it } from 'vitest';
import { consentCookie, readConsent, serializeConsent } from './consent.ts';

describe('the consent cookie', () => {
  it('round-trips each combination of choices', () => {
    for (const analytics of [true, false]) {
      for (const advertising of [true, false]) {
        const cookie = `other=1; cld_consent=${serializeConsent({ analytics, advertising })}; x=y`;
        expect(readConsent(cookie)).toEqual({ analytics, advertising });
      }
    }
  });

  it('reads no choice from a missing, foreign or damaged cookie', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent('session=abc')).toBeNull();
    expect(readConsent('cld_consent=v2.a1.d1')).toBeNull();
    expect(readConsent('cld_consent=yes')).toBeNull();
  });

  it('is a first-party cookie for the whole site that expires, Secure on https', () => {
    const cookie = consentCookie({ analytics: false, advertising: true }, true);
    expect(cookie).toBe('cld_consent=v1.a0.d1; Path=/; Max-Age=15724800; SameSite=Lax; Secure');
    expect(consentCookie({ analytics: true, advertising: false }, false)).not.toContain('Secure');
  });
});
