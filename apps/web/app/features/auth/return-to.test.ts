import { describe, expect, it } from 'vitest';
import { returnToOfRequest, safeReturnTo, withReturnTo } from './return-to.ts';
import { linkBack } from './link-back.ts';
import { OFF_SITE_RETURN_ADDRESSES, SITE_RETURN_ADDRESS } from '../../../test/open-redirects.ts';

const HOME = '/';

describe('safeReturnTo', () => {
  it.each([
    ['/lawyer/12', '/lawyer/12'],
    ['/fr/avocat/12', '/fr/avocat/12'],
    ['/browse-lawyers?province=ON&page=2', '/browse-lawyers?province=ON&page=2'],
    ['/lawyer/12#reviews', '/lawyer/12#reviews'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/', '/'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeReturnTo(value, HOME)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example'],
    ['another origin with a path', 'https://evil.example/lawyer/12'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/lawyer/12'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash and a slash', '\\/evil.example'],
    ['a backslash inside', '/lawyer\\..\\..\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'lawyer/12'],
    ['a dot path', '../lawyer/12'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a NUL byte', '/lawyer/12\u0000'],
    ['a C1 control', '/lawyer/\u0085'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded slash', '/%252Fevil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['a malformed escape', '/lawyer/%E0%A4%A'],
    ['a lone surrogate', '/lawyer/\ud800'],
    ['a huge value', `/${'a'.repeat(5000)}`],
    ['an empty value', ''],
    ['a number', 42],
    ['nothing', null],
    ['the sign-in page (a loop)', '/auth/login'],
    ['the French registration page (a loop)', '/fr/compte/inscription'],
    ['the lawyer portal (a loop)', '/lawyer-auth/register'],
    ['a page carrying an e-mailed token', `/verify-email?token=${'A'.repeat(43)}`],
    ['the French one', `/fr/verifier-courriel?token=${'A'.repeat(43)}`],
    ['a booking’s signed link', '/booking?token=abc'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value, HOME)).toBe(HOME);
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)(
    'refuses %j, which a browser would follow off the site',
    (value) => {
      expect(safeReturnTo(value, HOME)).toBe(HOME);
    },
  );

  it('keeps a French page with its query and fragment', () => {
    expect(safeReturnTo(SITE_RETURN_ADDRESS, HOME)).toBe(SITE_RETURN_ADDRESS);
  });

  it('falls back to the caller’s default', () => {
    expect(safeReturnTo('//evil.example', '/lawyer-dashboard')).toBe('/lawyer-dashboard');
  });
});

describe('returnToOfRequest', () => {
  const request = (query: string) => new Request(`http://localhost/auth/login${query}`);

  it('prefers the posted field, then the address’s query, then the default', () => {
    const form = new FormData();
    form.set('returnTo', '/lawyer/3');
    expect(returnToOfRequest(request('?returnTo=%2Flawyer%2F4'), form, HOME)).toBe('/lawyer/3');
    expect(returnToOfRequest(request('?returnTo=%2Flawyer%2F4'), new FormData(), HOME)).toBe(
      '/lawyer/4',
    );
    expect(returnToOfRequest(request(''), undefined, HOME)).toBe(HOME);
  });

  it('refuses another origin in either place', () => {
    const form = new FormData();
    form.set('returnTo', 'https://evil.example');
    expect(returnToOfRequest(request(''), form, HOME)).toBe(HOME);
    expect(returnToOfRequest(request('?returnTo=//evil.example'), undefined, HOME)).toBe(HOME);
  });
});

describe('withReturnTo', () => {
  it('adds a safe path, encoded, and drops an unsafe one', () => {
    expect(withReturnTo('/auth/register', '/lawyer/12?tab=reviews')).toBe(
      '/auth/register?returnTo=%2Flawyer%2F12%3Ftab%3Dreviews',
    );
    expect(withReturnTo('/auth/login', '//evil.example')).toBe('/auth/login');
    expect(withReturnTo('/auth/login', undefined)).toBe('/auth/login');
  });
});

describe('linkBack (the header, drawer and heart links)', () => {
  it('comes back to the page, its query and fragment, English or French', () => {
    expect(linkBack('/auth/login', '/lawyer/12?tab=reviews#reviews')).toBe(
      '/auth/login?returnTo=%2Flawyer%2F12%3Ftab%3Dreviews%23reviews',
    );
    expect(linkBack('/auth/login', '/fr/avocat/12')).toBe(
      '/auth/login?returnTo=%2Ffr%2Favocat%2F12',
    );
  });

  it('does not come back to home, the auth pages or e-mailed links, nor off the site', () => {
    for (const here of [
      '/',
      '/fr',
      '/auth/login?returnTo=%2Fx',
      '/auth/register',
      '/reset-password/xyz',
      '//evil.example/x',
      '/\\evil.example',
    ]) {
      expect(linkBack('/auth/login', here), here).toBe('/auth/login');
    }
  });

  it('comes back to the message, consultation and booking forms (issue 37)', () => {
    for (const here of [
      '/lawyer/12/contact',
      '/lawyer/12/consultation?slot=2026-12-08T14%3A00%3A00.000Z',
      '/fr/avocat/12/message',
      '/fr/avocat/12/consultation',
    ]) {
      const back = new URL(linkBack('/auth/login', here), 'https://x.invalid');
      expect(back.searchParams.get('returnTo'), here).toBe(here);
    }
  });

  it('sends a booking’s e-mailed page to the space’s consultations, never with its token', () => {
    expect(linkBack('/auth/login', '/booking?token=abc')).toBe(
      '/auth/login?returnTo=%2Fmy-space%3Ftab%3Dbookings',
    );
    expect(linkBack('/auth/login', '/fr/rendez-vous?token=abc')).toBe(
      '/auth/login?returnTo=%2Ffr%2Fmon-espace%3Ftab%3Dbookings',
    );
  });

  it('writes only values the reading side accepts as they are', () => {
    for (const here of [
      '/lawyer/12?tab=reviews#reviews',
      '/browse-lawyers?search=divorce+lawyer',
    ]) {
      const link = new URL(linkBack('/auth/login', here), 'https://x.invalid');
      const back = link.searchParams.get('returnTo');
      expect(safeReturnTo(back, '/')).toBe(here);
    }
  });
});
