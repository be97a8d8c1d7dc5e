import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';
import { OFF_SITE_RETURN_ADDRESSES, SITE_RETURN_ADDRESS } from '../../../test/open-redirects.ts';

describe('sameOriginPath', () => {
  it.each([
    [SITE_RETURN_ADDRESS, SITE_RETURN_ADDRESS],
    ['/', '/'],
    ['/lawyer/12', '/lawyer/12'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/browse-lawyers?search=divorce+lawyer', '/browse-lawyers?search=divorce+lawyer'],
    ['/auth/login', '/auth/login'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameOriginPath(value, '/')).toBe(expected);
  });

  it('gives the normalised path, its dot segments removed', () => {
    expect(sameOriginPath('/fr/./avocat/../avocat/12?x=1#a', '/')).toBe('/fr/avocat/12?x=1#a');
    expect(sameOriginPath('/%2e%2e/lawyer/12', '/')).toBe('/lawyer/12');
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)(
    'refuses %j, which a browser would follow off the site',
    (value) => {
      expect(sameOriginPath(value, '/')).toBe('/');
    },
  );

  it.each([
    ['a relative path', 'lawyer/12'],
    ['a dot path', '../lawyer/12'],
    ['a NUL byte', '/lawyer/12\u0000'],
    ['a C1 control', '/lawyer/\u0085'],
    ['DEL', '/lawyer/\u007f'],
    ['an encoded newline in the query', '/lawyer/12?x=%0A'],
    ['a malformed escape', '/lawyer/%E0%A4%A'],
    ['a lone surrogate', '/lawyer/\ud800'],
    ['a huge value', `/${'a'.repeat(5000)}`],
    ['an empty value', ''],
    ['a number', 42],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(sameOriginPath(value, '/')).toBe('/');
  });

  it('answers the caller’s fallback, whatever it is', () => {
    expect(sameOriginPath('//evil.example', '/lawyer-dashboard')).toBe('/lawyer-dashboard');
    expect(sameOriginPath('//evil.example', undefined)).toBeUndefined();
  });
});
