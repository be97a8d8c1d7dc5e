/**
 * Return addresses that must never leave the site (issue 38's probe and the usual list), as a
 * visitor's browser would follow them: each one, if echoed into a Location header, lands on
 * evil.example (dot segments collapse `/.//` into `//`, browsers drop tabs and newlines and read a
 * backslash as a slash, `%2e%2e` is `..`).
 */
export const OFF_SITE_RETURN_ADDRESSES = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  '/./%2fevil.example',
  '/%252e%252e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/%5cevil.example',
  '/%2f%2fevil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  'http:evil.example',
  'http:/evil.example',
] as const;

/** A page of the site with a query and a fragment: kept as it is. */
export const SITE_RETURN_ADDRESS = '/fr/avocats?x=1#a';
