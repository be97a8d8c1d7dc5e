import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS, isCurrentPath, isLegalResourcesPath } from './navigation.ts';

describe('isLegalResourcesPath', () => {
  it.each([
    '/legal-guide',
    '/legal-resources',
    '/legal-news',
    '/practice-areas',
    '/provincial-guide',
    '/how-to-choose-lawyer',
  ])('highlights the menu on %s', (path) => {
    expect(isLegalResourcesPath(path)).toBe(true);
  });

  it.each(['/', '/browse-lawyers', '/about', '/lawyer/3', '/practice-areas-old'])(
    'does not highlight it on %s',
    (path) => {
      expect(isLegalResourcesPath(path)).toBe(false);
    },
  );
});

describe('isCurrentPath', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/about')).toBe(false);
    expect(isCurrentPath('/about', '/about')).toBe(true);
  });
});

describe('FOOTER_GROUPS', () => {
  it('has every footer link of the spec', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to));
    expect(links).toEqual(
      expect.arrayContaining([
        '/?practiceArea=Family%20Law',
        '/?practiceArea=Criminal%20Law',
        '/?practiceArea=Corporate%20Law',
        '/?practiceArea=Real%20Estate%20Law',
        '/about',
        '/contact',
        '/lawyer-auth',
        '/',
        '/privacy-policy',
        '/terms-of-service',
      ]),
    );
  });
});
