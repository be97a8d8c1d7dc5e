import {
  expectNoAxeViolations,
  expectNoWcagViolations,
  testPagesForWcagViolations,
  type CheckedPage,
} from './axe.ts';
import { expect, test } from './fixtures.ts';

/** Every public page and state of this issue; each runs at both project widths. */
const PAGES: CheckedPage[] = [
  { name: 'home', path: '/' },
  { name: 'home with a practice area chosen', path: '/?practiceArea=Family Law' },
  { name: 'browse', path: '/browse-lawyers?province=ON' },
  { name: 'browse as a list', path: '/browse-lawyers?view=list&page=2' },
  { name: 'browse with no results', path: '/browse-lawyers?search=qqqzzzxxjjj' },
  {
    name: 'browse with what the search understood',
    path: '/browse-lawyers?search=divorce+lawyer+toronto&languages=Punjabi',
  },
  {
    name: 'browse with suggestions',
    path: '/browse-lawyers?province=ON&city=Brampton&practiceAreas=Family+Law&languages=Punjabi',
  },
  { name: 'site search for a guide', path: '/search?q=duty+counsel' },
  { name: 'profile', path: '/lawyer/1' },
  { name: 'unknown lawyer', path: '/lawyer/987654321' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'site search', path: '/search?q=divorce' },
  { name: 'province landing page', path: '/lawyers-in/ontario' },
  { name: 'city landing page', path: '/lawyers-in/quebec/montreal' },
  { name: 'practice area in a city', path: '/lawyers-in/ontario/toronto/family-law' },
  { name: 'site search with no results', path: '/search?q=qqqzzzxxjjj' },
  {
    name: 'open navigation',
    path: '/',
    prepare: async (page) => {
      const phoneMenu = page.getByRole('button', { name: 'Open menu' });
      if (await phoneMenu.isVisible()) await phoneMenu.click();
      else await page.getByRole('button', { name: 'Legal Resources' }).click();
      await expect(page.getByRole('dialog').or(page.getByRole('menu'))).toBeVisible();
    },
  },
];

testPagesForWcagViolations(PAGES);

// The check itself: a page with a violation fails it, in the page and in the part named.
test('the accessibility check finds a violation, in the whole page and in a part', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the check, not a layout: once');
  await page.setContent(
    '<html lang="en"><body><main><h1>Test</h1><div id="part"><img src="data:,"></div></main></body></html>',
  );
  await expect(expectNoWcagViolations(page)).rejects.toThrow(/image-alt: img/);
  await expect(expectNoAxeViolations(page, { within: '#part' })).rejects.toThrow(/image-alt/);
  await expectNoAxeViolations(page, { within: 'h1' });
});
