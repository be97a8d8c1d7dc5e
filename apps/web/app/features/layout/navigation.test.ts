import { describe, expect, it } from 'vitest';
import { findPracticeArea } from '@cld/content/practice-areas';
import {
  FOOTER_GROUPS,
  LEGAL_RESOURCES_LINKS,
  isCurrentPath,
  isLegalResourcesPath,
} from './navigation.ts';

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
  it('has every footer link of the spec, and the blog', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to));
    expect(links).toEqual(
      expect.arrayContaining([
        '/about',
        '/blog',
        '/contact',
        '/lawyer-auth',
        '/browse-lawyers',
        '/privacy-policy',
        '/terms-of-service',
      ]),
    );
  });

  // Issue 22: they pointed at the top of the home page and seemed to do nothing.
  it('sends each practice area to the lawyers filtered by that area', () => {
    const areas = FOOTER_GROUPS.find((group) => group.heading === 'footer.practiceAreasHeading')!;
    const names = areas.links.map((link) => {
      const url = new URL(link.to, 'https://example.test');
      expect(url.pathname).toBe('/browse-lawyers');
      return findPracticeArea(url.searchParams.get('practiceAreas')!)?.name;
    });
    expect(names).toEqual(['Family Law', 'Criminal Law', 'Corporate Law', 'Real Estate Law']);
  });
});

describe('the Legal Resources menu', () => {
  it('lists the blog and is current on its pages', () => {
    expect(LEGAL_RESOURCES_LINKS.map((link) => link.to)).toContain('/blog');
    expect(isLegalResourcesPath('/blog')).toBe(true);
    expect(isLegalResourcesPath('/blog/some-post')).toBe(true);
  });
});
